import { load } from "cheerio";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckList, type CheckListProps } from "./CheckList";

interface Post {
  id: number;
  title: string;
}

const POSTS: Post[] = [
  { id: 1, title: "Watering tomatoes" },
  { id: 2, title: "Pruning roses" },
  { id: 3, title: "Composting leaves" },
];

const settled = { isPending: false, isError: false, isFetching: false, refetch: () => Promise.reject(new Error("not called")) };

function render(overrides: Partial<CheckListProps<Post>> = {}) {
  const props: CheckListProps<Post> = {
    legend: "Posts",
    disabled: false,
    search: { label: "Search posts", placeholder: "Post title", value: "", onChange: () => {} },
    query: settled,
    messages: { loading: "Loading posts…", failed: "Failed to get titles.", empty: "No content found matching your search" },
    items: POSTS,
    listLabel: "Posts of your site",
    value: [],
    max: 2,
    onToggle: () => {},
    children: (post) => post.title,
    ...overrides,
  };
  return load(renderToStaticMarkup(createElement(CheckList<Post>, props)));
}

type Page = ReturnType<typeof render>;
const boxes = (page: Page) =>
  page("input[type=checkbox]")
    .toArray()
    .map((box) => ({ checked: page(box).is(":checked"), disabled: page(box).is(":disabled") }));
const clearAll = (page: Page) => page("button").filter((_, button) => page(button).text() === "Clear All");

describe("CheckList", () => {
  it("is a fieldset named by its legend, with the hint and a labelled search box", () => {
    const page = render({ hint: "Pick 1 to 2." });
    expect(page("fieldset > legend").text()).toBe("Posts");
    expect(page("fieldset > .field-hint").text()).toBe("Pick 1 to 2.");
    const search = page("input[type=search]");
    expect(page(`label[for="${search.attr("id")}"]`).text()).toBe("Search posts");
    expect(search.attr("placeholder")).toBe("Post title");
  });

  it("lists each item as a labelled checkbox, ticked when picked", () => {
    const page = render({ value: [{ id: 2 }] });
    expect(page("ul").attr("aria-label")).toBe("Posts of your site");
    expect(
      page("ul label")
        .toArray()
        .map((label) => page(label).text()),
    ).toEqual(POSTS.map((post) => post.title));
    expect(boxes(page)).toEqual([
      { checked: false, disabled: false },
      { checked: true, disabled: false },
      { checked: false, disabled: false },
    ]);
  });

  it("disables only the unpicked boxes once the selection is full", () => {
    expect(boxes(render({ value: [{ id: 1 }, { id: 3 }] }))).toEqual([
      { checked: true, disabled: false },
      { checked: false, disabled: true },
      { checked: true, disabled: false },
    ]);
  });

  it("marks the list busy while it shows the previous search's items", () => {
    expect(render({ busy: true })("ul").attr("aria-busy")).toBe("true");
    expect(render()("ul").attr("aria-busy")).toBeUndefined();
  });

  it("says it is loading, then offers Retry on a failure, instead of the list", () => {
    const loading = render({ query: { ...settled, isPending: true } });
    expect(loading("[role=status]").text()).toBe("Loading posts…");
    expect(loading("ul")).toHaveLength(0);

    const failed = render({ query: { ...settled, isError: true } });
    expect(failed("[role=alert]").text()).toBe("Failed to get titles. Retry");
    expect(failed("[role=alert] button").is(":disabled")).toBe(false);
    expect(failed("ul")).toHaveLength(0);

    const retrying = render({ query: { ...settled, isError: true, isFetching: true } });
    expect(retrying("[role=alert] button").attr("aria-busy")).toBe("true");
  });

  it("announces that nothing is listed", () => {
    const page = render({ items: [] });
    expect(page("[role=status]").text()).toBe("No content found matching your search");
    expect(page("ul")).toHaveLength(0);
  });

  it("counts the picks live, and describes the fieldset by the count and the error", () => {
    const none = render({ count: { label: "0 item(s) selected", onClear: () => {} }, error: "Pick at least one post." });
    const count = none("[aria-live=polite]");
    expect(count.text()).toBe("0 item(s) selected");
    const error = none("fieldset > .field-error");
    expect(error.text()).toBe("Pick at least one post.");
    expect(none("fieldset").attr("aria-describedby")).toBe(`${count.attr("id")} ${error.attr("id")}`);
    expect(clearAll(none).is(":disabled")).toBe(true);

    const some = render({ value: [{ id: 1 }], count: { label: "1 item(s) selected", onClear: () => {} } });
    expect(clearAll(some).is(":disabled")).toBe(false);
  });

  it("has no count, Clear All or description where the form wants none", () => {
    const page = render();
    expect(page("[aria-live]")).toHaveLength(0);
    expect(clearAll(page)).toHaveLength(0);
    expect(page("fieldset").attr("aria-describedby")).toBeUndefined();
  });

  it("shows the form's own pieces above the search box and under the list", () => {
    const page = render({ header: createElement("p", { id: "picked" }), footer: createElement("p", { id: "full" }) });
    const order = page("fieldset *")
      .toArray()
      .map((element) => page(element).attr("id") ?? element.tagName);
    expect(order.indexOf("picked")).toBeLessThan(order.indexOf("input"));
    expect(order.indexOf("full")).toBeGreaterThan(order.indexOf("ul"));
  });

  it("disables the whole fieldset while the form is sending", () => {
    expect(render({ disabled: true })("fieldset").is(":disabled")).toBe(true);
  });
});
