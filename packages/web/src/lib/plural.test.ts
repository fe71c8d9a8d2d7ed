import { describe, expect, it } from "vitest";
import { countOf, pluralCredits } from "./plural";

describe("countOf", () => {
  it("puts the noun in the number its count takes", () => {
    expect(countOf(1, "competitor")).toBe("1 competitor");
    expect(countOf(0, "competitor")).toBe("0 competitors");
    expect(countOf(2, "category", "categories")).toBe("2 categories");
    expect(countOf(1200, "page")).toBe("1,200 pages");
  });
});

describe("pluralCredits", () => {
  it("says credit or credits, with thousands separated", () => {
    expect(pluralCredits(1)).toBe("1 credit");
    expect(pluralCredits(1200)).toBe("1,200 credits");
  });
});
