import { SearchConsoleConnectionEntity } from "./connection.entity";
import { PageDayEntity, SearchPageEntity } from "./figures.entity";

const TOP_POSTS = 3;

/**
 * The weekly report's search figures for a domain: its clicks from Google over the days `from`
 * to `to` (YYYY-MM-DD, Search Console's days) and its three posts with the most clicks; null when
 * the domain has no Search Console property connected.
 */
export async function searchWeek(key: { userId: string; domainId: string }, from: string, to: string) {
  const { data: connection } = await SearchConsoleConnectionEntity.get(key).go();
  if (!connection?.property) return null;
  const [{ data: rows }, { data: pages }] = await Promise.all([
    PageDayEntity.query
      .byDate(key)
      .between({ date: from }, { date: `${to}~` })
      .go({ pages: "all", attributes: ["date", "pageKey", "clicks"] }),
    SearchPageEntity.query.byKey(key).go({ pages: "all" }),
  ]);
  const week = rows.filter((row) => row.date >= from && row.date <= to);
  const clicksOf = new Map<string, number>();
  for (const row of week) clicksOf.set(row.pageKey, (clicksOf.get(row.pageKey) ?? 0) + row.clicks);
  const top_posts = pages
    .filter((page) => page.postId !== undefined && (clicksOf.get(page.pageKey) ?? 0) > 0)
    .map((page) => ({ title: page.title ?? page.page, url: page.page, clicks: clicksOf.get(page.pageKey)! }))
    .sort((a, b) => b.clicks - a.clicks || a.url.localeCompare(b.url))
    .slice(0, TOP_POSTS);
  return { clicks: week.reduce((sum, row) => sum + row.clicks, 0), top_posts };
}
