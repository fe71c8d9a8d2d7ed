import { describe, expect, it } from "vitest";
import { knownKind } from "./activity-kinds";

describe("knownKind", () => {
  it("keeps a kind the agents or the platform make and drops any other", () => {
    expect(knownKind("blog")).toBe("blog");
    expect(knownKind("search_sync")).toBe("search_sync");
    expect(knownKind("constructor")).toBeUndefined();
    expect(knownKind("video_of_cats")).toBeUndefined();
    expect(knownKind(undefined)).toBeUndefined();
  });
});
