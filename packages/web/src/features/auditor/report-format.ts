import type { LighthouseFigures } from "@sitecrew/core/audit/lighthouse";

/** The line under a report's title: which auditor made it (by its name, not its id) and when. */
export function reportByline(result: { name: string; createdDate: string }, locale = "en-GB"): string {
  return `Auditor: ${result.name} · ${formatDate(result.createdDate, locale)}`;
}

/** A report's date, e.g. "23 November 2026"; an unreadable one is shown as it came. */
export function formatDate(iso: string, locale = "en-GB"): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/** A duration as Lighthouse writes it: "850 ms", or "2.4 s" from a second on. */
export function formatMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "–";
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export const formatCls = (cls: number | null | undefined) => (cls === null || cls === undefined ? "–" : cls.toFixed(2));

export const formatScore = (score: number | null | undefined) => (score === null || score === undefined ? "–" : String(score));

/** The columns Lighthouse's figures are compared in, each with how it is written. */
export const LIGHTHOUSE_COLUMNS: { label: string; value: (figures: LighthouseFigures) => string }[] = [
  { label: "Performance", value: (figures) => formatScore(figures.performance) },
  { label: "Accessibility", value: (figures) => formatScore(figures.accessibility) },
  { label: "Best practices", value: (figures) => formatScore(figures.best_practices) },
  { label: "SEO", value: (figures) => formatScore(figures.seo) },
  { label: "LCP", value: (figures) => formatMs(figures.lcp_ms) },
  { label: "CLS", value: (figures) => formatCls(figures.cls) },
  { label: "TBT", value: (figures) => formatMs(figures.tbt_ms) },
];

const mean = (values: (number | null)[], digits = 0) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? Number((known.reduce((sum, value) => sum + value, 0) / known.length).toFixed(digits)) : null;
};

/** The site's row of the Lighthouse table: whose figures they are, and how many audited pages were not measured. */
export function sitePagesLabel(measured: number, audited: number): string {
  if (measured === audited) return audited === 1 ? "Your page" : `Your pages (average of all ${audited})`;
  const left = `${audited - measured} not measured`;
  return measured === 1 ? `Your measured page (1 of ${audited}; ${left})` : `Your pages (average of ${measured} measured of ${audited}; ${left})`;
}

/** The site's measured pages as one row of the comparison: each figure the mean of the pages that have it. */
export function averageFigures(pages: LighthouseFigures[]): LighthouseFigures | null {
  if (!pages.length) return null;
  return {
    performance: mean(pages.map((page) => page.performance)),
    accessibility: mean(pages.map((page) => page.accessibility)),
    best_practices: mean(pages.map((page) => page.best_practices)),
    seo: mean(pages.map((page) => page.seo)),
    lcp_ms: mean(pages.map((page) => page.lcp_ms)),
    cls: mean(
      pages.map((page) => page.cls),
      3,
    ),
    tbt_ms: mean(pages.map((page) => page.tbt_ms)),
    opportunities: [],
  };
}
