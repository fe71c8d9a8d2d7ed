import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { PageLoading } from "../../../../components/ui/PageLoading";
import { auditorQueryOptions } from "../../../../features/auditor/auditor-queries";
import { parseResultSearch } from "../../../../features/auditor/auditor-tabs";
import { AuditorError, BackToAuditors, ExportReportLink } from "../../../../features/auditor/AuditorRouteStates";
import { AuditResultView } from "../../../../features/auditor/AuditResultView";
import { reportByline } from "../../../../features/auditor/report-format";

export const Route = createFileRoute("/_app/add-service/(auditor)/view-auditor-result/$id")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  validateSearch: parseResultSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(auditorQueryOptions(params.id)),
  component: ViewAuditorResultPage,
  // Not split out with the page: it shows while the page loads, so it must not bring auditor code along.
  pendingComponent: () => <PageLoading label="Loading the audit…" />,
  errorComponent: ({ error }) => <AuditorError error={error} title="Audit Results" />,
});

function ViewAuditorResultPage() {
  const { id } = Route.useParams();
  const { tab = "summary" } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: result } = useSuspenseQuery(auditorQueryOptions(id));
  return (
    <>
      <PageHeader
        title={result.name}
        description={reportByline(result)}
        actions={
          <>
            <BackToAuditors />
            {result.status === "completed" && <ExportReportLink id={result.id} />}
          </>
        }
      />
      <AuditResultView
        result={result}
        tab={tab}
        onTab={(next) => void navigate({ search: next === "summary" ? {} : { tab: next }, replace: true, resetScroll: false })}
      />
    </>
  );
}
