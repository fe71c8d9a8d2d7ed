import { addDays, localDayOf, startOfLocalDay } from "../analytics/local-days";

const HOUR_MS = 60 * 60_000;
/** The report goes out on the owner's Monday at this hour, for the week that just ended. */
export const SEND_HOUR = 8;

/** The Monday that starts the ISO week holding a date. */
export function mondayOf(date: string) {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The ISO week of the week starting on a Monday, as 2026-W48: the year is its Thursday's. */
export function isoWeek(monday: string) {
  const thursday = addDays(monday, 3);
  const year = thursday.slice(0, 4);
  const dayOfYear = (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${year}-01-01T00:00:00Z`)) / (24 * HOUR_MS);
  return `${year}-W${String(Math.floor(dayOfYear / 7) + 1).padStart(2, "0")}`;
}

/** When a Monday's report is due: 08:00 on that Monday in the owner's zone. */
const dueOn = (monday: string, timeZone: string) => startOfLocalDay(monday, timeZone) + SEND_HOUR * HOUR_MS;

export interface ReportWeek {
  /** The report's week: its Monday, its last day and its ISO name. */
  weekStart: string;
  weekEnd: string;
  week: string;
  /** The instant the report of that week is due. */
  dueAt: number;
}

export function reportWeek(weekStart: string, timeZone: string): ReportWeek {
  return { weekStart, weekEnd: addDays(weekStart, 6), week: isoWeek(weekStart), dueAt: dueOn(addDays(weekStart, 7), timeZone) };
}

/** The first report due after an instant: the one for the week before it until its Monday 08:00 has passed, then the week holding it. */
export function nextReport(timeZone: string, after: number): ReportWeek {
  const monday = mondayOf(localDayOf(timeZone)(after));
  const previous = reportWeek(addDays(monday, -7), timeZone);
  return previous.dueAt > after ? previous : reportWeek(monday, timeZone);
}

/** The instant the report's week ends in the owner's zone: Analytics' 7-day range that ends on its Sunday reads up to it. */
export const weekEndsAt = (report: ReportWeek, timeZone: string) => startOfLocalDay(addDays(report.weekStart, 7), timeZone);
