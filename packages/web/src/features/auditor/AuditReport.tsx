import { Button } from "../../components/ui/Button";
import { reportByline } from "./report-format";
import type { AuditorResult } from "./auditor-queries";
import { AuditProgress } from "./AuditProgress";
import { CompetitiveAnalysis } from "./CompetitiveAnalysis";
import { ContentStrategy } from "./ContentStrategy";
import { ExecutiveSummary } from "./ExecutiveSummary";
import { TechnicalAnalysis } from "./TechnicalAnalysis";
import { RESULT_TABS } from "./auditor-tabs";
import { ReportCover } from "./ReportCover";
import "./auditor.css";
import "./auditor-report.css";

const SECTIONS = {
  summary: ExecutiveSummary,
  strategy: ContentStrategy,
  competitors: CompetitiveAnalysis,
  technical: TechnicalAnalysis,
};

/**
 * The whole report on one page: a cover with the site, date, score, top fixes and competitors, then the tabs in
 * their order, laid out for A4 paper when printed or saved as PDF.
 */
export function AuditReport({ result }: { result: AuditorResult }) {
  return (
    <article className="audit-report" aria-labelledby="audit-report-title">
      <header className="audit-report-header">
        <div>
          <p className="audit-report-kicker">Website SEO audit</p>
          <h1 id="audit-report-title" className="page-title">
            {result.name}
          </h1>
          <p className="muted">{reportByline(result)}</p>
        </div>
        {result.status === "completed" && (
          <Button className="audit-report-print" onClick={() => window.print()}>
            Print / Save as PDF
          </Button>
        )}
      </header>
      {result.status === "completed" ? (
        <>
          <ReportCover result={result} />
          {RESULT_TABS.map(({ id, label }) => {
            const Section = SECTIONS[id];
            return (
              <section key={id} className="audit-report-section" aria-labelledby={`report-${id}`}>
                <h2 id={`report-${id}`} className="audit-report-heading">
                  {label}
                </h2>
                <Section result={result} />
              </section>
            );
          })}
        </>
      ) : (
        <AuditProgress result={result} />
      )}
    </article>
  );
}
