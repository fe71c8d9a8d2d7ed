import { describe, expect, it } from "vitest";
import { parseActivitySearch } from "./activity-search";

describe("parseActivitySearch", () => {
  it("keeps a known kind and status with the paging", () => {
    expect(parseActivitySearch({ page: "2", limit: "20", kind: "blog", status: "failed" })).toEqual({
      page: 2,
      limit: 20,
      kind: "blog",
      status: "failed",
    });
  });

  it("drops filters it does not know, and the default paging", () => {
    expect(parseActivitySearch({ page: "1", kind: "toString", status: "done" })).toEqual({
      page: undefined,
      limit: undefined,
      kind: undefined,
      status: undefined,
    });
  });
});
