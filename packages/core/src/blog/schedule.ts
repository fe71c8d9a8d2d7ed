import * as v from "valibot";
import { fn } from "../util/fn";

/** Publication frequencies a blog agent offers; the ids are stored on agents, so they never change. */
export const FREQUENCIES = [
  { id: "daily", value: "Daily" },
  { id: "every-2-days", value: "Every 2 days" },
  { id: "twice-a-week", value: "Twice a week" },
  { id: "weekly", value: "Weekly" },
  { id: "every-2-weeks", value: "Every 2 weeks" },
  { id: "monthly", value: "Monthly" },
] as const;

export type FrequencyId = (typeof FREQUENCIES)[number]["id"];
export const FREQUENCY_IDS = FREQUENCIES.map((frequency) => frequency.id) as [FrequencyId, ...FrequencyId[]];

/** A 24-hour wall time, "HH:mm". */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const DAY_MS = 86_400_000;
/** Far enough to reach the next slot of any frequency, however the month falls. */
const SEARCH_DAYS = 400;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timezone: string): Intl.DateTimeFormat {
  let found = formatters.get(timezone);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", {
      timeZone: timezone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timezone, found);
  }
  return found;
}

/** Whether the runtime knows `timezone` as an IANA zone (or an alias of one). */
export function isTimeZone(timezone: string): boolean {
  if (!timezone) return false;
  try {
    formatter(timezone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timezone` at `epoch`, expressed as if it were UTC. */
function wallClock(timezone: string, epoch: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timezone).formatToParts(epoch)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** How far `timezone`'s clocks are ahead of UTC at `epoch`, in ms (whole seconds). */
export function zoneOffset(timezone: string, epoch: number): number {
  return wallClock(timezone, epoch) - Math.floor(epoch / 1000) * 1000;
}

/**
 * The instant the wall clock in `timezone` reads `wall` (a wall time written as if UTC). A time
 * the clocks skip moves to the first instant after the jump (02:30 on a 02:00 -> 03:00 change
 * becomes 03:00); a time they show twice is its first occurrence.
 */
export function wallTimeToEpoch(timezone: string, wall: number): number {
  const earlier = zoneOffset(timezone, wall - DAY_MS);
  const later = zoneOffset(timezone, wall + DAY_MS);
  const candidates = [wall - earlier, wall - later].filter((epoch) => zoneOffset(timezone, epoch) === wall - epoch);
  if (candidates.length) return Math.min(...candidates);
  // In the gap: find the change itself, the first instant that already has the later offset.
  let low = wall - later;
  let high = wall - earlier;
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (zoneOffset(timezone, middle) === later) high = middle;
    else low = middle;
  }
  return high;
}

/** The local calendar day at `epoch`, as a count of days since 1970-01-01. */
function localDay(timezone: string, epoch: number): number {
  return Math.floor(wallClock(timezone, epoch) / DAY_MS);
}

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
