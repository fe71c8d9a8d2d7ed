import { auditFigures } from "./audit-figures";
import type { AuditorResult } from "./auditor-queries";
import { competitorLabel } from "./competitor-list";
import { LevelBadge } from "./LevelBadge";
import { formatDate } from "./report-format";

const pages = (count: number) => `${count} page${count === 1 ? "" : "s"}`;

/** The report's first printed page: whose site, when, its score, the five fixes worth most and how the competitors compare. */
export function ReportCover({ result }: { result: AuditorResult }) {
  const { score } = auditFigures(result.content_analysis);
  const yours = result.site_figures?.average_words;
  return (
    <section className="audit-report-cover" aria-label="Report summary">
      <dl className="audit-report-facts">
        <div>
          <dt>Site</dt>
          <dd>{result.site}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatDate(result.createdDate)}</dd>
        </div>
        <div>
          <dt>Overall SEO score</dt>
          <dd className="audit-report-score">{score === null ? "Not scored" : `${score}/100`}</dd>
        </div>
        <div>
          <dt>Audited</dt>
          <dd>
            {pages(result.pages_audited)} against {result.competitors_count} competitor{result.competitors_count === 1 ? "" : "s"}
          </dd>
        </div>
      </dl>
      <div>
        <h2 className="audit-report-subheading">Top {result.top_fixes.length} fixes</h2>
        {result.top_fixes.length === 0 ? (
          <p className="muted">No fix is needed on the audited pages.</p>
        ) : (
          <ol className="audit-report-fixes">
            {result.top_fixes.map((fix) => (
              <li key={fix.id}>
                <strong>{fix.title}</strong> <span className="muted">on {pages(fix.pages)}</span>{" "}
                <span className="audit-badges">
                  <LevelBadge what="Impact" level={fix.impact} />
                  <LevelBadge what="Effort" level={fix.effort} />
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div>
        <h2 className="audit-report-subheading">Competitors</h2>
        {result.competitor_analysis.length === 0 ? (
          <p className="muted">No competitor was analysed.</p>
        ) : (
          <ul className="audit-report-competitors">
            {result.competitor_analysis.map((competitor) => (
              <li key={competitor.url}>
                <strong>{competitor.title || competitorLabel(competitor.url)}</strong>:{" "}
                {competitor.status === "unreachable"
                  ? "could not be crawled"
                  : `${pages(competitor.pages)} read${competitor.average_words === undefined ? "" : `, ${competitor.average_words.toLocaleString("en-US")} words on average${yours === undefined ? "" : ` (yours ${yours.toLocaleString("en-US")})`}`}${competitor.topics?.length ? `, ${competitor.topics.length} topic${competitor.topics.length === 1 ? "" : "s"} you do not cover` : ""}`}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
