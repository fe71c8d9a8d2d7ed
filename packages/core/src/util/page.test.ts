import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { MAX_LIST_DEPTH, PageFields, pagination, tooDeep, withinDepth } from "./page";

describe("pagination", () => {
  it("follows the spec's page/limit/total contract", () => {
    expect(pagination(2, 10, 25)).toEqual({
      currentPage: 2,
      limit: 10,
      total: 25,
      totalPages: 3,
      hasNextPage: true,
      hasPrevPage: true,
      nextPage: 3,
      prevPage: 1,
    });
    expect(pagination(1, 10, 0)).toMatchObject({ totalPages: 1, hasNextPage: false, nextPage: null, prevPage: null });
  });

  it("reads page and limit from query text with the spec's defaults and refuses nonsense", () => {
    const schema = v.object(PageFields);
    expect(v.parse(schema, {})).toEqual({ page: 1, limit: 10 });
    expect(v.parse(schema, { page: "3", limit: "50" })).toEqual({ page: 3, limit: 50 });
    for (const bad of [{ page: "0" }, { page: "x" }, { limit: "101" }, { limit: "2.5" }]) {
      expect(v.safeParse(schema, bad).success).toBe(false);
    }
  });

  it("refuses pages past the depth a list serves, and limits that are not small whole numbers", () => {
    const schema = v.object(PageFields);
    const problem = (input: Record<string, string>) => {
      const result = v.safeParse(schema, input);
      return result.success ? null : result.issues[0].message;
    };
    expect(problem({ page: String(MAX_LIST_DEPTH) })).toBeNull();
    for (const page of [String(MAX_LIST_DEPTH + 1), "1e15", "9007199254740993"]) expect(problem({ page })).toBe(tooDeep);
    for (const page of ["1e309", "-1", "abc", "", "1.5", "Infinity", "NaN"]) expect(problem({ page })).not.toBeNull();
    for (const limit of ["abc", "-1", "0", "1e309", "1000", "99999999999999999999"]) expect(problem({ limit })).not.toBeNull();
    expect(withinDepth({ page: 100, limit: 100 })).toBe(true);
    expect(withinDepth({ page: 101, limit: 100 })).toBe(false);
  });
});
