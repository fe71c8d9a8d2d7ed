import { auditFigures } from "./audit-figures";
import type { AuditorResult } from "./auditor-queries";

/** The audit's headline figures, counted from its pages: score, pages, competitors, passed checks, warnings, issues. */
export function AuditFiguresCard({ result }: { result: AuditorResult }) {
  const figures = auditFigures(result.content_analysis);
  const items = [
    { label: "Average SEO score", value: figures.score === null ? "–" : `${figures.score}/100` },
    { label: "Pages audited", value: result.pages_audited },
    { label: "Competitors analysed", value: result.competitors_count },
    { label: "Passed checks", value: figures.passed },
    { label: "Warnings", value: figures.warnings },
    { label: "Issues", value: figures.issues },
  ];
  return (
    <dl className="audit-figures" aria-label="Audit figures">
      {items.map((item) => (
        <div key={item.label} className="audit-figure">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
