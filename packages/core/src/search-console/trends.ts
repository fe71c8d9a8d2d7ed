/** Posts losing traffic: the last 28 days against the 28 before. */
export const DECLINE_WINDOW_DAYS = 28;
/** A fall of this share or more counts... */
export const DECLINE_SHARE = 0.3;
/** ...for a post that had at least this many clicks before: a drop from 3 to 1 is noise. */
export const MIN_CLICKS_BEFORE = 20;
/** Google's second page and the bottom of its first: a post aimed at the query could win it. */
export const SUGGESTION_POSITIONS = { from: 8, to: 20 } as const;
const MOST_SUGGESTIONS = 20;

const DAY_MS = 24 * 60 * 60_000;

/** A YYYY-MM-DD day moved by `days`. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface PageDay {
  page: string;
  date: string;
  clicks: number;
}

export interface Decline {
  page: string;
  clicks_before: number;
  clicks_now: number;
}

/** Pages whose clicks over the 28 days up to `lastDate` fell by 30% or more against the 28 days before, biggest loss first. */
export function decliningPages(rows: PageDay[], lastDate: string): Decline[] {
  const nowFrom = addDays(lastDate, -(DECLINE_WINDOW_DAYS - 1));
  const beforeFrom = addDays(lastDate, -(2 * DECLINE_WINDOW_DAYS - 1));
  const sums = new Map<string, Decline>();
  for (const row of rows) {
    if (row.date > lastDate || row.date < beforeFrom) continue;
    const sum = sums.get(row.page) ?? { page: row.page, clicks_before: 0, clicks_now: 0 };
    if (row.date >= nowFrom) sum.clicks_now += row.clicks;
    else sum.clicks_before += row.clicks;
    sums.set(row.page, sum);
  }
  return [...sums.values()]
    .filter((sum) => sum.clicks_before >= MIN_CLICKS_BEFORE && sum.clicks_now <= sum.clicks_before * (1 - DECLINE_SHARE))
    .sort((a, b) => b.clicks_before - b.clicks_now - (a.clicks_before - a.clicks_now) || a.page.localeCompare(b.page));
}

export interface QueryFigures {
  query: string;
  clicks: number;
  impressions: number;
  position: number;
}

const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "are",
  "at",
  "best",
  "by",
  "for",
  "from",
  "how",
  "in",
  "is",
  "it",
  "of",
  "on",
  "or",
  "the",
  "to",
  "what",
  "when",
  "why",
  "with",
  "your",
  "you",
]);

/** A query's or a title's topic words, lower-cased, a plural's s dropped: "Growing Tomatoes" and "grow tomato" meet on "tomato". */
function topicWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !STOP_WORDS.has(word))
    .map((word) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word));
}

/**
 * Queries the site ranks 8 to 20 for that none of its posts targets (no title or keyword holds
 * all the query's topic words), by impressions across pages, with their impression-weighted
 * average position: what the blog agent could write about next.
 */
export function suggestedQueries(queries: QueryFigures[], targets: string[]): Array<{ query: string; impressions: number; position: number }> {
  const targeted = targets.map((target) => new Set(topicWords(target)));
  const byQuery = new Map<string, { query: string; impressions: number; weighted: number }>();
  for (const row of queries) {
    const key = row.query.trim().toLowerCase();
    const sum = byQuery.get(key) ?? { query: row.query.trim(), impressions: 0, weighted: 0 };
    sum.impressions += row.impressions;
    sum.weighted += row.position * row.impressions;
    byQuery.set(key, sum);
  }
  return [...byQuery.values()]
    .filter((sum) => sum.impressions > 0)
    .map((sum) => ({ query: sum.query, impressions: sum.impressions, position: Math.round((sum.weighted / sum.impressions) * 10) / 10 }))
    .filter((row) => row.position >= SUGGESTION_POSITIONS.from && row.position <= SUGGESTION_POSITIONS.to)
    .filter((row) => {
      const words = topicWords(row.query);
      return words.length > 0 && !targeted.some((target) => words.every((word) => target.has(word)));
    })
    .sort((a, b) => b.impressions - a.impressions || a.query.localeCompare(b.query))
    .slice(0, MOST_SUGGESTIONS);
}
