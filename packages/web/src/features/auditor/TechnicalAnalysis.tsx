import type { AuditorResult } from "./auditor-queries";
import { AuditScore } from "./AuditScore";
import { ExternalLink } from "./ExternalLink";
import { LevelBadge } from "./LevelBadge";
import { LighthouseFigures } from "./LighthouseFigures";

const TYPE_LABELS = { post: "Post", page: "Page" } as const;

/** Every audited page: its scores, strengths, issues and the actions that fix them, with their impact and effort. */
export function TechnicalAnalysis({ result }: { result: AuditorResult }) {
  if (result.content_analysis.length === 0) return <p className="muted">No page was audited.</p>;
  return (
    <ul className="audit-pages">
      {result.content_analysis.map((page) => (
        <li key={page.id} className="audit-card audit-page" data-testid="audited-page">
          <div className="audit-card-head">
            <h3 className="audit-card-title">{page.title || page.url}</h3>
            <span className="badge badge-neutral">{TYPE_LABELS[page.type]}</span>
          </div>
          <ExternalLink href={page.url} className="audit-link">
            View Page<span className="visually-hidden"> {page.title}</span>
          </ExternalLink>
          <div className="audit-scores">
            <AuditScore label="SEO" score={page.seo_score} />
            <AuditScore label="Readability" score={page.readability_score} />
            {page.keyphrase && (
              <span className="audit-keyphrase">
                Keyphrase: <strong>{page.keyphrase}</strong>
              </span>
            )}
          </div>
          <div className="audit-columns">
            <section aria-label={`Strengths of ${page.title}`}>
              <h4 className="audit-heading audit-heading-good">Strengths</h4>
              {page.pros.length === 0 ? (
                <p className="muted">None found.</p>
              ) : (
                <ul className="audit-list">
                  {page.pros.map((pro) => (
                    <li key={pro}>{pro}</li>
                  ))}
                </ul>
              )}
            </section>
            {/* Each issue opens its recommended action below: on paper the actions alone state them. */}
            <section aria-label={`Issues of ${page.title}`} className={page.improvement_actions.length ? "audit-page-issues" : undefined}>
              <h4 className="audit-heading audit-heading-bad">Issues</h4>
              {page.cons.length === 0 ? (
                <p className="muted">None found.</p>
              ) : (
                <ul className="audit-list">
                  {page.cons.map((con) => (
                    <li key={con}>{con}</li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <LighthouseFigures title={page.title || page.url} figures={page.lighthouse} error={page.lighthouse_error} />
          <section aria-label={`Recommended actions for ${page.title}`}>
            <h4 className="audit-heading">Recommended Actions</h4>
            {page.improvement_actions.length === 0 ? (
              <p className="muted">Nothing to do on this page.</p>
            ) : (
              <ol className="audit-actions">
                {page.improvement_actions.map((action) => (
                  <li key={action.id} className="audit-action">
                    <div className="audit-action-head">
                      <strong>{action.title}</strong>
                      <span className="audit-badges">
                        <LevelBadge what="Impact" level={action.impact} />
                        <LevelBadge what="Effort" level={action.effort} />
                      </span>
                    </div>
                    <p>{action.description}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </li>
      ))}
    </ul>
  );
}
