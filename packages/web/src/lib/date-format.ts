/** Local date and time of an ISO timestamp; an unreadable timestamp is shown as sent. */
export function formatDateTime(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
}

const DAY_MS = 86_400_000;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/**
 * The spec's relative age: 1 day, then N days under 7, N weeks under 30 days, otherwise N months. Anything from
 * the last day counts as 1 day, as a started day does.
 */
export function createdAgo(createdAt: string, now = Date.now()): string {
  const days = Math.max(1, Math.ceil((now - new Date(createdAt).getTime()) / DAY_MS));
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
