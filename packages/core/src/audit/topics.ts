import nlp from "compromise";
import type { PageFacts } from "../crawl/types";
import { mentions, words } from "./text";

/** The most topics a report suggests. */
export const MAX_TOPICS = 6;
const MIN_KEYWORDS = 2;
const MAX_KEYWORDS = 4;
/** The most pages a topic cites. */
const MAX_SOURCES = 5;
const MAX_PHRASE_WORDS = 4;
/** A phrase one competitor page uses could be that page's quirk; two pages make it a topic. */
const MIN_PAGES = 2;
const TEMPLATE_MIN_PAGES = 3;
const TEMPLATE_SHARE = 0.8;
/** Keywords are read from the start of a page's text: enough for an article, bounded for a long page's tagging time. */
const KEYWORD_TEXT_CHARS = 8_000;

// Praise and list words are how titles sell a topic, not what the topic is: "Perfect raised beds", "Watering tips".
const LEADING = new Set(
  "best better perfect ultimate complete top easy easier simple great good new essential quick definitive amazing awesome free official latest full comprehensive practical basic other many more most few several various".split(
    " ",
  ),
);
const TRAILING = new Set(
  "guide guides tip tips idea ideas way ways thing things reason reasons step steps mistake mistakes example examples benefit benefits question questions faq faqs review reviews list lists overview introduction basics post posts article articles blog page pages home contact menu news update updates part parts".split(
    " ",
  ),
);

export interface CompetitorPages {
  url: string;
  pages: PageFacts[];
}

export interface TopicSource {
  title: string;
  url: string;
}

export interface TopicGap {
  /** The noun phrase that names the topic, as competitors write it. */
  phrase: string;
  /** A post the site could write about it. */
  title: string;
  /** The phrase and related noun phrases, each found in at least one cited page. */
  keywords: string[];
  /** How many competitor pages use it, and which competitors. */
  pages: number;
  competitors: string[];
  /** The competitor pages that cover it, those naming it in a title or heading first. */
  sources: TopicSource[];
}

interface Term {
  word: string;
  kind: "modifier" | "noun";
  /** A gerund read as a noun: it may end a phrase ("soil testing") but not start one ("harvesting overflow"). */
  gerund?: boolean;
}

const singular = (word: string) => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word);
/** A phrase's words in one form, so "raised beds" and "Raised bed" are one topic. */
const keyOf = (text: string) => words(text).map(singular).join(" ");

