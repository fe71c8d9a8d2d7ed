import { describe, expect, it } from "vitest";
import {
  auditorBody,
  checkAuditorValues,
  competitorCountOf,
  COMPETITORS_REQUIRED,
  competitorLimitMessage,
  type ContentItem,
  emptyAuditorValues,
  filterContent,
  MAX_AUDIT_ITEMS,
  toggleContent,
} from "./auditor-form";

const item = (id: number, type: "post" | "page" = "post"): ContentItem => ({
  id,
  title: `Growing tomatoes ${id}`,
  url: `https://garden.example/p/${id}`,
  type,
});
const OPEN = { max: 10, reason: null };

describe("checkAuditorValues", () => {
  it("asks for a name, a count from 1 to 10 and at least one item", () => {
    expect(checkAuditorValues("dom_1", emptyAuditorValues(), OPEN)).toEqual({
      name: "Name is required",
      competitorCount: "Choose between 1 and 10 competitors",
      selectedContent: "Select at least one page or post to analyze",
    });
  });

  it("takes a whole count from 1 to 10 only", () => {
    const values = (competitorCount: string) => ({ name: "Spring audit", competitorCount, content: [item(1)] });
    for (const bad of ["0", "11", "2.5", "-1", "two", ""])
      expect(checkAuditorValues("dom_1", values(bad), OPEN).competitorCount).toBe("Choose between 1 and 10 competitors");
    for (const good of ["1", " 4 ", "10"]) expect(checkAuditorValues("dom_1", values(good), OPEN)).toEqual({});
  });

  it("refuses more competitors than the run can use, saying why", () => {
    const limit = { max: 3, reason: "3 competitors are listed and no web search is set up to find more." };
    const errors = checkAuditorValues("dom_1", { name: "Audit", competitorCount: "4", content: [item(1)] }, limit);
    expect(errors.competitorCount).toBe("At most 3 competitors can be used. 3 competitors are listed and no web search is set up to find more.");
    expect(checkAuditorValues("dom_1", { name: "Audit", competitorCount: "3", content: [item(1)] }, limit)).toEqual({});
  });

  it("refuses more items than one audit reads", () => {
    const content = Array.from({ length: MAX_AUDIT_ITEMS + 1 }, (_, index) => item(index + 1));
    expect(checkAuditorValues("dom_1", { name: "Audit", competitorCount: "2", content }, OPEN).selectedContent).toBe("Select at most 50 pages and posts");
  });

  it("takes a name of spaces as no name", () => {
    expect(checkAuditorValues("dom_1", { name: "   ", competitorCount: "2", content: [item(1)] }, OPEN)).toEqual({ name: "Name is required" });
  });
});

describe("competitorLimitMessage", () => {
  it("says when none can be used", () => {
    expect(competitorLimitMessage({ max: 0, reason: "List one on the domain's page." })).toBe("No competitor can be used yet. List one on the domain's page.");
    expect(competitorLimitMessage({ max: 1, reason: null })).toBe("At most 1 competitor can be used.");
  });
});

describe("competitorCountOf", () => {
  it("reads whole numbers only", () => {
    expect(competitorCountOf(" 7 ")).toBe(7);
    expect(competitorCountOf("7a")).toBeNull();
    expect(competitorCountOf("")).toBeNull();
  });
});

describe("auditorBody", () => {
  it("sends the trimmed name, the items, their count and the competitor count", () => {
    const content = [item(1), item(2, "page")];
    expect(auditorBody("dom_1", { name: "  Spring audit ", competitorCount: "3", content })).toEqual({
      userDomainId: "dom_1",
      name: "Spring audit",
      selectedContent: content,
      contentCount: 2,
      competitorCount: 3,
    });
  });
});

describe("toggleContent", () => {
  it("adds an item, then takes it away", () => {
    const picked = toggleContent([item(1)], item(2));
    expect(picked.map((chosen) => chosen.id)).toEqual([1, 2]);
    expect(toggleContent(picked, item(1)).map((chosen) => chosen.id)).toEqual([2]);
  });
});

describe("filterContent", () => {
  it("finds by title or address, ignoring case", () => {
    const items = [{ ...item(1), title: "Pruning Roses" }, { ...item(2), url: "https://garden.example/compost-guide" }, item(3)];
    expect(filterContent(items, "ROSES").map((found) => found.id)).toEqual([1]);
    expect(filterContent(items, "compost").map((found) => found.id)).toEqual([2]);
    expect(filterContent(items, "  ")).toHaveLength(3);
  });
});

describe("the competitors typed into the Create form", () => {
  const values = (competitors: string[]) => ({ ...emptyAuditorValues("2", competitors), name: "Audit", content: [item(1)] });

  it("are sent with the audit, and left out when the form does not edit them", () => {
    expect(auditorBody("dom_1", values(["https://rival.example.org"])).competitors).toEqual(["https://rival.example.org"]);
    expect(auditorBody("dom_1", { name: "Audit", competitorCount: "2", content: [item(1)] })).not.toHaveProperty("competitors");
  });

  it("are checked with the API's messages", () => {
    expect(checkAuditorValues("dom_1", values(["https://a.example.org", "https://A.example.org/"]), OPEN).competitors).toBe(
      "https://a.example.org is listed twice",
    );
  });

  it("are the count: the audit asks for every listed competitor, and an empty list is refused", () => {
    const urls = ["https://a.example.org", "https://b.example.org", "https://c.example.org"];
    expect(auditorBody("dom_1", values(urls))).toMatchObject({ competitorCount: 3, competitors: urls });
    expect(checkAuditorValues("dom_1", values(urls), OPEN)).toEqual({});
    expect(checkAuditorValues("dom_1", values([]), OPEN)).toEqual({ competitors: COMPETITORS_REQUIRED });
  });
});
