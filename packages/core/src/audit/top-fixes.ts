import { byPriority, type PageAnalysis } from "./analyse";

/** How many fixes the report's cover lists. */
const TOP_FIXES = 5;

export interface TopFix {
  id: string;
  title: string;
  impact: PageAnalysis["improvement_actions"][number]["impact"];
  effort: PageAnalysis["improvement_actions"][number]["effort"];
  /** The audited pages the fix applies to. */
  pages: number;
}

/** The fixes worth most across the audited pages: highest impact, least effort, then the most pages. */
export function topFixes(pages: Pick<PageAnalysis, "improvement_actions">[]): TopFix[] {
  const fixes = new Map<string, TopFix>();
  for (const action of pages.flatMap((page) => page.improvement_actions)) {
    const known = fixes.get(action.id);
    fixes.set(
      action.id,
      known ? { ...known, pages: known.pages + 1 } : { id: action.id, title: action.title, impact: action.impact, effort: action.effort, pages: 1 },
    );
  }
  return [...fixes.values()].sort((a, b) => byPriority(a, b) || b.pages - a.pages).slice(0, TOP_FIXES);
}
