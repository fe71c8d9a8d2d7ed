import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { PageLoading } from "../../../../components/ui/PageLoading";
import { agentValuesOf } from "../../../../features/social/agent-form";
import { socialAgentQueryOptions } from "../../../../features/social/social-queries";
import { BackToSocialAgents, SocialAgentError } from "../../../../features/social/SocialAgentRouteStates";
import { SocialAgentForm } from "../../../../features/social/SocialAgentForm";

export const Route = createFileRoute("/_app/add-service/(social)/edit-social-agent/$id")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(socialAgentQueryOptions(params.id)),
  component: EditSocialAgentPage,
  // Not split out with the page: it shows while the page loads, so it must not bring social code along.
  pendingComponent: () => <PageLoading label="Loading the social media agent…" />,
  errorComponent: ({ error }) => <SocialAgentError error={error} title="Edit Social Media Agent" />,
});

function EditSocialAgentPage() {
  const { id } = Route.useParams();
  const { data: agent } = useSuspenseQuery(socialAgentQueryOptions(id));
  return (
    <>
      <PageHeader title="Edit Social Media Agent" description={agent.name} actions={<BackToSocialAgents />} />
      <section className="card">
        <SocialAgentForm key={agent.bot_id} agent={agent} initial={() => agentValuesOf(agent)} />
      </section>
    </>
  );
}
