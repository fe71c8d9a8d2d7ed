import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { PageLoading } from "../../../../components/ui/PageLoading";
import { GenerateContentForm } from "../../../../features/social/GenerateContentForm";
import { generateOptionsQueryOptions, socialAgentQueryOptions, stylesQueryOptions } from "../../../../features/social/social-queries";
import { BackToSocialAgents, SocialAgentError } from "../../../../features/social/SocialAgentRouteStates";

export const Route = createFileRoute("/_app/add-service/(social)/generate-social-content/$id")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(socialAgentQueryOptions(params.id)),
      context.queryClient.ensureQueryData(generateOptionsQueryOptions(params.id)),
      context.queryClient.ensureQueryData(stylesQueryOptions()),
    ]),
  component: GenerateSocialContentPage,
  // Not split out with the page: it shows while the page loads, so it must not bring social code along.
  pendingComponent: () => <PageLoading label="Loading the social media agent…" />,
  errorComponent: ({ error }) => <SocialAgentError error={error} title="Generate Content" />,
});

function GenerateSocialContentPage() {
  const { id } = Route.useParams();
  const { data: agent } = useSuspenseQuery(socialAgentQueryOptions(id));
  const { data: options } = useSuspenseQuery(generateOptionsQueryOptions(id));
  const { data: styles } = useSuspenseQuery(stylesQueryOptions());
  return (
    <>
      <PageHeader
        title="Generate Content"
        description={`${agent.name}, narrated by ${agent.voice_name}, from ${agent.blog_name}`}
        actions={<BackToSocialAgents />}
      />
      <section className="card">
        <GenerateContentForm key={agent.bot_id} agentId={agent.bot_id} options={options} styles={styles} />
      </section>
    </>
  );
}
