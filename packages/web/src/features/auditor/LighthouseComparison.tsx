import type { AuditorResult } from "./auditor-queries";
import { competitorLabel } from "./competitor-list";
import "./lighthouse.css";
import type { LighthouseFigures } from "@sitecrew/core/audit/lighthouse";
import { averageFigures, LIGHTHOUSE_COLUMNS, sitePagesLabel } from "./report-format";

const measured = (figures: LighthouseFigures | null | undefined): figures is LighthouseFigures => Boolean(figures);

/**
 * The site's measured pages, on average, against each competitor's home page, figure by figure; a competitor not
 * measured says why. The site's row says how many of its pages the average is of, so it never stands for pages
 * that were not measured.
 */
export function LighthouseComparison({ result }: { result: AuditorResult }) {
  const pages = result.content_analysis.map((page) => page.lighthouse).filter(measured);
  const site = averageFigures(pages);
  const competitors = result.competitor_analysis.filter((competitor) => competitor.lighthouse || competitor.lighthouse_error);
  if (!site && !competitors.some((competitor) => competitor.lighthouse)) return null;
  const rows = [
    { key: "site", name: sitePagesLabel(pages.length, result.content_analysis.length), figures: site, error: "Not measured: none of your pages was measured" },
    ...competitors.map((competitor) => ({
      key: competitor.url,
      name: competitor.title || competitorLabel(competitor.url),
      figures: competitor.lighthouse ?? null,
      error: competitor.lighthouse_error ?? "Not measured",
    })),
  ];
  return (
    <section aria-labelledby="lighthouse-comparison-title" className="audit-card">
      <h3 id="lighthouse-comparison-title" className="audit-card-title">
        Lighthouse: your pages against the competitors&apos; home pages
      </h3>
      <div className="audit-lighthouse-compare" tabIndex={0} role="region" aria-labelledby="lighthouse-comparison-title">
        <table data-testid="lighthouse-comparison">
          <thead>
            <tr>
              <th scope="col">Site</th>
              {LIGHTHOUSE_COLUMNS.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.name}</th>
                {row.figures ? (
                  LIGHTHOUSE_COLUMNS.map((column) => <td key={column.label}>{column.value(row.figures!)}</td>)
                ) : (
                  <td colSpan={LIGHTHOUSE_COLUMNS.length}>{row.error}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
