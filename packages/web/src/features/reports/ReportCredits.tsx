import { Card } from "../../components/ui/Card";
import { Icon } from "../../components/ui/Icon";
import { DashboardLink } from "./DashboardLink";
import { ReportFigures } from "./ReportFigures";
import type { WeeklyReportPreview } from "./report-queries";

/** The account's credits: spent across its domains this week, and the balance. */
export function ReportCredits({ credits }: { credits: WeeklyReportPreview["credits"] }) {
  return (
    <Card
      title={
        <>
          <Icon name="coins" size={18} /> Credits
        </>
      }
    >
      <ReportFigures
        label="Credits this week"
        items={[
          { label: "Spent this week", value: credits.spent.toLocaleString("en-US") },
          { label: "Balance", value: credits.balance.toLocaleString("en-US") },
        ]}
      />
      <p>
        <DashboardLink href={credits.link}>Credits and top-ups</DashboardLink>
      </p>
    </Card>
  );
}
