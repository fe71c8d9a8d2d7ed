/** The line under a report's title: which auditor made it (by its name, not its id) and when. */
export function reportByline(result: { name: string; createdDate: string }, locale = "en-GB"): string {
  return `Auditor: ${result.name} · ${formatDate(result.createdDate, locale)}`;
}

/** A report's date, e.g. "23 November 2026"; an unreadable one is shown as it came. */
export function formatDate(iso: string, locale = "en-GB"): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}
