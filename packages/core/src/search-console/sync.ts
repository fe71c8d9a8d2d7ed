import { isConditionFailure } from "../db/errors";
import { VisibleError } from "../error";
import type { Job } from "../job";
import { googleApp } from "./config";
import { SearchConsoleConnectionEntity, type SearchConsoleConnectionItem } from "./connection.entity";
import { PageDayEntity, PageQueryEntity, SearchPageEntity } from "./figures.entity";
import { Google, type SearchQuery, type SearchRow } from "./google";
import { BACKFILL_DAYS, PAGE_ROWS, pageKeyOf, samePage, syncWindow, TOP_QUERIES, topQueries } from "./sync-plan";
import { reconnect, withAccessToken } from "./token";
import { addDays } from "./trends";

export { SEARCH_SYNC_RUN } from "./run-kind";
type Key = { userId: string; domainId: string };

/** A batch write DynamoDB left partly undone fails the run, whose retry writes it all again. */
function written(result: { unprocessed: unknown[] }) {
  if (result.unprocessed.length) throw new Error(`${result.unprocessed.length} figures were not stored; the sync will be tried again.`);
}

/** Every row of a query, 25,000 at a time. */
async function allRows(connection: SearchConsoleConnectionItem, property: string, query: Omit<SearchQuery, "rowLimit" | "startRow">) {
  const rows: SearchRow[] = [];
  for (let startRow = 0; ; startRow += PAGE_ROWS) {
    const page = await withAccessToken(connection, (token) => Google.query(googleApp(), token, property, { ...query, rowLimit: PAGE_ROWS, startRow }));
    rows.push(...page);
    if (page.length < PAGE_ROWS) return rows;
  }
}

async function storeQueries(key: Key, rows: SearchRow[]) {
  const top = topQueries(rows);
  const items = [...top].flatMap(([page, list]) =>
    list.map((row, rank) => ({
      ...key,
      pageKey: pageKeyOf(page),
      rank,
      page,
      query: row.keys[1]!,
      clicks: row.clicks,
      impressions: row.impressions,
      position: row.position,
    })),
  );
  if (items.length) written(await PageQueryEntity.put(items).go());
  // A page with fewer queries than before keeps none of the old ones past its new count.
  const stale = [...top].flatMap(([page, list]) =>
    Array.from({ length: TOP_QUERIES - list.length }, (_, index) => ({ ...key, pageKey: pageKeyOf(page), rank: list.length + index })),
  );
  if (stale.length) written(await PageQueryEntity.delete(stale).go());
}

/** The site's posts by address, to name the pages Search Console reports; none when the site cannot be read now. */
async function postsOf(key: Key) {
  // The WordPress bridge loads when a sync runs, not with the dashboard's routes.
  const { Content } = await import("../content");
  const items = await Content.items(key, { fresh: true }).catch(() => []);
  return new Map(items.filter((item) => item.type === "post").map((item) => [samePage(item.url), item]));
}

/**
 * Fetches the connection's figures from Search Console and stores them: each page's clicks,
 * impressions and position per day for the sync's window (`syncWindow`), then each page's top 10
 * queries over the last 90 days, and which post each page is. Answers what it stored.
 */
export async function syncDomain(key: Key, progress?: Pick<Job.Progress, "step">, now = Date.now()) {
  const { data: connection } = await SearchConsoleConnectionEntity.get(key).go({ consistent: true });
  if (!connection || connection.status !== "connected") throw reconnect();
  const property = connection.property;
  if (!property) throw new VisibleError("conflict", "search_console_no_property", "Pick the Search Console property of this domain first.");
  const today = new Date(now).toISOString().slice(0, 10);
  const window = syncWindow(connection.syncedThrough, today);

  const days = await allRows(connection, property, { ...window, dimensions: ["date", "page"] });
  const dayItems = days
    .filter((row) => row.keys.length === 2)
    .map((row) => ({
      ...key,
      date: row.keys[0]!,
      page: row.keys[1]!,
      pageKey: pageKeyOf(row.keys[1]!),
      clicks: row.clicks,
      impressions: row.impressions,
      position: row.position,
    }));
  if (dayItems.length) written(await PageDayEntity.put(dayItems).go());
  await progress?.step("Reading clicks by page", `${window.startDate} to ${window.endDate}: ${dayItems.length} rows`);

  const queries = await allRows(connection, property, { startDate: addDays(today, -BACKFILL_DAYS), endDate: window.endDate, dimensions: ["page", "query"] });
  await storeQueries(key, queries);
  await progress?.step("Reading top queries", `${queries.length} rows`);

  const posts = await postsOf(key);
  const pages = [...new Set([...dayItems.map((item) => item.page), ...queries.map((row) => row.keys[0]!).filter(Boolean)])];
  const pageItems = pages.map((page) => {
    const post = posts.get(samePage(page));
    return { ...key, pageKey: pageKeyOf(page), page, ...(post ? { postId: post.id, title: post.title } : {}) };
  });
  if (pageItems.length) written(await SearchPageEntity.put(pageItems).go());
  await progress?.step("Matching posts", `${pageItems.filter((item) => "postId" in item).length} of ${pageItems.length} pages are posts`);

  await SearchConsoleConnectionEntity.patch(key)
    .set({ syncedThrough: window.endDate, lastSyncAt: now })
    .go({ response: "none" })
    .catch((error: unknown) => {
      // Disconnected while it ran: nothing to record.
      if (!isConditionFailure(error)) throw error;
    });
  return { start_date: window.startDate, end_date: window.endDate, rows: dayItems.length, pages: pageItems.length, queries: queries.length };
}

/** The run worker's part of a `search_sync` run. */
export const executeSync: Job.Executor = async (progress) => {
  const { userId, domainId } = progress.run;
  return { output: await syncDomain({ userId, domainId }, progress), provider: "Google Search Console" };
};
