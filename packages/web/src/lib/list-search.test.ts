import { describe, expect, it } from "vitest";
import { normalizeSearchTerm, parseListSearch, SEARCH_MAX_LENGTH } from "./list-search";

describe("normalizeSearchTerm", () => {
  it.each([undefined, null, Number.NaN, "", "   ", ["a"], { a: 1 }])("drops %j", (value) => {
    expect(normalizeSearchTerm(value)).toBeUndefined();
  });

  it("trims and caps the term at the server's limit", () => {
    expect(normalizeSearchTerm("  starter ")).toBe("starter");
    expect(normalizeSearchTerm(500)).toBe("500");
    expect(normalizeSearchTerm("x".repeat(SEARCH_MAX_LENGTH + 20))).toHaveLength(SEARCH_MAX_LENGTH);
  });
});

describe("parseListSearch", () => {
  it("keeps paging and a trimmed term, and leaves defaults and empty terms out", () => {
    expect(parseListSearch({ page: "2", limit: "5", search: " shop " })).toEqual({ page: 2, limit: 5, search: "shop" });
    expect(parseListSearch({ page: 1, limit: 10, search: "  " })).toEqual({ page: undefined, limit: undefined, search: undefined });
  });
});
