import type { CrawlResult, PageFacts } from "../crawl/types";
import { Seo, type SitePost } from "../seo";
import { score, type Score } from "../seo/score";
import { checkPage, type CheckId, type Finding, type FindingId, type Level } from "./checks";
import { type DuplicateField, type DuplicateGroup, duplicateGroups } from "./duplicates";
import { pageFindings, pageStrengths } from "./findings";
import { pageImages } from "./images";
import type { KeyphraseSource } from "./keyphrase";
import type { SelectedItem } from "./schema";
import type { LighthouseFigures, Measurement } from "./lighthouse";
import { type CompetitorPages, topicGaps, type TopicGap, type TopicSource } from "./topics";

/** One selected page or post as the run read it: its facts, or why it could not be read. */
export interface SitePage {
  item: SelectedItem;
  facts: PageFacts | null;
  failure: string | null;
  keyphrase: { keyphrase: string; source: KeyphraseSource } | null;
  /** The post as the connected site keeps it: scored from it, so the report agrees with the blog run and the optimizer. */
  stored: { post: SitePost; siteName: string } | null;
  /** Lighthouse's figures for the page, or why it was not measured. */
  measurement?: Measurement;
}

export interface CompetitorCrawl {
  url: string;
  result: CrawlResult;
  /** Lighthouse's figures for its home page, or why it was not measured. */
  measurement?: Measurement;
}

/** A page's Lighthouse figures in the report, or why there are none; reports written before Lighthouse have neither. */
export interface LighthouseField {
  lighthouse?: LighthouseFigures | null;
  lighthouse_error?: string | null;
}

const lighthouseField = (measurement: Measurement | undefined): LighthouseField =>
  measurement ? { lighthouse: measurement.lighthouse, lighthouse_error: measurement.error } : { lighthouse: null, lighthouse_error: "Not measured" };

export interface ImprovementAction {
  id: FindingId;
  title: string;
  description: string;
  impact: Level;
  effort: Level;
}

export interface PageAnalysis extends LighthouseField {
  id: number;
  title: string;
  type: "post" | "page";
  url: string;
  seo_score: number | null;
  readability_score: number | null;
  keyphrase: string;
  pros: string[];
  cons: string[];
  improvement_actions: ImprovementAction[];
}

export interface CompetitorAnalysis extends LighthouseField {
  title: string;
  url: string;
  insight: string;
  status: "analysed" | "unreachable";
  pages: number;
  /** The figures the competitor tab compares, of a crawled competitor; reports written before them have none. */
  average_words?: number;
  structured_data_types?: string[];
  /** Share of its pages served over HTTPS, 0 to 1. */
  https_share?: number;
  internal_links_per_page?: number;
  /** Lighthouse's performance score of its home page, 0 to 100; null when it was not measured. */
  lighthouse_performance?: number | null;
  /** The topics it covers that the site does not. */
  topics?: string[];
}

/** The site's figures beside its competitors'. */
export type SiteFigures = Required<
  Pick<CompetitorAnalysis, "pages" | "average_words" | "structured_data_types" | "https_share" | "internal_links_per_page" | "lighthouse_performance">
>;

export interface SuggestedTopic {
  title: string;
  description: string;
  target_keywords: string[];
  /** The noun phrase competitors use, and their pages that cover it; reports written before them have neither. */
  phrase?: string;
  sources?: TopicSource[];
}

/** Figures of a set of pages, the site's or one competitor's. */
export interface Metrics {
  pages: number;
  averageWords: number;
  /** Share of pages with any JSON-LD, 0 to 1. */
  structuredShare: number;
  structuredTypes: string[];
  averageInternalLinks: number;
  httpsShare: number;
}

/** What the report is written from: every figure the summaries may state. */
export interface AuditFacts {
  pagesAudited: number;
  pagesUnread: { url: string; reason: string }[];
  site: Metrics;
  competitors: Metrics | null;
  competitorsAnalysed: number;
  competitorsUnreachable: { url: string; reason: string }[];
  averageSeoScore: number | null;
  averageReadabilityScore: number | null;
  /** Per check: how many audited pages passed and failed it. */
  checks: { id: CheckId; passed: number; failed: number }[];
  /** Audited pages sharing a title, meta description or H1, each group once. */
  duplicates: { field: DuplicateField; exact: boolean; text: string; pages: string[] }[];
  topics: TopicGap[];
}

