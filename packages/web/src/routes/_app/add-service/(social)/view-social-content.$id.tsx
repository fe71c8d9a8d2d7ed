import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { PageLoading } from "../../../../components/ui/PageLoading";
import { resolvePage } from "../../../../lib/pagination";
import { useFilteredList } from "../../../../hooks/use-filtered-list";
import { socialAgentQueryOptions, socialContentsQueryOptions } from "../../../../features/social/social-queries";
import { parseSocialContentSearch } from "../../../../features/social/social-search";
import { SocialContentListCard } from "../../../../features/social/SocialContentListCard";
import { BackToSocialAgents, SocialAgentError } from "../../../../features/social/SocialAgentRouteStates";

export const Route = createFileRoute("/_app/add-service/(social)/view-social-content/$id")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  validateSearch: parseSocialContentSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const { page, limit } = resolvePage(deps);
    void context.queryClient.prefetchQuery(socialContentsQueryOptions(params.id, page, limit, deps.search, deps.status));
    await context.queryClient.ensureQueryData(socialAgentQueryOptions(params.id));
  },
  component: ViewSocialContentPage,
  // Not split out with the page: it shows while the page loads, so it must not bring social code along.
  pendingComponent: () => <PageLoading label="Loading the social media agent…" />,
  errorComponent: ({ error }) => <SocialAgentError error={error} title="Generated Videos" />,
});

function ViewSocialContentPage() {
  const { id } = Route.useParams();
  const { data: agent } = useSuspenseQuery(socialAgentQueryOptions(id));
  const filtering = useFilteredList(Route.useSearch(), Route.useNavigate());
  return (
    <>
      <PageHeader
        title={agent.name}
        description={`Videos narrated by ${agent.voice_name} from ${agent.blog_name}.`}
        actions={
          <>
            <BackToSocialAgents />
            <Link to="/add-service/generate-social-content/$id" params={{ id: agent.bot_id }} className="btn btn-primary">
              Generate Content
            </Link>
          </>
        }
      />
      <SocialContentListCard key={agent.bot_id} agent={agent} filtering={filtering} />
    </>
  );
}
