import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { PageHeader } from "../../../components/ui/PageHeader";
import { PageLoading } from "../../../components/ui/PageLoading";
import { RouteError } from "../../../components/ui/RouteStates";
import { runKindLabel } from "../../../features/runs/activity-format";
import { CancelRunButton } from "../../../features/runs/CancelRunButton";
import { RunDetail } from "../../../features/runs/RunDetail";
import { runQueryOptions } from "../../../features/runs/use-run-progress";
import { formatDateTime } from "../../../lib/date-format";

export const Route = createFileRoute("/_app/activity/$id")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(runQueryOptions(params.id)),
  component: RunDetailPage,
  pendingComponent: () => <PageLoading label="Loading the run…" />,
  errorComponent: ({ error }) => (
    <RouteError
      error={error}
      texts={{
        header: <PageHeader title="Run" actions={backLink()} />,
        errorTitle: "The run could not be loaded",
        notFound: { title: "Run not found", body: <p>This run is not in your account. Its domain may have been removed.</p> },
      }}
    />
  ),
});

function backLink() {
  return (
    <Link to="/activity" className="btn btn-secondary">
      Back to Activity
    </Link>
  );
}

function RunDetailPage() {
  const { id } = Route.useParams();
  const { data: run } = useSuspenseQuery(runQueryOptions(id));
  return (
    <>
      <PageHeader
        title={`${runKindLabel(run.kind)} run`}
        description={`Queued ${formatDateTime(run.created_at)}`}
        actions={
          <>
            {run.status === "queued" && <CancelRunButton runId={run.id} />}
            {backLink()}
          </>
        }
      />
      <RunDetail run={run} />
    </>
  );
}
