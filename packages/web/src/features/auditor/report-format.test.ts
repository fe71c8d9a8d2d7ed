import { describe, expect, it } from "vitest";
import { formatDate } from "./report-format";

describe("formatDate", () => {
  it("writes the day, the month in words and the year", () => {
    expect(formatDate("2026-11-23T13:20:00.000Z")).toBe("23 November 2026");
  });

  it("shows an unreadable date as it came", () => {
    expect(formatDate("soon")).toBe("soon");
  });
});
