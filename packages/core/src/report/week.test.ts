import { describe, expect, it } from "vitest";
import { isoWeek, mondayOf, nextReport } from "./week";

describe("report weeks", () => {
  it("names ISO weeks by their Thursday's year", () => {
    expect(isoWeek("2026-11-23")).toBe("2026-W48");
    expect(isoWeek("2025-12-29")).toBe("2026-W01");
    expect(isoWeek("2027-01-04")).toBe("2027-W01");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
  });

  it("is due on the owner's Monday at 08:00 for the week that ended", () => {
    // 07:59 in Paris (UTC+1) on Monday 30 November: last week's report is still to come.
    const before = nextReport("Europe/Paris", Date.parse("2026-11-30T06:59:00Z"));
    expect(before).toMatchObject({ weekStart: "2026-11-23", weekEnd: "2026-11-29", week: "2026-W48", dueAt: Date.parse("2026-11-30T07:00:00Z") });
    const after = nextReport("Europe/Paris", Date.parse("2026-11-30T07:00:00Z"));
    expect(after).toMatchObject({ weekStart: "2026-11-30", week: "2026-W49", dueAt: Date.parse("2026-12-07T07:00:00Z") });
    expect(nextReport("America/New_York", Date.parse("2026-11-30T07:00:00Z")).dueAt).toBe(Date.parse("2026-11-30T13:00:00Z"));
  });
});
