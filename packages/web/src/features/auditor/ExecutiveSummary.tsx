import type { AuditorResult } from "./auditor-queries";
import { SummaryHtml } from "./SummaryHtml";

type Changes = NonNullable<AuditorResult["changes"]>;

const score = (value: number | null) => (value === null ? "no score" : `${value}/100`);

function ChangeList({ title, changes, empty }: { title: string; changes: Changes["fixed"]; empty: string }) {
  return (
    <div>
      <h4 className="audit-heading">{title}</h4>
      {changes.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="audit-list">
          {changes.map((change) => (
            <li key={`${change.url} ${change.id}`}>
              {change.title} <span className="muted">on {change.page}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What this audit changed from the auditor's previous one: the score, then the findings fixed and new. */
function AuditChangesSection({ changes }: { changes: Changes }) {
  return (
    <section className="audit-section" aria-labelledby="audit-changes">
      <h3 id="audit-changes" className="audit-heading">
        Since the Last Audit
      </h3>
      <p className="audit-lead">
        Score <strong>{score(changes.score_before)}</strong> → <strong>{score(changes.score_after)}</strong>: {changes.fixed.length} finding
        {changes.fixed.length === 1 ? "" : "s"} fixed, {changes.new.length} new.
      </p>
      <div className="audit-columns">
        <ChangeList title="Fixed" changes={changes.fixed} empty="Nothing was fixed since the last audit." />
        <ChangeList title="New" changes={changes.new} empty="No new finding." />
      </div>
    </section>
  );
}

export function ExecutiveSummary({ result }: { result: AuditorResult }) {
  return (
    <div className="stack">
      {result.changes && <AuditChangesSection changes={result.changes} />}
      <p className="audit-lead">
        <strong>{result.competitors_count}</strong> competitor{result.competitors_count === 1 ? "" : "s"} analysed against{" "}
        <strong>{result.pages_audited}</strong> page{result.pages_audited === 1 ? "" : "s"} of your site.
      </p>
      <section className="audit-section" aria-labelledby="audit-strengths">
        <h3 id="audit-strengths" className="audit-heading audit-heading-good">
          Key Strengths
        </h3>
        <SummaryHtml html={result.pros_summary} empty="No strength stood out." />
      </section>
      <section className="audit-section" aria-labelledby="audit-issues">
        <h3 id="audit-issues" className="audit-heading audit-heading-bad">
          Priority Issues
        </h3>
        <SummaryHtml html={result.cons_summary} empty="No priority issue was found." />
      </section>
      <section className="audit-section" aria-labelledby="audit-authority">
        <h3 id="audit-authority" className="audit-heading">
          Authority &amp; Trust Assessment
        </h3>
        <SummaryHtml html={result.authority_assessment} empty="No assessment was written." />
      </section>
    </div>
  );
}
