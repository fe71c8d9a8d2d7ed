import { describe, expect, it } from "vitest";
import { countServicesFailed, formatServiceCount, grandTotal, type ServiceCount, serviceTotal } from "./service-counts";

const counts: ServiceCount[] = [
  { total: 2, grand_total: 9 },
  { total: 1, grand_total: 9 },
  { total: 4, grand_total: 9 },
  { total: 2, grand_total: 9 },
];

describe("service counts", () => {
  it("says why the counts failed in the spec's words", () => {
    expect(countServicesFailed(new Error("Network down"))).toBe("Failed to get count services: Network down");
  });

  it("reads each kind from its position", () => {
    expect(serviceTotal(counts, "blog")).toBe(2);
    expect(serviceTotal(counts, "optimizer")).toBe(1);
    expect(serviceTotal(counts, "social")).toBe(4);
    expect(serviceTotal(counts, "chat")).toBe(2);
  });

  it("takes the total service count from the first entry's grand_total", () => {
    expect(grandTotal(counts)).toBe(9);
  });

  it("counts zero when the answer is missing or short", () => {
    expect(grandTotal(undefined)).toBe(0);
    expect(grandTotal([])).toBe(0);
    expect(serviceTotal([{ total: 1, grand_total: 1 }], "chat")).toBe(0);
  });

  it("writes one service, many services", () => {
    expect(formatServiceCount(1)).toBe("1 service");
    expect(formatServiceCount(0)).toBe("0 services");
  });
});