export interface Analysis {
  facts: AuditFacts;
  site_figures: SiteFigures;
  content_analysis: PageAnalysis[];
  competitor_analysis: CompetitorAnalysis[];
  content_suggestions: { strategy_overview: string; suggested_topics: SuggestedTopic[] }[];
}

const LEVEL_ORDER: Record<Level, number> = { High: 0, Medium: 1, Low: 2 };

/** Highest impact first, then least effort: the order a site owner should work in. */
export const byPriority = (a: { impact: Level; effort: Level }, b: { impact: Level; effort: Level }) =>
  LEVEL_ORDER[a.impact] - LEVEL_ORDER[b.impact] || LEVEL_ORDER[b.effort] - LEVEL_ORDER[a.effort];

const average = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);
const round = (value: number, digits = 0) => Number(value.toFixed(digits));
export const formatNumber = (value: number, digits = 0) => value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const percent = (share: number) => `${Math.round(share * 100)}%`;

const slugOf = (url: string) => {
  try {
    return decodeURIComponent(new URL(url).pathname.split("/").filter(Boolean).pop() ?? "");
  } catch {
    return "";
  }
};

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

export function metrics(pages: PageFacts[]): Metrics {
  return {
    pages: pages.length,
    averageWords: round(average(pages.map((page) => page.wordCount))),
    structuredShare: pages.length ? pages.filter((page) => page.structuredData.length).length / pages.length : 0,
    structuredTypes: [...new Set(pages.flatMap((page) => page.structuredData))].sort(),
    averageInternalLinks: round(average(pages.map((page) => page.internalLinks.length)), 1),
    httpsShare: pages.length ? pages.filter((page) => page.https).length / pages.length : 0,
  };
}

/** Yoast's SEO and readability analysis of a page against its keyphrase, as the editor runs it. */
export function yoastScore(page: PageFacts, keyphrase: string, locale: string): Score {
  return score({
    title: page.title,
    slug: slugOf(page.finalUrl),
    meta_description: page.metaDescription,
    focus_keyphrase: keyphrase,
    content: page.contentHtml,
    url: page.finalUrl,
    locale: page.lang ?? locale,
  });
}

function analysePage(page: SitePage, duplicates: DuplicateGroup[], locale: string): { analysis: PageAnalysis; findings: Finding[]; yoast: Score | null } {
  const base = { id: page.item.id, title: page.facts?.title || page.item.title, type: page.item.type, url: page.item.url };
  if (!page.facts) {
    return {
      analysis: {
        ...base,
        seo_score: null,
        readability_score: null,
        keyphrase: "",
        pros: [],
        cons: [`The page could not be read: ${page.failure ?? "no answer"}`],
        improvement_actions: [],
      },
      findings: [],
      yoast: null,
    };
  }
  const images = pageImages(page.facts);
  const findings = checkPage(page.facts, images, duplicates);
  const keyphrase = page.keyphrase?.keyphrase ?? "";
  const yoast = page.stored
    ? Seo.scoreSitePost(page.stored.post, { name: page.stored.siteName, locale: page.facts.lang ?? locale }, keyphrase)
    : yoastScore(page.facts, keyphrase, locale);
  const from =
    page.keyphrase?.source === "plugin"
      ? "its Yoast focus keyphrase"
      : page.keyphrase?.source === "keywords"
        ? "one of your site's keywords"
        : "derived from its title";
  const verdicts = [
    { good: yoast.seo_rating === "good", text: `Yoast rates its SEO ${yoast.seo_score}/100 for "${keyphrase}" (${from}).` },
    { good: yoast.readability_rating === "good", text: `Yoast rates its readability ${yoast.readability_score}/100.` },
  ];
  const pros = [...pageStrengths(page.facts, findings, yoast, keyphrase), ...verdicts.filter((verdict) => verdict.good).map((verdict) => verdict.text)];
  const problems = pageFindings(page.facts, images, findings, yoast, keyphrase);
  const cons = [...verdicts.filter((verdict) => !verdict.good).map((verdict) => verdict.text), ...problems.map((problem) => problem.problem)];
  const improvement_actions = problems
    .map(({ id, title, text, impact, effort }): ImprovementAction => ({ id, title, description: text, impact, effort }))
    .sort(byPriority);
  return {
    analysis: { ...base, seo_score: yoast.seo_score, readability_score: yoast.readability_score, keyphrase, pros, cons, improvement_actions },
    findings,
    yoast,
  };
}

