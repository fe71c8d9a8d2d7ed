import type { PageFacts } from "../crawl/types";
import { phrases } from "./text";

/** The most topics a report suggests, and keywords per topic. */
export const MAX_TOPICS = 6;
const KEYWORDS_PER_TOPIC = 4;
/** A phrase must occur this often across competitor pages to count as a topic, not a passing word. */
const MIN_OCCURRENCES = 3;
const TEMPLATE_MIN_PAGES = 3;
const TEMPLATE_SHARE = 0.8;
// Two-word phrases name topics more precisely than single words, so they weigh more.
const BIGRAM_WEIGHT = 1.5;

export interface CompetitorPages {
  url: string;
  pages: PageFacts[];
}

export interface TopicGap {
  /** The phrase that names the topic. */
  phrase: string;
  /** The phrase and the related ones found beside it, strongest first. */
  keywords: string[];
  /** How many competitor pages use it, and which competitors. */
  pages: number;
  competitors: string[];
  /** The competitor page that uses it most. */
  example: { title: string; url: string };
  score: number;
}

interface Doc {
  page: PageFacts;
  competitor: string | null;
  counts: Map<string, number>;
  length: number;
}

// The headings are part of the text already; the title is not.
const documentText = (page: PageFacts) => `${page.title}\n${page.text}`;

function documents(site: PageFacts[], competitors: CompetitorPages[], language: string | null): Doc[] {
  const doc = (page: PageFacts, competitor: string | null): Doc => {
    const counts = phrases(documentText(page), language);
    let length = 0;
    for (const count of counts.values()) length += count;
    return { page, competitor, counts, length: Math.max(1, length) };
  };
  return [...site.map((page) => doc(page, null)), ...competitors.flatMap((entry) => entry.pages.map((page) => doc(page, entry.url)))];
}

/**
 * A site's template: phrases on nearly every page of one competitor, once each ("Related reading",
 * "Share this post"). They say how the site is built, not what it writes about.
 */
function templatePhrases(docs: Doc[]): Set<string> {
  const template = new Set<string>();
  if (docs.length < TEMPLATE_MIN_PAGES) return template;
  const seen = new Map<string, { pages: number; most: number }>();
  for (const doc of docs) {
    for (const [phrase, count] of doc.counts) {
      const entry = seen.get(phrase) ?? { pages: 0, most: 0 };
      entry.pages++;
      entry.most = Math.max(entry.most, count);
      seen.set(phrase, entry);
    }
  }
  for (const [phrase, entry] of seen) if (entry.most === 1 && entry.pages >= docs.length * TEMPLATE_SHARE) template.add(phrase);
  return template;
}

const overlaps = (a: string, b: string) => {
  const left = new Set(a.split(" "));
  return b.split(" ").some((word) => left.has(word));
};

/**
 * Topics competitors cover and the site does not, by TF-IDF over every crawled page: a phrase's
 * weight in a competitor page is its share of the page's phrases times the log of how rare it is
 * across all pages. Phrases the site's pages use at all are not gaps, nor a competitor's template.
 * The strongest two-word phrases name the topics; phrases sharing a word with one become its
 * further keywords.
 */
export function topicGaps(site: PageFacts[], competitors: CompetitorPages[], language: string | null): TopicGap[] {
  const docs = documents(site, competitors, language);
  const onSite = new Set(docs.filter((doc) => doc.competitor === null).flatMap((doc) => [...doc.counts.keys()]));
  const frequency = new Map<string, number>();
  for (const doc of docs) for (const phrase of doc.counts.keys()) frequency.set(phrase, (frequency.get(phrase) ?? 0) + 1);

  const template = new Map(competitors.map((entry) => [entry.url, templatePhrases(docs.filter((doc) => doc.competitor === entry.url))]));
  const gaps = new Map<string, { score: number; occurrences: number; pages: number; competitors: Set<string>; best: { weight: number; page: PageFacts } }>();
  for (const doc of docs) {
    if (doc.competitor === null) continue;
    for (const [phrase, count] of doc.counts) {
      if (onSite.has(phrase) || template.get(doc.competitor)!.has(phrase)) continue;
      const idf = Math.log(docs.length / frequency.get(phrase)!);
      if (idf <= 0) continue;
      const weight = (count / doc.length) * idf * (phrase.includes(" ") ? BIGRAM_WEIGHT : 1);
      const gap = gaps.get(phrase) ?? { score: 0, occurrences: 0, pages: 0, competitors: new Set<string>(), best: { weight: 0, page: doc.page } };
      gap.score += weight;
      gap.occurrences += count;
      gap.pages++;
      gap.competitors.add(doc.competitor);
      if (weight > gap.best.weight) gap.best = { weight, page: doc.page };
      gaps.set(phrase, gap);
    }
  }

  const ranked = [...gaps.entries()]
    .filter(([, gap]) => gap.occurrences >= MIN_OCCURRENCES)
    // Covered by more competitors first: a topic several sites write about is one the market expects.
    .map(([phrase, gap]) => ({ phrase, ...gap, score: gap.score * gap.competitors.size }))
    .sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));

  // Two-word phrases name the topics; single words join the topic they belong to, or stand alone when none.
  const topics: TopicGap[] = [];
  const ordered = [...ranked.filter((entry) => entry.phrase.includes(" ")), ...ranked.filter((entry) => !entry.phrase.includes(" "))];
  for (const entry of ordered) {
    const related = topics.find((topic) => overlaps(topic.phrase, entry.phrase));
    if (related) {
      if (related.keywords.length < KEYWORDS_PER_TOPIC && !related.keywords.includes(entry.phrase)) related.keywords.push(entry.phrase);
      continue;
    }
    if (topics.length === MAX_TOPICS) continue;
    topics.push({
      phrase: entry.phrase,
      keywords: [entry.phrase],
      pages: entry.pages,
      competitors: [...entry.competitors],
      example: { title: entry.best.page.title || entry.best.page.finalUrl, url: entry.best.page.finalUrl },
      score: entry.score,
    });
  }
  topics.sort((a, b) => b.score - a.score);
  return topics;
}
