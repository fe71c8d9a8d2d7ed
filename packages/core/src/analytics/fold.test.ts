import { describe, expect, it } from "vitest";
import { balances, foldByDay, localRange } from "./fold";
import type { SlotValue } from "./read";

const at = (iso: string) => Date.parse(iso);
const QUARTER_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Each zone's offset from UTC in late November 2026, in minutes: none of them changes that month. */
const NOVEMBER_OFFSETS = {
  UTC: 0,
  "Europe/Paris": 60,
  "Asia/Kolkata": 330,
  "Asia/Kathmandu": 345,
  "America/St_Johns": -210,
  "Pacific/Kiritimati": 840,
  "Pacific/Pago_Pago": -660,
} as const;
const ZONES = Object.keys(NOVEMBER_OFFSETS) as Array<keyof typeof NOVEMBER_OFFSETS>;

/** The UTC instant a local wall-clock date and time has at a fixed offset. */
const instantAt = (date: string, time: string, offsetMinutes: number) => at(`${date}T${time}:00Z`) - offsetMinutes * 60_000;
/** The local date of an instant at a fixed offset. */
const localDate = (epoch: number, offsetMinutes: number) => new Date(epoch + offsetMinutes * 60_000).toISOString().slice(0, 10);
const dayList = (from: string, count: number) => Array.from({ length: count }, (_, index) => new Date(at(from) + index * DAY_MS).toISOString().slice(0, 10));

describe("a range of local days", () => {
  it("ends on the owner's today and bounds it by local midnights, in every zone", () => {
    const now = at("2026-11-23T12:00:00Z");
    for (const zone of ZONES) {
      const offset = NOVEMBER_OFFSETS[zone];
      const today = localDate(now, offset);
      for (const days of [7, 30, 90]) {
        const range = localRange(days, zone, now);
        const first = new Date(at(today) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
        expect(range.to, zone).toBe(today);
        expect(range.from, zone).toBe(first);
        expect(range.dates, zone).toEqual(dayList(first, days));
        const end = instantAt(today, "00:00", offset) + DAY_MS;
        expect(range.end, zone).toBe(end);
        expect(range.utcTo, zone).toBe(new Date(end - 1).toISOString().slice(0, 10));
        if (days === 7) {
          expect(range.start, zone).toBe(instantAt(first, "00:00", offset));
          expect(range.utcFrom, zone).toBe(new Date(range.start).toISOString().slice(0, 10));
        }
      }
    }
    expect(localRange(7, "Pacific/Kiritimati", now).to).toBe("2026-11-24");
    expect(localRange(7, "Pacific/Pago_Pago", now).to).toBe("2026-11-23");
    expect(localRange(7, "Pacific/Pago_Pago", at("2026-11-23T10:59:59Z")).to).toBe("2026-11-22");
  });

  it("puts 22:50Z and 23:10Z on one UTC day but on two days in Paris", () => {
    const now = at("2026-11-23T23:10:00Z");
    const values = [
      { metric: "posts", at: at("2026-11-23T22:45:00Z"), value: 1 },
      { metric: "posts", at: at("2026-11-23T23:00:00Z"), value: 2 },
    ];
    expect(Object.fromEntries(foldByDay(values, localRange(7, "UTC", now)))["2026-11-23"]).toEqual({ posts: 3 });
    const paris = Object.fromEntries(foldByDay(values, localRange(7, "Europe/Paris", now)));
    expect(paris["2026-11-23"]).toEqual({ posts: 1 });
    expect(paris["2026-11-24"]).toEqual({ posts: 2 });
  });
});

describe("counters folded into local days", () => {
  it("puts the last quarter before local midnight on that day and the first after it on the next, in every zone", () => {
    const now = at("2026-11-23T12:00:00Z");
    for (const zone of ZONES) {
      const offset = NOVEMBER_OFFSETS[zone];
      const range = localRange(7, zone, now);
      const values: SlotValue[] = [];
      const expected = new Map<string, Record<string, number>>(range.dates.map((date) => [date, {}]));
      for (const [index, date] of range.dates.entries()) {
        const midnight = instantAt(date, "00:00", offset);
        values.push({ metric: "chat_answers", at: midnight, value: 10 + index });
        values.push({ metric: "posts", at: midnight + DAY_MS - QUARTER_MS, value: 1 });
        expected.get(date)!.chat_answers = 10 + index;
        expected.get(date)!.posts = 1;
      }
      // Just outside the range on both sides, and a balance, which is not an amount to add.
      values.push({ metric: "posts", at: range.start - QUARTER_MS, value: 100 });
      values.push({ metric: "posts", at: range.end, value: 100 });
      values.push({ metric: "balance", at: range.start, value: 500 });
      expect(Object.fromEntries(foldByDay(values, range)), zone).toEqual(Object.fromEntries(expected));
    }
  });

  it("adds every quarter of a busy stretch to the day an independent reckoning gives it", () => {
    const now = at("2026-11-23T12:00:00Z");
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const zone of ZONES) {
      const offset = NOVEMBER_OFFSETS[zone];
      const range = localRange(7, zone, now);
      const values: SlotValue[] = [];
      const expected: Record<string, Record<string, number>> = Object.fromEntries(range.dates.map((date) => [date, {}]));
      for (let quarter = range.start - 8 * QUARTER_MS; quarter < range.end + 8 * QUARTER_MS; quarter += QUARTER_MS) {
        for (const metric of ["chat_answers", "credits_chat"]) {
          const value = Math.floor(random() * 5);
          values.push({ metric, at: quarter, value });
          const date = localDate(quarter, offset);
          if (expected[date]) expected[date][metric] = (expected[date][metric] ?? 0) + value;
        }
      }
      expect(Object.fromEntries(foldByDay(values, range)), zone).toEqual(expected);
    }
  });

  it("follows Paris across its March and October clock changes", () => {
    const spring = localRange(7, "Europe/Paris", at("2026-04-01T10:00:00Z"));
    expect(spring.dates).toContain("2026-03-29");
    const springValues = [
      { metric: "posts", at: at("2026-03-28T22:45:00Z"), value: 1 },
      { metric: "posts", at: at("2026-03-28T23:00:00Z"), value: 2 },
      { metric: "posts", at: at("2026-03-29T01:00:00Z"), value: 4 },
      { metric: "posts", at: at("2026-03-29T21:45:00Z"), value: 8 },
      { metric: "posts", at: at("2026-03-29T22:00:00Z"), value: 16 },
    ];
    const springDays = foldByDay(springValues, spring);
    expect(springDays.get("2026-03-28")).toEqual({ posts: 1 });
    expect(springDays.get("2026-03-29")).toEqual({ posts: 14 });
    expect(springDays.get("2026-03-30")).toEqual({ posts: 16 });

    const autumn = localRange(7, "Europe/Paris", at("2026-10-28T10:00:00Z"));
    const autumnValues = [
      { metric: "posts", at: at("2026-10-24T21:45:00Z"), value: 1 },
      { metric: "posts", at: at("2026-10-24T22:00:00Z"), value: 2 },
      { metric: "posts", at: at("2026-10-25T00:45:00Z"), value: 4 },
      { metric: "posts", at: at("2026-10-25T01:00:00Z"), value: 8 },
      { metric: "posts", at: at("2026-10-25T22:45:00Z"), value: 16 },
      { metric: "posts", at: at("2026-10-25T23:00:00Z"), value: 32 },
    ];
    const autumnDays = foldByDay(autumnValues, autumn);
    expect(autumnDays.get("2026-10-24")).toEqual({ posts: 1 });
    expect(autumnDays.get("2026-10-25")).toEqual({ posts: 30 });
    expect(autumnDays.get("2026-10-26")).toEqual({ posts: 32 });
  });
});

