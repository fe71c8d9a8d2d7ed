/** A report's date, e.g. "23 November 2026"; an unreadable one is shown as it came. */
export function formatDate(iso: string, locale = "en-GB"): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}
