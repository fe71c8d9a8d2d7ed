import { Link } from "@tanstack/react-router";
import { Callout } from "../../components/ui/Callout";
import { Card } from "../../components/ui/Card";
import { Icon } from "../../components/ui/Icon";
import { sendTimeText, weekText } from "./report-format";
import type { WeeklyReportPreview } from "./report-queries";

/** Which week the coming report covers and when it leaves, or that it is switched off. */
export function ReportSchedule({ report }: { report: WeeklyReportPreview }) {
  return (
    <Card title={`Week of ${weekText(report.from, report.to)}`} subtitle={`${report.week}, days in ${report.timezone}`}>
      {report.enabled ? (
        <p className="report-send-time">
          <Icon name="mail" size={18} /> <span>{sendTimeText(report.due_at, report.timezone)}</span>
        </p>
      ) : (
        <Callout tone="warning" title="The weekly report is switched off">
          <p>Nothing is emailed. This preview shows what the report would say.</p>
          <p>
            <Link to="/profile" hash="weekly-report" className="link">
              Turn it on in your profile
            </Link>
          </p>
        </Callout>
      )}
      <p className="muted">
        {report.in_progress
          ? "The week is still in progress: this is the report as it stands now."
          : "The week is over: this is the report Monday's email will send."}
      </p>
    </Card>
  );
}
