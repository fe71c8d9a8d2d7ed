import type { AuditorResult } from "./auditor-queries";
import { SummaryHtml } from "./SummaryHtml";

export function ExecutiveSummary({ result }: { result: AuditorResult }) {
  return (
    <div className="stack">
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
