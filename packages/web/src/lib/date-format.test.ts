import { describe, expect, it } from "vitest";
import { formatDateTime } from "./date-format";

describe("formatDateTime", () => {
  it("shows the date and the time", () => {
    // Newer ICU data puts a narrow no-break space before "PM".
    expect(formatDateTime("2025-03-04T15:06:00.000Z", "en-US", "UTC").replace(/\s/g, " ")).toBe("Mar 4, 2025, 3:06 PM");
  });

  it("keeps an unreadable timestamp as sent", () => {
    expect(formatDateTime("not a date", "en-US", "UTC")).toBe("not a date");
  });
});
