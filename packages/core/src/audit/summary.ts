import * as v from "valibot";
import { Ai, AiError, DATA_NOT_INSTRUCTIONS } from "../ai";
import { byPriority, formatNumber, percent, type AuditFacts } from "./analyse";
import { RULES, STRENGTHS } from "./checks";
import { DUPLICATE_CHECK, DUPLICATE_NAMES, failedPages, SHARED_TEXT, STRENGTH_SHARE } from "./site-wording";
import { sanitizeSummary } from "./sanitize";

export interface Summaries {
  pros_summary: string;
  cons_summary: string;
  authority_assessment: string;
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
const strong = (text: string) => `<strong>${escape(text)}</strong>`;
const pagesOf = (count: number, total: number) => `${strong(`${formatNumber(count)} of ${formatNumber(total)}`)} page${total === 1 ? "" : "s"}`;

/**
 * The checks at least 80% of the pages they apply to pass (alt text applies to pages with images),
 * most passed first; a text some pages share is no strength of the site, whatever its length.
 */
function prosSummary(facts: AuditFacts): string {
  const total = facts.pagesAudited;
  const failing = new Set(facts.checks.filter((check) => check.failed > 0).map((check) => check.id));
  const strengths = facts.checks
    .filter((check) => STRENGTHS[check.id] && check.passed >= STRENGTH_SHARE * (check.passed + check.failed))
    .filter((check) => {
      const shared = SHARED_TEXT[check.id];
      return !shared || !failing.has(shared);
    })
    .sort((a, b) => b.passed - a.passed)
    .map((check) => `${escape(STRENGTHS[check.id]!)}: ${pagesOf(check.passed, check.passed + check.failed)}.`);
  if (facts.averageSeoScore !== null && facts.averageSeoScore > 70)
    strengths.push(`Yoast's SEO analysis averages ${strong(String(facts.averageSeoScore))}/100 across the audited pages.`);
  if (facts.averageReadabilityScore !== null && facts.averageReadabilityScore > 70)
    strengths.push(`Yoast's readability analysis averages ${strong(String(facts.averageReadabilityScore))}/100.`);
  if (!strengths.length)
    return `<p>No on-page check passed on at least ${percent(STRENGTH_SHARE)} of the ${formatNumber(total)} audited page${total === 1 ? "" : "s"}.</p>`;
  return `<p>Checks passed by at least ${percent(STRENGTH_SHARE)} of the ${formatNumber(total)} audited page${total === 1 ? "" : "s"}:</p>${list(strengths)}`;
}

const quoted = (text: string) => `“${escape(text)}”`;

/** Each group of pages sharing a text, once, with its pages. */
function duplicateIssues(facts: AuditFacts) {
  return facts.duplicates.map((group) => {
    const rule = RULES[DUPLICATE_CHECK[group.field]];
    const name = DUPLICATE_NAMES[group.field];
    const shared = group.exact ? `the ${name} ${quoted(group.text)}` : `one ${name} wording, apart from the keyword (${quoted(group.text)})`;
    return {
      ...rule,
      failed: group.pages.length,
      text: `${strong(rule.title)}: ${strong(formatNumber(group.pages.length))} pages share ${shared}: ${escape(group.pages.join(", "))} (${rule.impact} impact, ${rule.effort} effort).`,
    };
  });
}

function consSummary(facts: AuditFacts): string {
  const total = facts.pagesAudited;
  const duplicates = new Set(Object.values(DUPLICATE_CHECK));
  const issues = [
    ...facts.checks
      .filter((check) => check.failed > 0 && !duplicates.has(check.id))
      .map((check) => {
        const rule = RULES[check.id];
        const pages = failedPages(check.id, strong(formatNumber(check.failed)), formatNumber(total), check.failed === 1);
        return { ...rule, failed: check.failed, text: `${strong(rule.title)}: ${pages} (${rule.impact} impact, ${rule.effort} effort).` };
      }),
    ...duplicateIssues(facts),
  ]
    .sort((a, b) => byPriority(a, b) || b.failed - a.failed)
    .map((issue) => issue.text);
  if (facts.averageSeoScore !== null && facts.averageSeoScore <= 70)
    issues.push(`Yoast's SEO analysis averages ${strong(String(facts.averageSeoScore))}/100: see each page's Yoast notes.`);
  if (facts.averageReadabilityScore !== null && facts.averageReadabilityScore <= 70)
    issues.push(`Yoast's readability analysis averages ${strong(String(facts.averageReadabilityScore))}/100.`);
  for (const unread of facts.pagesUnread) issues.push(`${escape(unread.url)} could not be read: ${escape(unread.reason)}`);
  if (!issues.length) return "<p>No on-page issue was found on the audited pages.</p>";
  return `<p>Fix these first, highest impact and least effort at the top:</p>${list(issues)}`;
}

function authorityAssessment(facts: AuditFacts): string {
  const { site, competitors } = facts;
  const unreachable = facts.competitorsUnreachable.length
    ? `<p>${formatNumber(facts.competitorsUnreachable.length)} competitor${facts.competitorsUnreachable.length === 1 ? "" : "s"} could not be crawled: ${escape(facts.competitorsUnreachable.map((entry) => entry.url).join(", "))}.</p>`
    : "";
  if (!competitors) {
    return `<p>No competitor could be crawled, so your pages are judged on their own: they average ${strong(formatNumber(site.averageWords))} words, ${strong(percent(site.structuredShare))} carry structured data and each links to ${strong(formatNumber(site.averageInternalLinks, 1))} pages of your site.</p>${unreachable}`;
  }
  const rows = [
    `Content depth: your pages average ${strong(formatNumber(site.averageWords))} words; the competitors' ${strong(formatNumber(competitors.averageWords))}.`,
    `Structured data: on ${strong(percent(site.structuredShare))} of your pages; on ${strong(percent(competitors.structuredShare))} of theirs.`,
    `Internal linking: ${strong(formatNumber(site.averageInternalLinks, 1))} links to your own pages per page; ${strong(formatNumber(competitors.averageInternalLinks, 1))} on theirs.`,
    `HTTPS: ${strong(percent(site.httpsShare))} of your pages; ${strong(percent(competitors.httpsShare))} of theirs.`,
  ];
  if (facts.topics.length) rows.push(`Topics: the competitors cover ${strong(formatNumber(facts.topics.length))} topics your audited pages do not mention.`);
  const behind = [
    competitors.averageWords > site.averageWords,
    competitors.structuredShare > site.structuredShare,
    competitors.averageInternalLinks > site.averageInternalLinks,
  ].filter(Boolean).length;
  const verdict =
    behind === 0
      ? "Your pages match or beat the competitors on depth, structured data and internal linking."
      : `The competitors are ahead on ${behind} of the 3 signals of depth and trust measured here.`;
  return `<p>Compared with ${formatNumber(facts.competitorsAnalysed)} competitor${facts.competitorsAnalysed === 1 ? "" : "s"} (${formatNumber(competitors.pages)} pages crawled):</p>${list(rows)}<p>${verdict}</p>${unreachable}`;
}

/** The three summaries written from the facts alone, as HTML. */
export function composeSummaries(facts: AuditFacts): Summaries {
  return { pros_summary: prosSummary(facts), cons_summary: consSummary(facts), authority_assessment: authorityAssessment(facts) };
}

const SummaryAnswer = v.object({
  pros_summary: v.string(),
  cons_summary: v.string(),
  authority_assessment: v.string(),
});

const SYSTEM = [
  "You are an SEO consultant writing the summary of a website audit for the site's owner.",
  "Rewrite the three draft summaries you are given into clear, friendly prose, keeping every figure exactly as given.",
  "Use only the facts in the drafts: add no figure, claim, competitor, tool or recommendation that is not there.",
  "Answer HTML using only <p>, <ul>, <li> and <strong>, without attributes.",
  DATA_NOT_INSTRUCTIONS,
].join("\n");

const prompt = (draft: Summaries) =>
  [
    "Rewrite these three summaries (pros_summary: the site's strengths; cons_summary: what to fix first; authority_assessment: how the site compares with its competitors).",
    "<site_data>",
    JSON.stringify(draft, null, 2),
    "</site_data>",
  ].join("\n");

const clean = (summaries: Summaries): Summaries => ({
  pros_summary: sanitizeSummary(summaries.pros_summary),
  cons_summary: sanitizeSummary(summaries.cons_summary),
  authority_assessment: sanitizeSummary(summaries.authority_assessment),
});

/**
 * The summaries as the report stores them, sanitised: phrased by the AI provider from the facts
 * when one is configured, composed from them offline otherwise or when the provider fails (the
 * facts stand on their own, so a model's failure does not fail the audit).
 */
export async function writeSummaries(facts: AuditFacts): Promise<{ summaries: Summaries; provider?: string; model?: string }> {
  const draft = composeSummaries(facts);
  if (!Ai.configured()) return { summaries: clean(draft) };
  try {
    const written = await Ai.generate({ schema: SummaryAnswer, system: SYSTEM, prompt: prompt(draft) });
    const summaries = clean(written.value);
    // A model that answered blanks leaves the facts' own wording in place.
    return {
      summaries: {
        pros_summary: summaries.pros_summary || clean(draft).pros_summary,
        cons_summary: summaries.cons_summary || clean(draft).cons_summary,
        authority_assessment: summaries.authority_assessment || clean(draft).authority_assessment,
      },
      provider: written.provider,
      model: written.model,
    };
  } catch (error) {
    if (!(error instanceof AiError)) throw error;
    console.warn(`[seo_audit] summaries composed offline: ${error.reason}`);
    return { summaries: clean(draft) };
  }
}
