import { DomainReportSection } from "./DomainReportSection";
import { QuietWeek } from "./QuietWeek";
import { ReportCredits } from "./ReportCredits";
import { ReportSchedule } from "./ReportSchedule";
import type { WeeklyReportPreview } from "./report-queries";
import "./reports.css";

/** The coming weekly report as the email will tell it: the week, each domain with activity, then the credits. */
export function WeeklyReportView({ report }: { report: WeeklyReportPreview }) {
  return (
    <div className="report-layout">
      <ReportSchedule report={report} />
      {report.active ? (
        <>
          {report.domains.map((domain) => (
            <DomainReportSection key={domain.domain_id} domain={domain} />
          ))}
          <ReportCredits credits={report.credits} />
        </>
      ) : (
        <QuietWeek />
      )}
    </div>
  );
}
