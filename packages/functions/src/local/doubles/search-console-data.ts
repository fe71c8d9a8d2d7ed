import { createHash } from "node:crypto";

/** A published post as the site's REST API lists it. */
export interface SitePost {
  id: number;
  link: string;
  title: string;
}

/** One row of Search Console's finest grain: a day, a page, a query. */
export interface SearchFact {
  date: string;
  page: string;
  query: string;
  clicks: number;
  impressions: number;
  position: number;
}

export type Dimension = "date" | "page" | "query";

const DAY_MS = 24 * 60 * 60_000;
/** Days of history the double has for every post. */
export const HISTORY_DAYS = 90;
/** The first post (lowest id) keeps this share of its clicks over the last 28 days: a post losing traffic. */
const DECLINE_KEPT = 0.45;
const DECLINE_DAYS = 28;

const STOP = new Set([
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
  "our",
  "this",
  "that",
]);
/**
 * Searches around a post's topic that no title names: the site ranks 8 to 20 for them, so they
 * are what the blog agent could write about next.
 */
const OPPORTUNITIES = [
  "checklist printable",
  "mistakes beginners make",
  "cost per month",
  "for small apartments",
  "step by step video",
  "vs alternatives comparison",
];

const seedOf = (text: string) => createHash("sha256").update(text).digest().readUInt32BE(0);

const topicWords = (title: string) =>
  title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOP.has(word));

export const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** What people searched to find the post, and how it ranks for each: its own words rank 2 to 7, the opportunities 8 to 20. */
function queriesOf(post: SitePost, seed: number) {
  const words = topicWords(post.title);
  const lead = words[0] ?? `post ${post.id}`;
  const own = [...new Set([words.slice(0, 3).join(" "), words.slice(-2).join(" "), words.slice(0, 6).join(" ")].filter(Boolean))];
  const shares = [0.5, 0.3, 0.2];
  return [
    ...own.map((query, index) => ({ query, share: shares[index]!, position: 2 + ((seed >>> index) % 50) / 10, opportunity: false })),
    ...[0, 1].map((index) => ({
      query: `${lead} ${OPPORTUNITIES[(seed + index * 3 + post.id) % OPPORTUNITIES.length]}`,
      share: 0,
      position: 9 + ((seed >>> (4 + index)) % 90) / 10,
      opportunity: true,
    })),
  ];
}

/**
 * Deterministic figures for every published post and every day up to yesterday: a few clicks a day
 * with a gentle weekly swing, the first post falling by more than half over the last 28 days, and
 * two searches per post that it ranks 8 to 20 for.
 */
export function searchFacts(posts: SitePost[], startDate: string, endDate: string, now = Date.now()): SearchFact[] {
  const today = Date.parse(`${dayOf(now)}T00:00:00Z`);
  const first = Math.max(Date.parse(`${startDate}T00:00:00Z`), today - HISTORY_DAYS * DAY_MS);
  const last = Math.min(Date.parse(`${endDate}T00:00:00Z`), today - DAY_MS);
  const declining = [...posts].sort((a, b) => a.id - b.id)[0]?.id;
  const facts: SearchFact[] = [];
  for (const post of posts) {
    const seed = seedOf(post.link);
    const base = 4 + (seed % 5);
    const queries = queriesOf(post, seed);
    for (let at = first; at <= last; at += DAY_MS) {
      const dayNumber = Math.round(at / DAY_MS);
      const swing = 1 + 0.2 * Math.sin(dayNumber * ((2 * Math.PI) / 7) + (seed % 7));
      const falling = post.id === declining && at > today - (DECLINE_DAYS + 1) * DAY_MS ? DECLINE_KEPT : 1;
      const clicks = base * swing * falling;
      const date = dayOf(at);
      for (const query of queries) {
        const queryClicks = Math.round(clicks * query.share);
        const impressions = query.opportunity ? 20 + ((seed + dayNumber) % 40) : Math.max(queryClicks, 1) * (10 + (seed % 6));
        facts.push({ date, page: post.link, query: query.query, clicks: queryClicks, impressions, position: query.position + ((dayNumber % 3) - 1) / 10 });
      }
    }
  }
  return facts;
}

/** Search Console's answer: the facts added up by the asked dimensions (position weighted by impressions), most clicks first. */
export function searchRows(facts: SearchFact[], dimensions: Dimension[]) {
  const groups = new Map<string, { keys: string[]; clicks: number; impressions: number; weighted: number }>();
  for (const fact of facts) {
    const keys = dimensions.map((dimension) => fact[dimension]);
    const id = keys.join("\u0000");
    const group = groups.get(id) ?? { keys, clicks: 0, impressions: 0, weighted: 0 };
    group.clicks += fact.clicks;
    group.impressions += fact.impressions;
    group.weighted += fact.position * fact.impressions;
    groups.set(id, group);
  }
  return [...groups.values()]
    .map((group) => ({
      keys: group.keys,
      clicks: group.clicks,
      impressions: group.impressions,
      ctr: group.impressions ? group.clicks / group.impressions : 0,
      position: group.impressions ? group.weighted / group.impressions : 0,
    }))
    .sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions || a.keys.join().localeCompare(b.keys.join()));
}
