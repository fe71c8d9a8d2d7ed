import { describe, expect, it } from "vitest";
import { formatDate, reportByline } from "./report-format";

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
