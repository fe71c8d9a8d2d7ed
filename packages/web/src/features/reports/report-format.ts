const calendarDate = (date: string) => new Date(`${date}T00:00:00Z`);

const WEEK = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "23 – 29 Nov 2026": the report's Monday to Sunday, calendar dates of the owner's own days. */
export function weekText(from: string, to: string): string {
  const start = calendarDate(from);
  const end = calendarDate(to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${from} – ${to}`;
  return WEEK.formatRange(start, end);
}

/** "Sent Monday 30 Nov at 08:00, Europe/Paris": when the report leaves, on the owner's clock. */
export function sendTimeText(dueAt: string, timeZone: string): string {
  const date = new Date(dueAt);
  if (Number.isNaN(date.getTime())) return `Sent ${dueAt}`;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-GB", {
      weekday: "long",
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    }).formatToParts(date);
  } catch {
    return `Sent ${dueAt}`;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
  return `Sent ${part("weekday")} ${part("day")} ${part("month")} at ${part("hour")}:${part("minute")}, ${timeZone}`;
}

/**
 * The in-app path of a link the API gives as an absolute dashboard address ("/leads/lead_1"), or null for any
 * other address, which stays a plain link.
 */
export function appPathOf(link: string, appOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  return url.origin === appOrigin ? `${url.pathname}${url.search}${url.hash}` : null;
}

const MADE_LABELS = {
  posts: "Posts",
  videos: "Videos",
  reels: "Reels",
  chat_answers: "Chat answers",
  audits: "Audits",
  optimizations: "Optimizations",
} as const;

type Made = Record<keyof typeof MADE_LABELS, number>;

/** What the agents made on a domain, as labelled figures in the email's order. */
export const madeFigures = (made: Made): { label: string; value: string }[] =>
  (Object.keys(MADE_LABELS) as (keyof Made)[]).map((key) => ({ label: MADE_LABELS[key], value: made[key].toLocaleString("en-US") }));
