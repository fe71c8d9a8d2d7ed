import { describe, expect, it } from "vitest";
import { countOf } from "./plural";

describe("countOf", () => {
  it("puts the noun in the number its count takes", () => {
    expect(countOf(1, "competitor")).toBe("1 competitor");
    expect(countOf(0, "competitor")).toBe("0 competitors");
    expect(countOf(2, "category", "categories")).toBe("2 categories");
    expect(countOf(1200, "page")).toBe("1,200 pages");
  });
});
