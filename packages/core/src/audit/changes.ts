import type { PageAnalysis } from "./analyse";

/** A finding of one page that a run again fixed or brought. */
export interface FindingChange {
  url: string;
  page: string;
  id: string;
  title: string;
}

/** What changed since the auditor's previous completed audit. */
export interface AuditChanges {
  fixed: FindingChange[];
  new: FindingChange[];
  score_before: number | null;
  score_after: number | null;
}

type Pages = Pick<PageAnalysis, "url" | "title" | "seo_score" | "improvement_actions">[];

/** The audit's score: the mean SEO score of the pages that have one, rounded, as the report's figures show it; null when none has. */
export function auditScore(pages: Pages): number | null {
  const scores = pages.flatMap((page) => (page.seo_score === null ? [] : [page.seo_score]));
  return scores.length ? Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null;
}

const findings = (pages: Pages) =>
  new Map(
    pages.flatMap((page) =>
      page.improvement_actions.map((action) => [`${page.url}\n${action.id}`, { url: page.url, page: page.title, id: action.id, title: action.title }]),
    ),
  );

/**
 * Findings (page and check) present before and gone now are fixed, present now and absent before
 * are new. Only pages read both times count: a page that could not be read is not fixed.
 */
export function auditChanges(before: Pages, after: Pages): AuditChanges {
  const read = (pages: Pages) => new Set(pages.filter((page) => page.seo_score !== null).map((page) => page.url));
  const readBefore = read(before);
  const readAfter = read(after);
  const both = (pages: Pages) => pages.filter((page) => readBefore.has(page.url) && readAfter.has(page.url));
  const was = findings(both(before));
  const now = findings(both(after));
  return {
    fixed: [...was].filter(([key]) => !now.has(key)).map(([, finding]) => finding),
    new: [...now].filter(([key]) => !was.has(key)).map(([, finding]) => finding),
    score_before: auditScore(before),
    score_after: auditScore(after),
  };
}
