import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { PageLoading } from "../../../../components/ui/PageLoading";
import { RouteError } from "../../../../components/ui/RouteStates";
import { leadQueryOptions } from "../../../../features/leads/lead-queries";
import { LeadDetail } from "../../../../features/leads/LeadDetail";

export const Route = createFileRoute("/_app/(chat)/leads/$id")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(leadQueryOptions(params.id)),
  component: LeadPage,
  pendingComponent: () => <PageLoading label="Loading the lead…" />,
  errorComponent: ({ error }) => (
    <RouteError
      error={error}
      texts={{
        header: <PageHeader title="Lead" actions={backLink()} />,
        errorTitle: "The lead could not be loaded",
        notFound: { title: "Lead not found", body: <p>This lead is not in your account. It may have been deleted.</p> },
      }}
    />
  ),
});

function backLink() {
  return (
    <Link to="/leads" className="btn btn-secondary">
      Back to Leads
    </Link>
  );
}

function LeadPage() {
  const { id } = Route.useParams();
  const { data: lead } = useSuspenseQuery(leadQueryOptions(id));
  return (
    <>
      <PageHeader title={`Lead from ${lead.email}`} description="What the visitor asked, the conversation before it, and your answer." actions={backLink()} />
      <LeadDetail lead={lead} />
    </>
  );
}
