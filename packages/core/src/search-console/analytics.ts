import { agentOfKind } from "../agents/catalog";
import { RunEntity } from "../job/run.entity";
import { Site } from "../site";
import { fn } from "../util/fn";
import { SearchConsoleConnectionEntity } from "./connection.entity";
import { PageDayEntity, type PageDayItem, PageQueryEntity, SearchPageEntity } from "./figures.entity";
import { SearchAnalyticsInput } from "./schema";
import { addDays, DECLINE_WINDOW_DAYS, decliningPages, suggestedQueries } from "./trends";

type Key = { userId: string; domainId: string };

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Impression-weighted average position: a day with more impressions says more. */
function figuresOf(rows: Array<Pick<PageDayItem, "clicks" | "impressions" | "position">>) {
  let clicks = 0;
  let impressions = 0;
  let weighted = 0;
  for (const row of rows) {
    clicks += row.clicks;
    impressions += row.impressions;
    weighted += row.position * row.impressions;
  }
  return { clicks, impressions, position: impressions ? round1(weighted / impressions) : 0 };
}

const postIdOf = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? value : undefined);

/** What the domain's agents spent on each post (credits kept by the runs that wrote, optimized or filmed it), and which posts the blog agent wrote. */
async function agentWork(key: Key) {
  const { data: runs } = await RunEntity.query.byDomain(key).go({ pages: "all", attributes: ["kind", "status", "input", "output", "creditsCaptured"] });
  const credits = new Map<number, number>();
  const written = new Set<number>();
  for (const run of runs) {
    const output = (run.output ?? {}) as Record<string, unknown>;
    const input = (run.input ?? {}) as Record<string, unknown>;
    const postId = postIdOf(output.post_id) ?? postIdOf(input.post_id);
    if (postId === undefined) continue;
    credits.set(postId, (credits.get(postId) ?? 0) + (run.creditsCaptured ?? 0));
    if (run.status === "succeeded" && agentOfKind(run.kind ?? "") === "blog" && postIdOf(output.post_id) === postId) written.add(postId);
  }
  return { credits, written };
}

/**
 * Analytics' "Search results" for one of the owner's domains over the last 7, 30 or 90 days of
 * synced figures: clicks and impressions per day, per post (with what the agents spent on it and
 * its top queries over 90 days), the posts losing traffic, and queries worth a post.
 */
export const searchAnalytics = fn(SearchAnalyticsInput, async ({ days }, domainId: string) => {
  const domain = await Site.load(domainId);
  const key = { userId: domain.userId, domainId: domain.domainId };
  const { data: connection } = await SearchConsoleConnectionEntity.get(key).go();
  const lastDate = connection?.syncedThrough ?? addDays(new Date().toISOString().slice(0, 10), -1);
  const from = addDays(lastDate, -(days - 1));
  const earliest = addDays(lastDate, -(Math.max(days, 2 * DECLINE_WINDOW_DAYS) - 1));
  const [{ data: rows }, { data: pages }, { data: queries }, work] = await Promise.all([
    PageDayEntity.query.byDate(key).gte({ date: earliest }).go({ pages: "all" }),
    SearchPageEntity.query.byKey(key).go({ pages: "all" }),
    PageQueryEntity.query.byPage(key).go({ pages: "all" }),
    agentWork(key),
  ]);
  const inRange = rows.filter((row) => row.date >= from && row.date <= lastDate);

  const daily = Array.from({ length: days }, (_, index) => {
    const date = addDays(from, index);
    const { clicks, impressions } = figuresOf(inRange.filter((row) => row.date === date));
    return { date, clicks, impressions };
  });

  const queriesOf = (pageKey: string) =>
    queries
      .filter((row) => row.pageKey === pageKey)
      .sort((a, b) => a.rank - b.rank)
      .map((row) => ({ query: row.query, clicks: row.clicks, impressions: row.impressions, position: round1(row.position) }));
  const posts = pages
    .filter((page) => page.postId !== undefined)
    .map((page) => {
      const postId = page.postId!;
      const figures = figuresOf(inRange.filter((row) => row.pageKey === page.pageKey));
      return {
        url: page.page,
        title: page.title ?? page.page,
        post_id: postId,
        agent_made: work.written.has(postId),
        ...figures,
        credits: work.credits.get(postId) ?? 0,
        top_queries: queriesOf(page.pageKey),
      };
    })
    .sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions || a.url.localeCompare(b.url));

  const postByPage = new Map(pages.filter((page) => page.postId !== undefined).map((page) => [page.page, page.postId!]));
  const declining = decliningPages(rows, lastDate)
    .filter((row) => postByPage.has(row.page))
    .map((row) => ({ url: row.page, post_id: postByPage.get(row.page)!, clicks_before: row.clicks_before, clicks_now: row.clicks_now }));

  const titles = pages.flatMap((page) => (page.title ? [page.title] : []));
  return { daily, posts, declining, suggestions: suggestedQueries(queries, titles) };
});
