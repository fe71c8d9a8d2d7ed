/** Local date and time of an ISO timestamp; an unreadable timestamp is shown as sent. */
export function formatDateTime(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/**
 * How long ago, as people say it: "just now" under a minute, minutes under an hour, hours within
 * the day; after that the spec's relative age: 1 day, then N days under 7, N weeks under 30 days,
 * otherwise N months. A moment a little ahead of this clock (another machine's) is "just now".
 */
export function createdAgo(createdAt: string, now = Date.now()): string {
  const age = now - new Date(createdAt).getTime();
  if (Number.isNaN(age)) return createdAt;
  if (age < MINUTE_MS) return "just now";
  if (age < HOUR_MS) return `${plural(Math.floor(age / MINUTE_MS), "minute")} ago`;
  if (age < DAY_MS) return `${plural(Math.floor(age / HOUR_MS), "hour")} ago`;
  const days = Math.floor(age / DAY_MS);
  if (days < 7) return `${plural(days, "day")} ago`;
  if (days < 30) return `${plural(Math.floor(days / 7), "week")} ago`;
  return `${plural(Math.floor(days / 30), "month")} ago`;
}

/** A moment in a given time zone (an agent's own), 24-hour like its publication time. */
export function formatInZone(iso: string, timeZone: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return date.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short", hourCycle: "h23", timeZone });
  } catch {
    return date.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short", hourCycle: "h23" });
  }
}
