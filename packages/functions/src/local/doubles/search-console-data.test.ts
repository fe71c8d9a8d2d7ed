import { describe, expect, it } from "vitest";
import { searchFacts, searchRows } from "./search-console-data";

const NOW = Date.parse("2026-12-06T10:00:00Z");
const posts = [
  { id: 7, link: "http://site.localhost/tomatoes/", title: "Growing Tomatoes on a Balcony" },
  { id: 9, link: "http://site.localhost/basil/", title: "Basil Care Through the Winter" },
];
const clicksOf = (link: string, from: string, to: string) =>
  searchFacts(posts, from, to, NOW)
    .filter((fact) => fact.page === link)
    .reduce((sum, fact) => sum + fact.clicks, 0);

describe("the Search Console double's figures", () => {
  it("cover 90 days up to yesterday for every post", () => {
    const days = new Set(searchFacts(posts, "2020-01-01", "2030-01-01", NOW).map((fact) => fact.date));
    expect(days.size).toBe(90);
    expect([...days].sort().at(-1)).toBe("2026-12-05");
  });

  it("make the first post lose more than 30% of its clicks over the last 28 days, and no other", () => {
    const before = clicksOf(posts[0]!.link, "2026-10-11", "2026-11-07");
    const now = clicksOf(posts[0]!.link, "2026-11-08", "2026-12-05");
    expect(before).toBeGreaterThanOrEqual(20);
    expect(now).toBeLessThan(before * 0.7);
    const other = [clicksOf(posts[1]!.link, "2026-10-11", "2026-11-07"), clicksOf(posts[1]!.link, "2026-11-08", "2026-12-05")];
    expect(other[1]).toBeGreaterThan(other[0]! * 0.7);
  });

  it("rank every post 8 to 20 for searches its title does not name", () => {
    const rows = searchRows(searchFacts(posts, "2026-09-07", "2026-12-05", NOW), ["page", "query"]);
    for (const post of posts) {
      const low = rows.filter((row) => row.keys[0] === post.link && row.position >= 8 && row.position <= 20);
      expect(low.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("add up rows by the asked dimensions, most clicks first, as Google does", () => {
    const rows = searchRows(searchFacts(posts, "2026-12-01", "2026-12-05", NOW), ["date"]);
    expect(rows.map((row) => row.keys.length)).toEqual([1, 1, 1, 1, 1]);
    expect(rows.map((row) => row.clicks)).toEqual([...rows.map((row) => row.clicks)].sort((a, b) => b - a));
    for (const row of rows) expect(row.ctr).toBeCloseTo(row.clicks / row.impressions);
  });
});
