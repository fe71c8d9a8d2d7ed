import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PageFields, pagination } from "./page";

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
});
