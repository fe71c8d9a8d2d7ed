import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { PageHeader } from "../../../components/ui/PageHeader";
import { PageLoading } from "../../../components/ui/PageLoading";
import { RouteError } from "../../../components/ui/RouteStates";
import { weeklyReportQueryOptions } from "../../../features/reports/report-queries";
import { WeeklyReportView } from "../../../features/reports/WeeklyReportView";

const DESCRIPTION = "What Monday's email will tell you about this week, as it stands now.";

export const Route = createFileRoute("/_app/reports/weekly")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  loader: ({ context }) => context.queryClient.ensureQueryData(weeklyReportQueryOptions()),
  component: WeeklyReportPage,
  pendingComponent: () => <PageLoading label="Loading the weekly report…" />,
  errorComponent: ({ error }) => (
    <RouteError
      error={error}
      texts={{ header: <PageHeader title="Weekly report" description={DESCRIPTION} />, errorTitle: "The weekly report could not be loaded" }}
    />
  ),
});

function WeeklyReportPage() {
  const { data: report } = useSuspenseQuery(weeklyReportQueryOptions());
  return (
    <>
      <PageHeader
        title="Weekly report"
        description={DESCRIPTION}
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
