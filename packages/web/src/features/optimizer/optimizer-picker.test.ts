import { describe, expect, it } from "vitest";
import { MAX_SELECTED, matchPosts, selectedLabel, toggleSelected } from "./optimizer-picker";

const posts = [
  { id: 12, title: "Growing Tomatoes Indoors" },
  { id: 120, title: "Winter compost" },
  { id: 7, title: "Pruning roses" },
];

describe("the optimization modal's content search", () => {
  it("finds posts by title, ignoring case and surrounding spaces", () => {
    expect(matchPosts(posts, "  tomatoes ").map((post) => post.id)).toEqual([12]);
    expect(matchPosts(posts, "COMPOST").map((post) => post.id)).toEqual([120]);
  });

  it("finds posts by the text of their id", () => {
    expect(matchPosts(posts, "12").map((post) => post.id)).toEqual([12, 120]);
    expect(matchPosts(posts, "7").map((post) => post.id)).toEqual([7]);
  });

  it("shows every post for an empty term and none for a term nothing has", () => {
    expect(matchPosts(posts, "")).toEqual(posts);
    expect(matchPosts(posts, "cucumbers")).toEqual([]);
  });
});

describe("the optimization modal's selection", () => {
  it("picks a post and drops it on the second click", () => {
    const picked = toggleSelected([], posts[0]!);
    expect(picked).toEqual([{ id: 12, title: "Growing Tomatoes Indoors" }]);
    expect(toggleSelected(picked, posts[0]!)).toEqual([]);
  });

  it("takes no more than one request starts", () => {
    const full = Array.from({ length: MAX_SELECTED }, (_, index) => ({ id: index + 1000, title: `Post ${index}` }));
    expect(toggleSelected(full, posts[0]!)).toEqual(full);
    expect(toggleSelected(full, full[0]!)).toHaveLength(MAX_SELECTED - 1);
  });

  it("counts the selection in the spec's words", () => {
    expect(selectedLabel(0)).toBe("0 item(s) selected");
    expect(selectedLabel(3)).toBe("3 item(s) selected");
  });
});
