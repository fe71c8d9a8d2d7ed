import { createHash } from "node:crypto";
import type { SearchRow } from "./google";
import { addDays } from "./trends";

/** Google's most rows in one answer. */
export const PAGE_ROWS = 25_000;
export const BACKFILL_DAYS = 90;
/** Search Console's figures settle after two to three days: each sync fetches these again. */
export const RECENT_DAYS = 3;
export const TOP_QUERIES = 10;

/** A short, stable key for a page's address. */
export const pageKeyOf = (page: string) => createHash("sha256").update(page).digest("base64url").slice(0, 16);

/** Pages on the site and in Search Console name the same post with or without a trailing slash. */
export const samePage = (url: string) =>
  url
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "")
    .toLowerCase();

/**
 * The days a sync fetches, up to yesterday: 90 on the first, else the last 3, reaching back to
 * two days before the last stored day when syncs were missed (at most 90).
 */
export function syncWindow(syncedThrough: string | undefined, today: string) {
  const endDate = addDays(today, -1);
  const earliest = addDays(today, -BACKFILL_DAYS);
  if (!syncedThrough) return { startDate: earliest, endDate };
  const recent = addDays(today, -RECENT_DAYS);
  const resume = addDays(syncedThrough, -2);
  const startDate = [earliest, resume < recent ? resume : recent].sort().at(-1)!;
  return { startDate, endDate };
}

/** Each page's ten queries with the most clicks (then impressions). */
export function topQueries(rows: SearchRow[]) {
  const byPage = new Map<string, SearchRow[]>();
  for (const row of rows) {
    const [page, query] = row.keys;
    if (!page || !query) continue;
    byPage.set(page, [...(byPage.get(page) ?? []), row]);
  }
  return new Map(
    [...byPage].map(([page, list]) => [
      page,
      list.sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions || a.keys[1]!.localeCompare(b.keys[1]!)).slice(0, TOP_QUERIES),
    ]),
  );
}
