import { describe, expect, it } from "vitest";
import { createdAgo, formatDateTime, formatInZone } from "./date-format";

describe("formatDateTime", () => {
  it("shows the date and the time", () => {
    // Newer ICU data puts a narrow no-break space before "PM".
    expect(formatDateTime("2025-03-04T15:06:00.000Z", "en-US", "UTC").replace(/\s/g, " ")).toBe("Mar 4, 2025, 3:06 PM");
  });

  it("keeps an unreadable timestamp as sent", () => {
    expect(formatDateTime("not a date", "en-US", "UTC")).toBe("not a date");
  });
});

const now = Date.parse("2026-06-30T12:00:00.000Z");
const daysBefore = (days: number) => new Date(now - days * 86_400_000).toISOString();

describe("createdAgo", () => {
  it("says 1 day for anything within the first day", () => {
    expect(createdAgo(daysBefore(0), now)).toBe("1 day ago");
    expect(createdAgo(daysBefore(0.2), now)).toBe("1 day ago");
    expect(createdAgo(daysBefore(1), now)).toBe("1 day ago");
  });

  it("counts days under 7, weeks under 30 and months after", () => {
    expect(createdAgo(daysBefore(2), now)).toBe("2 days ago");
    expect(createdAgo(daysBefore(6), now)).toBe("6 days ago");
    expect(createdAgo(daysBefore(7), now)).toBe("1 week ago");
    expect(createdAgo(daysBefore(20), now)).toBe("2 weeks ago");
    expect(createdAgo(daysBefore(29), now)).toBe("4 weeks ago");
    expect(createdAgo(daysBefore(30), now)).toBe("1 month ago");
    expect(createdAgo(daysBefore(95), now)).toBe("3 months ago");
  });
});

describe("formatInZone", () => {
  it("shows the moment in the agent's zone on a 24-hour clock", () => {
    expect(formatInZone("2026-06-30T13:30:00.000Z", "Europe/Berlin", "en-GB")).toBe("30 Jun 2026, 15:30");
  });
});
