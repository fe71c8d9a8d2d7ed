import { describe, expect, it } from "vitest";
import { parsePageSearch, resolvePage, toPageSearch } from "./pagination";

describe("parsePageSearch", () => {
  it("keeps a valid page and page size", () => {
    expect(parsePageSearch({ page: 3, limit: 20 })).toEqual({ page: 3, limit: 20 });
    expect(parsePageSearch({ page: "3", limit: "50" })).toEqual({ page: 3, limit: 50 });
  });

  it("leaves the defaults (page 1, 10 a page) out of the URL", () => {
    expect(parsePageSearch({})).toEqual({ page: undefined, limit: undefined });
    expect(parsePageSearch({ page: 1, limit: 10 })).toEqual({ page: undefined, limit: undefined });
  });

  it.each([0, -2, 1.5, "abc", "", null, true, [], {}, 2 ** 60])("falls back to page 1 for %j", (page) => {
    expect(resolvePage(parsePageSearch({ page }))).toEqual({ page: 1, limit: 10 });
  });

  it.each([7, 0, -5, 100, "ten", 20.5])("falls back to 10 a page for %j", (limit) => {
    expect(resolvePage(parsePageSearch({ page: 2, limit }))).toEqual({ page: 2, limit: 10 });
  });

  it("ignores other search parameters", () => {
    expect(parsePageSearch({ page: 2, tab: "x" })).toEqual({ page: 2, limit: undefined });
  });
});

describe("toPageSearch", () => {
  it("writes only what differs from the defaults", () => {
    expect(toPageSearch(1, 10)).toEqual({ page: undefined, limit: undefined });
    expect(toPageSearch(4, 5)).toEqual({ page: 4, limit: 5 });
  });
});