describe("the balance at the end of each day", () => {
  it("is the last one set that day, carried over quiet days, from the one before the range", () => {
    const now = at("2026-11-23T12:00:00Z");
    for (const zone of ZONES) {
      const offset = NOVEMBER_OFFSETS[zone];
      const range = localRange(7, zone, now);
      const [d1, d2, , d4, , , d7] = range.dates as [string, string, string, string, string, string, string];
      const values: SlotValue[] = [
        { metric: "balance", at: range.start - 2 * QUARTER_MS, value: 90 },
        { metric: "balance", at: range.start - QUARTER_MS, value: 80 },
        { metric: "posts", at: range.start, value: 3 },
        { metric: "balance", at: instantAt(d2, "00:00", offset), value: 70 },
        { metric: "balance", at: instantAt(d2, "23:45", offset), value: 60 },
        // Out of order as items come back: the latest instant wins, not the latest in the list.
        { metric: "balance", at: instantAt(d4, "12:00", offset), value: 40 },
        { metric: "balance", at: instantAt(d4, "09:00", offset), value: 45 },
        { metric: "balance", at: range.end, value: 1 },
      ];
      const { start, byDay } = balances(values, range, 100);
      expect(start, zone).toBe(80);
      expect(Object.fromEntries(byDay), zone).toEqual({
        [d1]: 80,
        [d2]: 60,
        [range.dates[2]!]: 60,
        [d4]: 40,
        [range.dates[4]!]: 40,
        [range.dates[5]!]: 40,
        [d7]: 40,
      });
    }
  });

  it("starts from the opening balance when nothing moved before the range, and keeps it through a quiet range", () => {
    const range = localRange(7, "Asia/Kathmandu", at("2026-11-23T12:00:00Z"));
    expect(balances([], range, 250)).toEqual({ start: 250, byDay: new Map(range.dates.map((date) => [date, 250])) });
    const firstDay = range.dates[0]!;
    const midnight = instantAt(firstDay, "00:00", NOVEMBER_OFFSETS["Asia/Kathmandu"]);
    const { start, byDay } = balances([{ metric: "balance", at: midnight, value: 5 }], range, 250);
    expect(start).toBe(250);
    expect(byDay.get(firstDay)).toBe(5);
  });
});
