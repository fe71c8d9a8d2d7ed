import type { CompetitorAnalysis, PageAnalysis, SiteFigures, SuggestedTopic } from "./analyse";
import type { AuditorItem } from "./auditor.entity";
import type { AuditChanges } from "./changes";
import { auditorCost } from "./costs";
import { topFixes } from "./top-fixes";

/** What a finished audit stores: the result page's fields. Summaries are sanitised HTML. */
export interface AuditReport {
  competitors_count: number;
  pages_audited: number;
  pros_summary: string;
  cons_summary: string;
  authority_assessment: string;
  content_suggestions: { strategy_overview: string; suggested_topics: SuggestedTopic[] }[];
  competitor_analysis: CompetitorAnalysis[];
  content_analysis: PageAnalysis[];
  /** What changed since the auditor's previous completed audit; null on its first. */
  changes?: AuditChanges | null;
  /** The site's figures the competitor tab compares; reports written before them have none. */
  site_figures?: SiteFigures;
}

const EMPTY_REPORT: AuditReport = {
  competitors_count: 0,
  pages_audited: 0,
  pros_summary: "",
  cons_summary: "",
  authority_assessment: "",
  content_suggestions: [],
  competitor_analysis: [],
  content_analysis: [],
  changes: null,
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** An audit as the list shows it (the spec's list item). */
export function auditorListItem(auditor: AuditorItem) {
  const { status } = auditor;
  const error = auditor.error ?? null;
  const created = new Date(auditor.createdAt).toISOString();
  return {
    id: auditor.auditorId,
    name: auditor.name,
    description: `${plural(auditor.items.length, "page")} against ${plural(auditor.competitors.length, "competitor")}`,
    contentCount: auditor.items.length,
    competitorCount: auditor.competitors.length,
    // A failed run's credits went back.
    creditsUsed: status === "failed" ? 0 : auditor.creditsUsed,
    status,
    createdDate: created,
    createdTime: created,
    run_id: auditor.runId,
    error,
    progress: { done: auditor.progressDone, total: auditor.progressTotal },
    /** What running the audit again costs. */
    runCredits: auditorCost(auditor),
  };
}

/** The audited site's host, as its pages' addresses name it. */
const siteOf = (auditor: AuditorItem) => {
  try {
    return new URL(auditor.items[0]!.url).host;
  } catch {
    return "";
  }
};

/** The result page's object; while the audit runs or after it failed, summaries are empty and lists too. */
export function auditorResult(auditor: AuditorItem, report: AuditReport | undefined) {
  const { status } = auditor;
  const error = auditor.error ?? null;
  const shown = status === "completed" && report ? { changes: null, ...report } : EMPTY_REPORT;
  return {
    id: auditor.auditorId,
    name: auditor.name,
    site: siteOf(auditor),
    status,
    error,
    run_id: auditor.runId,
    progress: { done: auditor.progressDone, total: auditor.progressTotal },
    createdDate: new Date(auditor.createdAt).toISOString(),
    ...shown,
    /** The fixes the report's cover leads with, counted from its pages. */
    top_fixes: topFixes(shown.content_analysis),
  };
}
