import { describe, expect, it } from "vitest";
import { samePage, syncWindow, topQueries } from "./sync-plan";

describe("the days a sync fetches", () => {
  it("backfills 90 days up to yesterday the first time", () => {
    expect(syncWindow(undefined, "2026-12-06")).toEqual({ startDate: "2026-09-07", endDate: "2026-12-05" });
  });

  it("fetches the last three days again once synced, as Google's figures settle", () => {
    expect(syncWindow("2026-12-05", "2026-12-06")).toEqual({ startDate: "2026-12-03", endDate: "2026-12-05" });
    expect(syncWindow("2026-12-04", "2026-12-06")).toEqual({ startDate: "2026-12-02", endDate: "2026-12-05" });
  });

  it("reaches back over missed days, never past 90", () => {
    expect(syncWindow("2026-11-20", "2026-12-06")).toEqual({ startDate: "2026-11-18", endDate: "2026-12-05" });
    expect(syncWindow("2026-01-01", "2026-12-06")).toEqual({ startDate: "2026-09-07", endDate: "2026-12-05" });
  });
});

describe("a page's top queries", () => {
  const row = (page: string, query: string, clicks: number, impressions = 100) => ({ keys: [page, query], clicks, impressions, ctr: 0, position: 5 });

  it("keeps each page's ten with the most clicks, then impressions", () => {
    const rows = [...Array.from({ length: 12 }, (_, index) => row("/a/", `query ${index}`, index)), row("/b/", "only", 0, 5), row("/b/", "more seen", 0, 50)];
    const top = topQueries(rows);
    expect(top.get("/a/")!.map((item) => item.keys[1])).toEqual(Array.from({ length: 10 }, (_, index) => `query ${11 - index}`));
    expect(top.get("/b/")!.map((item) => item.keys[1])).toEqual(["more seen", "only"]);
  });
});

describe("the same page", () => {
  it("is named with or without its trailing slash, query or case", () => {
    expect(samePage("https://Site.example/Post-1/?utm=x")).toBe(samePage("https://site.example/post-1"));
  });
});
