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

const before = (ms: number) => new Date(now - ms).toISOString();

describe("createdAgo", () => {
  it("says just now under a minute, and for a moment a little ahead of this clock", () => {
    expect(createdAgo(before(0), now)).toBe("just now");
    expect(createdAgo(before(59_999), now)).toBe("just now");
    expect(createdAgo(before(-5_000), now)).toBe("just now");
  });

  it("counts minutes under an hour and hours within the day", () => {
    expect(createdAgo(before(60_000), now)).toBe("1 minute ago");
    expect(createdAgo(before(119_000), now)).toBe("1 minute ago");
    expect(createdAgo(before(5 * 60_000), now)).toBe("5 minutes ago");
    expect(createdAgo(before(59 * 60_000 + 59_000), now)).toBe("59 minutes ago");
    expect(createdAgo(before(3_600_000), now)).toBe("1 hour ago");
    expect(createdAgo(before(2 * 3_600_000), now)).toBe("2 hours ago");
    expect(createdAgo(before(23 * 3_600_000 + 59 * 60_000), now)).toBe("23 hours ago");
  });

  it("says 1 day from a full day until the second is over", () => {
    expect(createdAgo(daysBefore(1), now)).toBe("1 day ago");
    expect(createdAgo(daysBefore(1.9), now)).toBe("1 day ago");
  });

  it("keeps an unreadable timestamp as sent", () => {
    expect(createdAgo("not a date", now)).toBe("not a date");
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
