import type { AuditorResult } from "./auditor-queries";
import { competitorLabel } from "./competitor-list";

/** One row of the competitor table: the site's or a competitor's figures as the cells show them, or why it has none. */
export interface FigureRow {
  key: string;
  name: string;
  url: string | null;
  cells: string[] | null;
  missing: string;
}

export const FIGURE_COLUMNS = [
  "Pages crawled",
  "Average words",
  "Structured data types",
  "HTTPS",
  "Internal links per page",
  "Topics it covers that you do not",
];

interface Figures {
  pages: number;
  average_words?: number;
  structured_data_types?: string[];
  https_share?: number;
  internal_links_per_page?: number;
}

const number = (value: number, digits = 0) => value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

function cellsOf(figures: Figures, topics: string[] | null): string[] | null {
  const { average_words, structured_data_types, https_share, internal_links_per_page } = figures;
  if (average_words === undefined || structured_data_types === undefined || https_share === undefined || internal_links_per_page === undefined) return null;
  return [
    number(figures.pages),
    number(average_words),
    structured_data_types.length ? structured_data_types.join(", ") : "None",
    `${Math.round(https_share * 100)}% of pages`,
    number(internal_links_per_page, 1),
    topics === null ? "–" : topics.length ? topics.join(", ") : "None",
  ];
}

/**
 * The site, then each competitor, on the figures the audit counted. Null for a report written before the
 * audit kept them. Lighthouse's figures have their own table, which says which pages were measured.
 */
export function figureRows(result: Pick<AuditorResult, "site_figures" | "competitor_analysis">): FigureRow[] | null {
  if (!result.site_figures) return null;
  const site: FigureRow = { key: "site", name: "Your site (audited pages)", url: null, cells: cellsOf(result.site_figures, null), missing: "" };
  return [
    site,
    ...result.competitor_analysis.map((competitor) => ({
      key: competitor.url,
      name: competitor.title || competitorLabel(competitor.url),
      url: competitor.url,
      cells: competitor.status === "analysed" ? cellsOf(competitor, competitor.topics ?? []) : null,
      missing: competitor.status === "unreachable" ? "Could not be crawled" : "Not counted in this report",
    })),
  ];
}
