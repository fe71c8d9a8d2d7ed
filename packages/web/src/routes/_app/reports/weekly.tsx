import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { PageHeader } from "../../../components/ui/PageHeader";
import { PageLoading } from "../../../components/ui/PageLoading";
import { RouteError } from "../../../components/ui/RouteStates";
import { weeklyReportQueryOptions } from "../../../features/reports/report-queries";
import { WeeklyReportView } from "../../../features/reports/WeeklyReportView";

export const Route = createFileRoute("/_app/reports/weekly")({
  // One chunk holds the loader, the page and its error, so this page adds a single file name to the dashboard's first download.
  codeSplitGroupings: [["loader", "component", "errorComponent"]],
  loader: ({ context }) => context.queryClient.fetchQuery(weeklyReportQueryOptions()),
  component: WeeklyReportPage,
  pendingComponent: () => <PageLoading label="Loading the weekly report…" />,
  errorComponent: ({ error }) => (
    <RouteError error={error} texts={{ header: <PageHeader title="Weekly report" />, errorTitle: "The weekly report could not be loaded" }} />
  ),
});

function WeeklyReportPage() {
  const { data: report } = useSuspenseQuery(weeklyReportQueryOptions());
  return (
    <>
      <PageHeader
        title="Weekly report"
        description="What Monday's email will tell you about this week, as it stands now."
        actions={
          <Link to="/profile" hash="weekly-report" className="btn btn-secondary">
            Report settings
          </Link>
        }
      />
      <WeeklyReportView report={report} />
    </>
  );
}
