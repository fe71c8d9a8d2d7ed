import { describe, expect, it } from "vitest";
import { addDays, decliningPages, type PageDay, suggestedQueries } from "./trends";

const LAST = "2026-12-05";

/** `perDay` clicks a day before the last 28 days, then `nowPerDay` a day within them. */
function history(page: string, perDay: number, nowPerDay: number): PageDay[] {
  return Array.from({ length: 56 }, (_, index) => {
    const date = addDays(LAST, -index);
    return { page, date, clicks: index < 28 ? nowPerDay : perDay };
  });
}

describe("posts losing traffic", () => {
  it("lists a page whose last 28 days fell by 30% or more, with both sums", () => {
    const rows = [...history("/falling/", 5, 3), ...history("/steady/", 5, 4)];
    expect(decliningPages(rows, LAST)).toEqual([{ page: "/falling/", clicks_before: 140, clicks_now: 84 }]);
  });

  it("needs 20 clicks before: a small page's swing is noise", () => {
    const rows = history("/small/", 0, 0).map((row, index) => ({ ...row, clicks: index === 40 ? 19 : 0 }));
    expect(decliningPages(rows, LAST)).toEqual([]);
    rows[41]!.clicks = 1;
    expect(decliningPages(rows, LAST)).toEqual([{ page: "/small/", clicks_before: 20, clicks_now: 0 }]);
  });

  it("counts a fall of exactly 30% and leaves out days outside the 56", () => {
    const rows = [
      ...history("/edge/", 10, 7),
      { page: "/edge/", date: addDays(LAST, -56), clicks: 1000 },
      { page: "/edge/", date: addDays(LAST, 1), clicks: 1000 },
    ];
    expect(decliningPages(rows, LAST)).toEqual([{ page: "/edge/", clicks_before: 280, clicks_now: 196 }]);
  });

  it("puts the biggest loss first", () => {
    const rows = [...history("/a/", 5, 1), ...history("/b/", 20, 2)];
    expect(decliningPages(rows, LAST).map((row) => row.page)).toEqual(["/b/", "/a/"]);
  });
});

describe("keyword suggestions", () => {
  const q = (query: string, impressions: number, position: number) => ({ query, clicks: 0, impressions, position });

  it("keeps queries ranked 8 to 20 that no title or keyword covers, by impressions", () => {
    const rows = [
      q("basil watering schedule", 300, 12),
      q("grow tomatoes indoors", 500, 11),
      q("compost bin cost", 200, 9),
      q("mint", 900, 3),
      q("rare orchid", 50, 35),
    ];
    expect(suggestedQueries(rows, ["How to Grow Tomatoes Indoors", "herbs"])).toEqual([
      { query: "basil watering schedule", impressions: 300, position: 12 },
      { query: "compost bin cost", impressions: 200, position: 9 },
    ]);
  });

  it("adds up a query seen on several pages, its position weighted by impressions", () => {
    const rows = [q("balcony planter ideas", 100, 6), q("Balcony planter ideas", 300, 14)];
    expect(suggestedQueries(rows, [])).toEqual([{ query: "balcony planter ideas", impressions: 400, position: 12 }]);
  });
});