const figures = (of: Metrics, lighthouse_performance: number | null): SiteFigures => ({
  pages: of.pages,
  average_words: of.averageWords,
  structured_data_types: of.structuredTypes,
  https_share: of.httpsShare,
  internal_links_per_page: of.averageInternalLinks,
  lighthouse_performance,
});

const performanceOf = (measurement: Measurement | undefined) => measurement?.lighthouse?.performance ?? null;

const quoted = (phrases: string[]) => phrases.map((phrase) => `"${phrase}"`).join(", ");

function analyseCompetitor(crawl: CompetitorCrawl, site: Metrics, topics: TopicGap[]): CompetitorAnalysis {
  const { pages, error, failed, blocked } = crawl.result;
  const home = pages.find((page) => new URL(page.finalUrl).pathname === "/") ?? pages[0];
  const title = home?.title || hostOf(crawl.url);
  const left = blocked.length ? ` ${blocked.length === 1 ? "1 page was" : `${formatNumber(blocked.length)} pages were`} left out as its robots.txt asks.` : "";
  if (!pages.length) {
    const reason = error ?? failed[0]?.reason ?? (blocked.length ? "its robots.txt does not allow crawling" : "no page could be read");
    const why = reason.replace(/\.$/, "").replace(/^\p{Lu}(?!\p{Lu})/u, (letter) => letter.toLowerCase());
    return { title, url: crawl.url, insight: `Could not be crawled: ${why}.${left}`, status: "unreachable", pages: 0 };
  }
  const theirs = metrics(pages);
  const better: string[] = [];
  if (theirs.averageWords > site.averageWords * 1.2) {
    better.push(`Pages average ${formatNumber(theirs.averageWords)} words against your ${formatNumber(site.averageWords)}.`);
  }
  if (theirs.structuredShare > site.structuredShare) {
    const types = theirs.structuredTypes.length ? ` (${theirs.structuredTypes.slice(0, 4).join(", ")})` : "";
    better.push(`${percent(theirs.structuredShare)} of its pages carry structured data${types} against ${percent(site.structuredShare)} of yours.`);
  }
  if (theirs.averageInternalLinks >= site.averageInternalLinks + 1) {
    better.push(
      `Each page links to ${formatNumber(theirs.averageInternalLinks, 1)} pages of its site on average against your ${formatNumber(site.averageInternalLinks, 1)}.`,
    );
  }
  const covers = topics.filter((topic) => topic.competitors.includes(crawl.url)).map((topic) => topic.phrase);
  if (covers.length) better.push(`It covers topics your audited pages do not: ${quoted(covers.slice(0, 4))}.`);
  const insight = better.length
    ? better.join(" ")
    : `${pages.length === 1 ? "Its one crawled page does" : `Its ${formatNumber(pages.length)} crawled pages do`} not beat yours on depth (${formatNumber(theirs.averageWords)} words on average), structured data or internal linking.`;
  return { title, url: crawl.url, insight: `${insight}${left}`, status: "analysed", ...figures(theirs, performanceOf(crawl.measurement)), topics: covers };
}

/** "the competitor" or "the 3 competitors", with the verb that agrees: "uses" or "use". */
const theCompetitors = (analysed: number, verb: string) => (analysed === 1 ? `the competitor ${verb}s` : `the ${formatNumber(analysed)} competitors ${verb}`);