// Punctuation between two words ends a phrase: "Raised beds: a guide", "Watering | Acme".
const breaks = (gap: string) => /[^\s'’-]/u.test(gap);

interface TaggedTerm {
  normal?: string;
  text: string;
  pre: string;
  post: string;
  tags: string[];
}

/**
 * Runs of words shaped like a noun phrase, adjectives then nouns, from compromise's part-of-speech
 * tags. A participle counts as an adjective ("raised beds"), a gerund after a noun as a noun
 * ("soil testing"); a gerund before one is a verb ("using worm castings"). Lower-cased first: a title's capitals make the tagger read nouns as names.
 */
function nounRuns(text: string): Term[][] {
  const runs: Term[][] = [];
  let run: Term[] = [];
  const close = () => {
    while (run.length && run[run.length - 1]!.kind === "modifier") run.pop();
    if (run.length) runs.push(run);
    run = [];
  };
  for (const line of text.toLowerCase().split(/\n+/)) {
    const sentences = nlp(line).json() as { terms: TaggedTerm[] }[];
    for (const sentence of sentences) {
      for (const term of sentence.terms) {
        if (breaks(term.pre)) close();
        const word = (term.normal ?? term.text).toLowerCase();
        const tags = new Set(term.tags);
        const previous = run[run.length - 1];
        const wordy = /^\p{L}[\p{L}'’-]*$/u.test(word) && word.length > 1;
        const noun = wordy && tags.has("Noun") && !tags.has("Pronoun") && !tags.has("Value") && !tags.has("Date");
        const gerund = wordy && tags.has("Gerund");
        const modifier = wordy && !tags.has("Preposition") && (tags.has("Adjective") || (tags.has("Verb") && tags.has("PastTense")));
        // The tagger reads some gerunds as nouns ("rainwater harvesting overflow"): an -ing noun is one too.
        if (noun) run.push({ word, kind: "noun", gerund: /.{4}ing$/.test(word) });
        else if (gerund && previous?.kind === "noun") run.push({ word, kind: "noun", gerund: true });
        else if (modifier) {
          if (previous?.kind === "noun") close();
          run.push({ word, kind: "modifier" });
        } else close();
        if (breaks(term.post)) close();
      }
      close();
    }
  }
  return runs;
}

interface Phrases {
  /** Phrases that end where their run ends, on its head noun: "raised bed irrigation", "bed irrigation". */
  whole: Set<string>;
  /** Phrases that stop before their run's head, starting with an adjective ("raised bed" of "raised bed irrigation"): noun phrases only where another text uses them whole. */
  inner: Set<string>;
}

/** The noun phrases of two words or more in a text, at most `maxWords` long. */
function nounPhrases(text: string, maxWords = MAX_PHRASE_WORDS): Phrases {
  const found: Phrases = { whole: new Set(), inner: new Set() };
  for (const run of nounRuns(text)) {
    for (let start = 0; start < run.length; start++) {
      for (let end = start + 2; end <= Math.min(run.length, start + maxWords); end++) {
        const span = run.slice(start, end);
        if (span[span.length - 1]!.kind !== "noun" || span[0]!.gerund || LEADING.has(span[0]!.word) || TRAILING.has(span[span.length - 1]!.word)) continue;
        const phrase = span.map((term) => term.word).join(" ");
        if (end === run.length) found.whole.add(phrase);
        else if (span[0]!.kind === "modifier") found.inner.add(phrase);
      }
    }
  }
  return found;
}

const headingsOf = (page: PageFacts) => page.headings.filter((heading) => heading.level <= 3).map((heading) => heading.text);
const pageText = (page: PageFacts) => [page.title, ...page.headings.map((heading) => heading.text), page.text].join("\n");
const sourceOf = (page: PageFacts): TopicSource => ({ title: page.title || page.finalUrl, url: page.finalUrl });

/** Sentence case: "Raised bed irrigation". */
const sentenceCase = (phrase: string) => `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`;

/** The post the site could write about a topic. */
export const postTitle = (phrase: string) => `${sentenceCase(phrase)}: a practical guide`;

interface Candidate {
  phrase: string;
  key: string;
  /** The pages that use it, those naming it in a title or heading first. */
  pages: PageFacts[];
  competitors: Set<string>;
}

// "Raised bed soil | Beds Co": the part of a title after or before such a separator may be the site's name.
const TITLE_SEPARATOR = /\s[|–—·•]\s|\s-\s/u;

/**
 * What names a competitor rather than a topic, as keys: its og:site_name, what follows a separator in most of
 * its titles ("Raised bed soil | Beds Co"), and the headings of its template, found on nearly every page ("Recent comments").
 */
function templateOf(entry: CompetitorPages): (key: string) => boolean {
  const names = [...new Set(entry.pages.flatMap((page) => (page.openGraph["og:site_name"] ? [` ${keyOf(page.openGraph["og:site_name"])} `] : [])))];
  const tails = entry.pages.map((page) => ` ${page.title.split(TITLE_SEPARATOR).slice(1).map(keyOf).join(" | ")} `);
  // Below the H1, which is the page's own title.
  const headings = entry.pages.map(
    (page) =>
      ` ${page.headings
        .filter((heading) => heading.level === 2 || heading.level === 3)
        .map((heading) => keyOf(heading.text))
        .join(" | ")} `,
  );
  const share = (texts: string[], key: string) => texts.filter((text) => text.includes(` ${key} `)).length;
  return (key) =>
    names.some((name) => name.includes(` ${key} `)) ||
    share(tails, key) >= Math.max(2, entry.pages.length / 2) ||
    (entry.pages.length >= TEMPLATE_MIN_PAGES && share(headings, key) >= entry.pages.length * TEMPLATE_SHARE);
}

/**
 * Keywords of a topic: noun phrases of the cited pages' headings and text, those sharing a word with the topic
 * first, then those more pages use. A phrase used once may be the tagger's slip ("composting needs"), and a
 * competitor's name is no keyword.
 */
function keywordsFor(topic: Candidate, sources: PageFacts[], cache: Map<PageFacts, Set<string>>, template: (key: string) => boolean): string[] {
  const used = new Map<string, { phrase: string; pages: number; related: boolean }>();
  const topicWords = new Set(topic.key.split(" "));
  const texts = sources.map((page) => ` ${keyOf(pageText(page))} `);
  const occurrences = (key: string) => texts.reduce((sum, text) => sum + text.split(` ${key} `).length - 1, 0);
  for (const page of sources) {
    let phrases = cache.get(page);
    if (!phrases) {
      // Not the title: a competitor's name rides in its titles.
      phrases = nounPhrases([...page.headings.map((heading) => heading.text), page.text.slice(0, KEYWORD_TEXT_CHARS)].join("\n"), 3).whole;
      cache.set(page, phrases);
    }
    for (const phrase of phrases) {
      const key = keyOf(phrase);
      if (` ${topic.key} `.includes(` ${key} `) || template(key)) continue;
      const entry = used.get(key) ?? { phrase, pages: 0, related: key.split(" ").some((word) => topicWords.has(word)) };
      entry.pages++;
      used.set(key, entry);
    }
  }
  const ranked = [...used.values()].sort((a, b) => Number(b.related) - Number(a.related) || b.pages - a.pages || a.phrase.localeCompare(b.phrase));
  const keywords = [topic.phrase];
  for (const entry of ranked) {
    if (keywords.length === MAX_KEYWORDS) break;
    const key = keyOf(entry.phrase);
    if (keywords.some((keyword) => ` ${keyOf(keyword)} `.includes(` ${key} `) || ` ${key} `.includes(` ${keyOf(keyword)} `))) continue;
    if (occurrences(key) < 2) continue;
    keywords.push(entry.phrase);
  }
  // A keyword stands only where a reader of the cited pages would find it.
  return keywords.filter((keyword) => sources.some((page) => mentions(pageText(page), keyword)));
}

/**
 * Topics competitors write about and the site does not: noun phrases of competitors' titles and
 * H1-H3 headings that two or more of their pages use, in a heading or the text, and that none of the
 * site's titles, headings or keyphrases name. Each gets the competitor pages that name it, keywords from those pages' text,
 * and a post title.
 */
export function topicGaps(site: PageFacts[], siteKeyphrases: string[], competitors: CompetitorPages[]): TopicGap[] {
  const covered = ` ${[...site.flatMap((page) => [page.title, ...page.headings.map((heading) => heading.text)]), ...siteKeyphrases].map(keyOf).join(" | ")} `;
  const tagged = competitors.map((entry) => ({
    template: templateOf(entry),
    pages: entry.pages.map((page) => ({ page, phrases: nounPhrases([page.title, ...headingsOf(page)].join("\n")) })),
  }));
  const whole = new Set(tagged.flatMap(({ pages }) => pages.flatMap(({ phrases }) => [...phrases.whole].map(keyOf))));
  const candidates = new Map<string, { phrase: string; key: string; named: Set<PageFacts> }>();
  for (const { template, pages } of tagged) {
    for (const { page, phrases } of pages) {
      for (const phrase of [...phrases.whole, ...[...phrases.inner].filter((inner) => whole.has(keyOf(inner)))]) {
        const key = keyOf(phrase);
        if (covered.includes(` ${key} `) || template(key)) continue;
        const named = candidates.get(key) ?? { phrase, key, named: new Set<PageFacts>() };
        named.named.add(page);
        candidates.set(key, named);
      }
    }
  }

  // A topic's weight is every competitor page that uses it, named in a heading or not.
  const texts = competitors.flatMap((entry) => entry.pages.map((page) => ({ url: entry.url, page, text: ` ${keyOf(pageText(page))} ` })));
  const used: Candidate[] = [...candidates.values()].map(({ phrase, key, named }) => {
    const using = texts.filter(({ text }) => text.includes(` ${key} `));
    const pages = [...named, ...using.map(({ page }) => page).filter((page) => !named.has(page))];
    return { phrase, key, pages, competitors: new Set(using.map(({ url }) => url)) };
  });

  // Used by more competitors first, then more pages; the longer phrase of a tie is the more precise topic.
  const ranked = used
    .filter((candidate) => candidate.pages.length >= MIN_PAGES)
    .sort(
      (a, b) =>
        b.competitors.size - a.competitors.size ||
        b.pages.length - a.pages.length ||
        b.key.split(" ").length - a.key.split(" ").length ||
        a.phrase.localeCompare(b.phrase),
    );
  const topics: TopicGap[] = [];
  const cache = new Map<PageFacts, Set<string>>();
  for (const candidate of ranked) {
    if (topics.length === MAX_TOPICS) break;
    // "raised bed" and "raised bed irrigation" are one topic: the stronger stands for both.
    if (topics.some((topic) => ` ${keyOf(topic.phrase)} `.includes(` ${candidate.key} `) || ` ${candidate.key} `.includes(` ${keyOf(topic.phrase)} `)))
      continue;
    const sources = candidate.pages.slice(0, MAX_SOURCES);
    const keywords = keywordsFor(candidate, sources, cache, (key) => tagged.some(({ template }) => template(key)));
    if (keywords.length < MIN_KEYWORDS) continue;
    topics.push({
      phrase: candidate.phrase,
      title: postTitle(candidate.phrase),
      keywords,
      pages: candidate.pages.length,
      competitors: [...candidate.competitors],
      sources: sources.map(sourceOf),
    });
  }
  return topics;
}
