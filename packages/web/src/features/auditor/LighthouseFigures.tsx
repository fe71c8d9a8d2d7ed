import "./lighthouse.css";
import type { LighthouseFigures as Figures } from "@sitecrew/core/audit/lighthouse";
import { formatMs, LIGHTHOUSE_COLUMNS } from "./report-format";

/** A page's Lighthouse scores, Core Web Vitals and its three largest opportunities; a page not measured says why. */
export function LighthouseFigures({ title, figures, error }: { title: string; figures?: Figures | null; error?: string | null }) {
  if (!figures && !error) return null;
  return (
    <section aria-label={`Lighthouse figures of ${title}`} data-testid="lighthouse-figures" className={figures ? undefined : "audit-lighthouse-missing"}>
      <h4 className="audit-heading">Performance and Accessibility (Lighthouse)</h4>
      {figures ? (
        <>
          <dl className="audit-lighthouse">
            {LIGHTHOUSE_COLUMNS.map((column) => (
              <div key={column.label}>
                <dt>{column.label}</dt>
                <dd>{column.value(figures)}</dd>
              </div>
            ))}
          </dl>
          {figures.opportunities.length > 0 && (
            <ul className="audit-list">
              {figures.opportunities.map((opportunity) => (
                <li key={opportunity.title}>
                  {opportunity.title}: saves about {formatMs(opportunity.savings_ms)}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p className="muted">{error}</p>
      )}
    </section>
  );
}
