import { describe, expect, it } from "vitest";
import type { LighthouseFigures } from "@sitecrew/core/audit/lighthouse";
import { averageFigures, formatDate, formatMs, LIGHTHOUSE_COLUMNS, reportByline, sitePagesLabel } from "./report-format";

describe("reportByline", () => {
  it("names the auditor, never its id, with the report's date", () => {
    const byline = reportByline({ name: "Spring audit", createdDate: "2026-11-23T13:20:00.000Z" });
    expect(byline).toBe("Auditor: Spring audit · 23 November 2026");
    expect(byline).not.toMatch(/aud_/);
  });
});

describe("formatDate", () => {
  it("writes the day, the month in words and the year", () => {
    expect(formatDate("2026-11-23T13:20:00.000Z")).toBe("23 November 2026");
  });

  it("shows an unreadable date as it came", () => {
    expect(formatDate("soon")).toBe("soon");
  });
});

describe("Lighthouse figures", () => {
  const page = (performance: number | null, lcp: number | null): LighthouseFigures => ({
    performance,
    accessibility: 90,
    best_practices: 100,
    seo: 80,
    lcp_ms: lcp,
    cls: 0.1,
    tbt_ms: 40,
    opportunities: [],
  });

  it("writes durations in ms under a second and in seconds from one", () => {
    expect(formatMs(850)).toBe("850 ms");
    expect(formatMs(2440)).toBe("2.4 s");
    expect(formatMs(null)).toBe("–");
  });

  it("averages the site's pages over the figures each has", () => {
    expect(averageFigures([page(90, 1000), page(null, 3000)])).toMatchObject({ performance: 90, lcp_ms: 2000, cls: 0.1 });
    expect(averageFigures([])).toBeNull();
  });

  it("compares every figure the issue names", () => {
    expect(LIGHTHOUSE_COLUMNS.map((column) => column.label)).toEqual(["Performance", "Accessibility", "Best practices", "SEO", "LCP", "CLS", "TBT"]);
    expect(LIGHTHOUSE_COLUMNS.map((column) => column.value(page(55, 2440)))).toEqual(["55", "90", "100", "80", "2.4 s", "0.10", "40 ms"]);
  });

  it("say of how many audited pages the site's Lighthouse row is the average", () => {
    expect(sitePagesLabel(8, 8)).toBe("Your pages (average of all 8)");
    expect(sitePagesLabel(1, 8)).toBe("Your measured page (1 of 8; 7 not measured)");
    expect(sitePagesLabel(3, 8)).toBe("Your pages (average of 3 measured of 8; 5 not measured)");
  });
});
