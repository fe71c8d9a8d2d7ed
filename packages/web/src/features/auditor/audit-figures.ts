export type Level = "Low" | "Medium" | "High";

interface AnalysedPage {
  seo_score: number | null;
  pros: readonly string[];
  improvement_actions: readonly { impact: Level }[];
}

/** The headline figures of a finished audit, counted from its pages. */
export interface AuditFigures {
  /** The mean SEO score of the pages that have one, rounded; null when none has. */
  score: number | null;
  /** Checks the pages pass. */
  passed: number;
  /** Actions of low or medium impact. */
  warnings: number;
  /** Actions of high impact. */
  issues: number;
}

export function auditFigures(pages: readonly AnalysedPage[]): AuditFigures {
  const scores = pages.map((page) => page.seo_score).filter((score): score is number => score !== null);
  const actions = pages.flatMap((page) => page.improvement_actions);
  return {
    score: scores.length === 0 ? null : Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length),
    passed: pages.reduce((sum, page) => sum + page.pros.length, 0),
    warnings: actions.filter((action) => action.impact !== "High").length,
    issues: actions.filter((action) => action.impact === "High").length,
  };
}

/** Low green, Medium yellow, High red. */
export const LEVEL_BADGES: Record<Level, string> = {
  Low: "badge badge-success",
  Medium: "badge badge-warning",
  High: "badge badge-danger",
};