function suggestions(topics: TopicGap[], site: Metrics, competitors: Metrics | null, analysed: number) {
  const suggested_topics = topics.map((topic) => ({
    title: topic.title,
    description: `Used on ${formatNumber(topic.pages)} competitor page${topic.pages === 1 ? "" : "s"} ${analysed === 1 ? "by the competitor" : `by ${formatNumber(topic.competitors.length)} of ${formatNumber(analysed)} competitors`}, for example "${topic.sources[0]!.title}"; no title, heading or keyphrase of your audited pages names it.`,
    target_keywords: topic.keywords,
    phrase: topic.phrase,
    sources: topic.sources,
  }));
  let strategy: string;
  if (!analysed) strategy = "No competitor could be crawled, so there was nothing to compare your topics with.";
  else if (!topics.length)
    strategy = `Your audited pages already name every topic ${theCompetitors(analysed, "use")} in several titles or headings: deepen the pages flagged in the technical analysis instead.`;
  else {
    const depth =
      competitors && competitors.averageWords > site.averageWords
        ? ` Their pages average ${formatNumber(competitors.averageWords)} words against your ${formatNumber(site.averageWords)}: write each new piece at least as deep.`
        : "";
    const cover = theCompetitors(analysed, "cover");
    strategy = `${cover[0]!.toUpperCase()}${cover.slice(1)} ${formatNumber(topics.length)} topic${topics.length === 1 ? "" : "s"} that no title, heading or keyphrase of your audited pages names. Start with "${topics[0]!.phrase}", used on ${formatNumber(topics[0]!.pages)} of their pages, and link each new piece from your related pages.${depth}`;
  }
  return [{ strategy_overview: strategy, suggested_topics }];
}

/**
 * The audit's findings from the crawled facts: each page's checks and Yoast scores, each
 * competitor compared with the site, and the topic gaps. Nothing here is estimated: every figure
 * is counted from the pages.
 */
export function analyse(input: { pages: SitePage[]; competitors: CompetitorCrawl[]; locale: string }): Analysis {
  const read = input.pages.flatMap((page) => (page.facts ? [page.facts] : []));
  const duplicates = duplicateGroups(read);
  const pages = input.pages.map((page) => analysePage(page, duplicates, input.locale));
  const site = metrics(read);
  const reachable: CompetitorPages[] = input.competitors
    .filter((crawl) => crawl.result.pages.length)
    .map((crawl) => ({ url: crawl.url, pages: crawl.result.pages }));
  const competitorPages = reachable.flatMap((entry) => entry.pages);
  const keyphrases = input.pages.flatMap((page) => (page.keyphrase ? [page.keyphrase.keyphrase] : []));
  const topics = topicGaps(read, keyphrases, reachable);
  const home = input.pages.find((page) => page.facts && new URL(page.facts.finalUrl).pathname === "/");
  const competitor_analysis = input.competitors.map((crawl) => ({ ...analyseCompetitor(crawl, site, topics), ...lighthouseField(crawl.measurement) }));
  const scored = pages.flatMap((page) => (page.yoast ? [page.yoast] : []));
  const checks = new Map<CheckId, { id: CheckId; passed: number; failed: number }>();
  for (const finding of pages.flatMap((page) => page.findings)) {
    const entry = checks.get(finding.check) ?? { id: finding.check, passed: 0, failed: 0 };
    entry[finding.passed ? "passed" : "failed"]++;
    checks.set(finding.check, entry);
  }
  const competitors = competitorPages.length ? metrics(competitorPages) : null;
  return {
    facts: {
      pagesAudited: read.length,
      pagesUnread: input.pages.filter((page) => !page.facts).map((page) => ({ url: page.item.url, reason: page.failure ?? "no answer" })),
      site,
      competitors,
      competitorsAnalysed: reachable.length,
      competitorsUnreachable: competitor_analysis.filter((entry) => entry.status === "unreachable").map((entry) => ({ url: entry.url, reason: entry.insight })),
      averageSeoScore: scored.length ? round(average(scored.map((entry) => entry.seo_score))) : null,
      averageReadabilityScore: scored.length ? round(average(scored.map((entry) => entry.readability_score))) : null,
      checks: [...checks.values()],
      duplicates: duplicates.map((group) => ({ field: group.field, exact: group.exact, text: group.text, pages: group.pages.map((page) => page.finalUrl) })),
      topics,
    },
    content_analysis: pages.map((page, index) => ({ ...page.analysis, ...lighthouseField(input.pages[index]!.measurement) })),
    competitor_analysis,
    site_figures: figures(site, performanceOf(home?.measurement)),
    content_suggestions: suggestions(topics, site, competitors, reachable.length),
  };
}
