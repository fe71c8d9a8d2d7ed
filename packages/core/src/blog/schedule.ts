import * as v from "valibot";
import { FREQUENCY_IDS, type FrequencyId } from "../reference/frequencies";
import { fn } from "../util/fn";
import { isTimeZone, localDay, wallTimeToEpoch } from "../util/wall-clock";

/** A 24-hour wall time, "HH:mm". */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const DAY_MS = 86_400_000;
/** Far enough to reach the next slot of any frequency, however the month falls. */
const SEARCH_DAYS = 400;

const mod = (value: number, by: number) => ((value % by) + by) % by;
const daysInMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();

/** Whether local day `day` carries a slot, for a schedule that started on local day `start`. */
function isSlotDay(frequency: FrequencyId, day: number, start: number): boolean {
  switch (frequency) {
    case "daily":
      return true;
    case "every-2-days":
      return mod(day - start, 2) === 0;
    case "twice-a-week":
      // Three days then four: the start's weekday and the one three days later.
      return mod(day - start, 7) === 0 || mod(day - start, 7) === 3;
    case "weekly":
      return mod(day - start, 7) === 0;
    case "every-2-weeks":
      return mod(day - start, 14) === 0;
    case "monthly": {
      const date = new Date(day * DAY_MS);
      const wanted = new Date(start * DAY_MS).getUTCDate();
      return date.getUTCDate() === Math.min(wanted, daysInMonth(date));
    }
  }
}

export const ScheduleInput = v.object({
  frequency: v.picklist(FREQUENCY_IDS, "Please choose a publication frequency."),
  time: v.pipe(v.string("Please enter a publication time."), v.regex(TIME_PATTERN, "Publication time must be a 24-hour time like 09:30.")),
  timezone: v.pipe(v.string("Please choose a timezone."), v.check(isTimeZone, "Please choose a valid timezone.")),
  after: v.pipe(v.number(), v.finite()),
  anchor: v.pipe(v.number(), v.finite()),
});

/**
 * The first slot strictly after `after`: local wall time `time` in `timezone` on the days the
 * frequency picks, counted from the local date of `anchor` (when the schedule started). Every 2
 * days and every 2 weeks count from that date; weekly and twice a week use its weekday (and
 * the one three days later); monthly uses its day of the month, or the month's last day when
 * the month is shorter.
 */
export const nextRunAt = fn(ScheduleInput, ({ frequency, time, timezone, after, anchor }): number => {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const start = localDay(timezone, anchor);
  const first = localDay(timezone, after) - 1;
  for (let day = first; day <= first + SEARCH_DAYS; day++) {
    if (!isSlotDay(frequency, day, start)) continue;
    const slot = wallTimeToEpoch(timezone, day * DAY_MS + (hours * 60 + minutes) * 60_000);
    if (slot > after) return slot;
  }
  throw new Error(`No ${frequency} slot within ${SEARCH_DAYS} days`);
});
