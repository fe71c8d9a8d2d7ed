import type { AuditorResult } from "./auditor-queries";
import { competitorLabel } from "./competitor-list";
import { CompetitorFigures } from "./CompetitorFigures";
import { ExternalLink } from "./ExternalLink";
import { LighthouseComparison } from "./LighthouseComparison";

/** The site against each competitor in a table, then each competitor: what it does better, with its address; one that could not be read says why. */
export function CompetitiveAnalysis({ result }: { result: AuditorResult }) {
  if (result.competitor_analysis.length === 0) return <p className="muted">No competitor was analysed.</p>;
  return (
    <>
      <CompetitorFigures result={result} />
      <LighthouseComparison result={result} />
      <ul className="audit-cards">
        {result.competitor_analysis.map((competitor) => (
          <li key={competitor.url} className="audit-card" data-testid="competitor-card">
            <div className="audit-card-head">
              <h3 className="audit-card-title">{competitor.title || competitorLabel(competitor.url)}</h3>
              {competitor.status === "unreachable" ? (
                <span className="badge badge-danger">Unreachable</span>
              ) : (
                <span className="badge badge-neutral">
                  {competitor.pages} page{competitor.pages === 1 ? "" : "s"} read
                </span>
              )}
            </div>
            <ExternalLink href={competitor.url} className="audit-link">
              Visit Site<span className="visually-hidden"> {competitorLabel(competitor.url)}</span>
            </ExternalLink>
            <p>{competitor.insight}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
