import { describe, expect, it } from "vitest";
import { auditCost, costBreakdown } from "./auditor-cost";

const COSTS = { base: 5, per_competitor: 2, per_item: 3 };

describe("auditCost", () => {
  it("adds the base, each competitor and each item", () => {
    expect(auditCost(COSTS, 0, 0)).toBe(5);
    expect(auditCost(COSTS, 2, 1)).toBe(12);
    expect(auditCost(COSTS, 10, 30)).toBe(5 + 20 + 90);
  });

  it("follows the price list it is given", () => {
    expect(auditCost({ base: 1, per_competitor: 4, per_item: 7 }, 3, 2)).toBe(1 + 12 + 14);
  });
});

describe("costBreakdown", () => {
  it("writes the sum with singular and plural words", () => {
    expect(costBreakdown(COSTS, 1, 1)).toBe("5 + 2 × 1 competitor + 3 × 1 item");
    expect(costBreakdown(COSTS, 3, 4)).toBe("5 + 2 × 3 competitors + 3 × 4 items");
  });
});
