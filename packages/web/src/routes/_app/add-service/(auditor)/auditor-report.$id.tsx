import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageLoading } from "../../../../components/ui/PageLoading";
import { auditorQueryOptions } from "../../../../features/auditor/auditor-queries";
import { AuditorError } from "../../../../features/auditor/AuditorRouteStates";
import { AuditReport } from "../../../../features/auditor/AuditReport";

export const Route = createFileRoute("/_app/add-service/(auditor)/auditor-report/$id")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(auditorQueryOptions(params.id)),
  component: AuditorReportPage,
  // Not split out with the page: it shows while the page loads, so it must not bring auditor code along.
  pendingComponent: () => <PageLoading label="Loading the report…" />,
  errorComponent: ({ error }) => <AuditorError error={error} title="Audit Report" />,
});

function AuditorReportPage() {
  const { id } = Route.useParams();
  const { data: result } = useSuspenseQuery(auditorQueryOptions(id));
  return <AuditReport result={result} />;
}
