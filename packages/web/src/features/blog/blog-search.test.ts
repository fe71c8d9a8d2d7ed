import { describe, expect, it } from "vitest";
import { parseAgentSearch, parseContentSearch } from "./blog-search";

describe("blog list searches", () => {
  it("keep a known status and drop anything else", () => {
    expect(parseAgentSearch({ status: "paused", page: "2" })).toEqual({ page: 2, limit: undefined, search: undefined, status: "paused" });
    expect(parseAgentSearch({ status: "publish" }).status).toBeUndefined();
    expect(parseContentSearch({ status: "publish" }).status).toBe("publish");
    expect(parseContentSearch({ status: "active" }).status).toBeUndefined();
  });
});
