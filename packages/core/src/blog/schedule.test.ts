import { describe, expect, it } from "vitest";
import { VisibleError } from "../error";
import { FREQUENCIES, type FrequencyId } from "../reference/frequencies";
import { nextRunAt } from "./schedule";

const DAY_MS = 86_400_000;
const at = (iso: string) => Date.parse(iso);

/** "YYYY-MM-DD" moved by whole days or months on the calendar. */
function shift(date: string, { days = 0, months = 0 }: { days?: number; months?: number }) {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + months, day + days)).toISOString().slice(0, 10);
}

// Making a formatter costs far more than formatting with one, and the year-long walks below read thousands of instants.
const wallFormatters = new Map<string, Intl.DateTimeFormat>();

/** The local date and time of an instant, read independently of the code under test. */
function wall(timezone: string, epoch: number) {
  let formatter = wallFormatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("sv-SE", {
      timeZone: timezone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    wallFormatters.set(timezone, formatter);
  }
  const text = formatter.format(epoch);
  const [date, time] = text.split(" ") as [string, string];
  return { date, time };
}

const daysBetween = (a: string, b: string) => (at(b) - at(a)) / DAY_MS;

describe("frequency options", () => {
  it("lists the six frequencies with stable ids and their labels", () => {
    expect(FREQUENCIES).toEqual([
      { id: "daily", value: "Daily" },
      { id: "every-2-days", value: "Every 2 days" },
      { id: "twice-a-week", value: "Twice a week" },
      { id: "weekly", value: "Weekly" },
      { id: "every-2-weeks", value: "Every 2 weeks" },
      { id: "monthly", value: "Monthly" },
    ]);
  });
});

/**
 * Each case is a clock change on a Sunday, with a time the change skips or repeats. The anchor
 * sits 14 days earlier (a Sunday, an even number of days before) or, for monthly, two months
 * earlier on the same day of the month, so every frequency has a slot on the day of the change.
 */
const changes = [
  {
    name: "New York spring forward",
    zone: "America/New_York",
    day: "2026-03-08",
    time: "02:30",
    slot: "2026-03-08T03:00:00-04:00",
    before: "-05:00",
    after: "-04:00",
  },
  {
    name: "New York fall back",
    zone: "America/New_York",
    day: "2026-11-01",
    time: "01:30",
    slot: "2026-11-01T01:30:00-04:00",
    before: "-04:00",
    after: "-05:00",
  },
  {
    name: "Berlin spring forward",
    zone: "Europe/Berlin",
    day: "2026-03-29",
    time: "02:30",
    slot: "2026-03-29T03:00:00+02:00",
    before: "+01:00",
    after: "+02:00",
  },
  { name: "Berlin fall back", zone: "Europe/Berlin", day: "2026-10-25", time: "02:30", slot: "2026-10-25T02:30:00+02:00", before: "+02:00", after: "+01:00" },
] as const;

const following: Record<FrequencyId, { days?: number; months?: number }> = {
  daily: { days: 1 },
  "every-2-days": { days: 2 },
  "twice-a-week": { days: 3 },
  weekly: { days: 7 },
  "every-2-weeks": { days: 14 },
  monthly: { months: 1 },
};

describe("nextRunAt across daylight-saving changes", () => {
  for (const change of changes) {
    for (const { id: frequency } of FREQUENCIES) {
      it(`${change.name}, ${frequency}: the skipped or repeated time runs once, then the new offset holds`, () => {
        const anchorDate = frequency === "monthly" ? shift(change.day, { months: -2 }) : shift(change.day, { days: -14 });
        const schedule = { frequency, time: change.time, timezone: change.zone, anchor: at(`${anchorDate}T08:00:00${change.before}`) };
        const dayBefore = at(`${shift(change.day, { days: -1 })}T12:00:00${change.before}`);

        const slot = nextRunAt({ ...schedule, after: dayBefore });
        expect(new Date(slot).toISOString()).toBe(new Date(at(change.slot)).toISOString());

        const next = nextRunAt({ ...schedule, after: slot });
        expect(new Date(next).toISOString()).toBe(new Date(at(`${shift(change.day, following[frequency])}T${change.time}:00${change.after}`)).toISOString());
      });
    }

    it(`${change.name}: an ordinary time keeps its wall clock on both sides of the change`, () => {
      const schedule = { frequency: "daily" as const, time: "09:00", timezone: change.zone, anchor: at(`${shift(change.day, { days: -30 })}T08:00:00Z`) };
      const before = nextRunAt({ ...schedule, after: at(`${shift(change.day, { days: -1 })}T00:00:00${change.before}`) });
      const onTheDay = nextRunAt({ ...schedule, after: before });
      expect(before).toBe(at(`${shift(change.day, { days: -1 })}T09:00:00${change.before}`));
      expect(onTheDay).toBe(at(`${change.day}T09:00:00${change.after}`));
    });
  }

  it("a repeated hour runs at its first occurrence only, even when asked from inside it", () => {
    const schedule = { frequency: "daily" as const, time: "01:30", timezone: "America/New_York", anchor: at("2026-10-01T12:00:00Z") };
    const first = at("2026-11-01T01:30:00-04:00");
    expect(nextRunAt({ ...schedule, after: first - 1 })).toBe(first);
    // Between the two 01:30s: the second one is not a slot.
    expect(nextRunAt({ ...schedule, after: first + 1 })).toBe(at("2026-11-02T01:30:00-05:00"));
    expect(nextRunAt({ ...schedule, after: at("2026-11-01T01:45:00-05:00") })).toBe(at("2026-11-02T01:30:00-05:00"));
  });

  it("a skipped time at the very start of the gap moves to the first minute after it", () => {
    const schedule = { frequency: "daily" as const, time: "02:00", timezone: "Europe/Berlin", anchor: at("2026-03-01T12:00:00Z") };
    expect(nextRunAt({ ...schedule, after: at("2026-03-28T12:00:00Z") })).toBe(at("2026-03-29T03:00:00+02:00"));
  });
});

describe("nextRunAt over a year", () => {
  // Santiago changes its clocks at midnight, Lord Howe by half an hour.
  const zones = ["America/New_York", "Europe/Berlin", "Australia/Sydney", "America/Santiago", "Australia/Lord_Howe", "Asia/Kolkata", "UTC"];
  const anchor = at("2026-01-31T10:00:00Z");

  for (const timezone of zones) {
    for (const { id: frequency } of FREQUENCIES) {
      it(`${timezone}, ${frequency}: every slot is at the chosen wall time, on the days the frequency picks`, () => {
        for (const time of ["00:30", "02:15", "23:45"]) {
          const dates: string[] = [];
          let after = anchor;
          while (after < anchor + 366 * DAY_MS) {
            const slot = nextRunAt({ frequency, time, timezone, after, anchor });
            expect(slot).toBeGreaterThan(after);
            const local = wall(timezone, slot);
            // Only a time the clocks skip may read differently, and then it is the first minute after the jump.
            if (local.time !== time) {
              const before = wall(timezone, slot - 60_000);
              expect(local.time > time && (before.date < local.date || before.time < time)).toBe(true);
            }
            dates.push(local.date);
            after = slot;
          }
          const gaps = dates.slice(1).map((date, i) => daysBetween(dates[i]!, date));
          const anchorDate = wall(timezone, anchor).date;
          expect(daysBetween(anchorDate, dates[0]!)).toBeGreaterThanOrEqual(0);
          if (frequency === "daily") expect(new Set(gaps)).toEqual(new Set([1]));
          if (frequency === "every-2-days") expect(new Set(gaps)).toEqual(new Set([2]));
          if (frequency === "weekly") expect(new Set(gaps)).toEqual(new Set([7]));
          if (frequency === "every-2-weeks") expect(new Set(gaps)).toEqual(new Set([14]));
          if (frequency === "twice-a-week") {
            expect(new Set(gaps)).toEqual(new Set([3, 4]));
            for (const date of dates) expect([0, 3]).toContain(((daysBetween(anchorDate, date) % 7) + 7) % 7);
          }
          if (frequency === "monthly") {
            expect(dates.length).toBeGreaterThanOrEqual(12);
            for (const date of dates) {
              const last = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();
              expect(Number(date.slice(8))).toBe(Math.min(Number(anchorDate.slice(8)), last));
            }
          }
        }
      });
    }
  }
});

describe("nextRunAt month ends and boundaries", () => {
  it("a schedule started on the 31st runs on each month's last day when the month is shorter", () => {
    const schedule = { frequency: "monthly" as const, time: "10:00", timezone: "UTC", anchor: at("2027-12-31T09:00:00Z") };
    const slots: string[] = [];
    let after = schedule.anchor;
    for (let i = 0; i < 6; i++) {
      after = nextRunAt({ ...schedule, after });
      slots.push(new Date(after).toISOString());
    }
    expect(slots).toEqual([
      "2027-12-31T10:00:00.000Z",
      "2028-01-31T10:00:00.000Z",
      "2028-02-29T10:00:00.000Z",
      "2028-03-31T10:00:00.000Z",
      "2028-04-30T10:00:00.000Z",
      "2028-05-31T10:00:00.000Z",
    ]);
  });

  it("a schedule started on the 30th runs on February 28th in a common year and goes back to the 30th", () => {
    const schedule = { frequency: "monthly" as const, time: "07:15", timezone: "Europe/Berlin", anchor: at("2027-01-30T12:00:00+01:00") };
    const february = nextRunAt({ ...schedule, after: schedule.anchor });
    expect(february).toBe(at("2027-02-28T07:15:00+01:00"));
    expect(nextRunAt({ ...schedule, after: february })).toBe(at("2027-03-30T07:15:00+02:00"));
  });

  it("a slot exactly at `after` is not returned; one millisecond earlier it is", () => {
    const schedule = { frequency: "daily" as const, time: "09:00", timezone: "UTC", anchor: at("2026-05-01T00:00:00Z") };
    expect(nextRunAt({ ...schedule, after: at("2026-05-10T09:00:00Z") })).toBe(at("2026-05-11T09:00:00Z"));
    expect(nextRunAt({ ...schedule, after: at("2026-05-10T09:00:00Z") - 1 })).toBe(at("2026-05-10T09:00:00Z"));
  });

  it("the local date decides the day, not the UTC one", () => {
    // 23:30 in Tokyo is 14:30 UTC the same day; 00:30 in Los Angeles is 07:30 or 08:30 UTC.
    expect(
      nextRunAt({ frequency: "daily", time: "23:30", timezone: "Asia/Tokyo", after: at("2026-06-01T15:00:00Z"), anchor: at("2026-06-01T00:00:00Z") }),
    ).toBe(at("2026-06-02T23:30:00+09:00"));
    expect(
      nextRunAt({
        frequency: "every-2-days",
        time: "00:30",
        timezone: "America/Los_Angeles",
        after: at("2026-06-01T20:00:00Z"),
        anchor: at("2026-06-01T20:00:00Z"),
      }),
    ).toBe(at("2026-06-03T00:30:00-07:00"));
  });

  it("twice a week runs on the anchor's weekday and three days later", () => {
    // 2026-06-01 is a Monday: Mondays and Thursdays.
    const schedule = { frequency: "twice-a-week" as const, time: "08:00", timezone: "UTC", anchor: at("2026-06-01T06:00:00Z") };
    const slots: string[] = [];
    let after = schedule.anchor;
    for (let i = 0; i < 4; i++) {
      after = nextRunAt({ ...schedule, after });
      slots.push(new Date(after).toISOString().slice(0, 10));
    }
    expect(slots).toEqual(["2026-06-01", "2026-06-04", "2026-06-08", "2026-06-11"]);
  });
});

describe("nextRunAt input", () => {
  const valid = { frequency: "daily" as const, time: "09:00", timezone: "Europe/Berlin", after: 0, anchor: 0 };
  const problem = (input: Record<string, unknown>) => {
    try {
      nextRunAt.raw({ ...valid, ...input });
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(VisibleError);
      return (error as VisibleError).message;
    }
  };

  it("refuses unknown zones", () => {
    for (const timezone of ["Mars/Olympus_Mons", "", "Europe/Berlin ", "+25:00"]) expect(problem({ timezone })).toBe("Please choose a valid timezone.");
    expect(problem({ timezone: 7 })).toBe("Please choose a timezone.");
  });

  it("refuses times that are not 24-hour HH:mm", () => {
    for (const time of ["24:00", "9:00", "09:60", "09:00:00", "nine", "", "09.00"]) {
      expect(problem({ time })).toBe("Publication time must be a 24-hour time like 09:30.");
    }
    expect(problem({ time: "00:00" })).toBeNull();
    expect(problem({ time: "23:59" })).toBeNull();
  });

  it("refuses unknown frequencies and instants that are not numbers", () => {
    expect(problem({ frequency: "hourly" })).toBe("Please choose a publication frequency.");
    expect(problem({ after: Number.NaN })).not.toBeNull();
    expect(problem({ anchor: "yesterday" })).not.toBeNull();
  });
});
