import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { PageHeader } from "../../../components/ui/PageHeader";
import { PageLoading } from "../../../components/ui/PageLoading";
import { RouteError } from "../../../components/ui/RouteStates";
import { useUrlList } from "../../../hooks/use-url-list";
import { parsePageSearch, resolvePage } from "../../../lib/pagination";
import { chatAgentQueryOptions, conversationsQueryOptions } from "../../../features/chat/chat-queries";
import { FETCH_FAILED_MESSAGE } from "../../../features/chat/chat-form";
import { ConversationListCard } from "../../../features/chat/ConversationListCard";

export const Route = createFileRoute("/_app/add-service/chat-conversations/$agentId")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const { page, limit } = resolvePage(deps);
    void context.queryClient.prefetchQuery(conversationsQueryOptions(params.agentId, page, limit));
    await context.queryClient.ensureQueryData(chatAgentQueryOptions(params.agentId));
  },
  component: ChatConversationsPage,
  pendingComponent: () => <PageLoading label="Loading the chat agent…" />,
  errorComponent: ({ error }) => (
    <RouteError
      error={error}
      texts={{
        header: <PageHeader title="Conversations" actions={backLink()} />,
        errorTitle: FETCH_FAILED_MESSAGE,
        notFound: { title: "Chat agent not found", body: <p>This chat agent is not in your account. It may have been deleted.</p> },
      }}
    />
  ),
});

function backLink() {
  return (
    <Link to="/add-service/manage-chat-agent" className="btn btn-secondary">
      Back to Chat Agents
    </Link>
  );
}

function ChatConversationsPage() {
  const { agentId } = Route.useParams();
  const { data: agent } = useSuspenseQuery(chatAgentQueryOptions(agentId));
  const paging = useUrlList(Route.useSearch(), Route.useNavigate());
  return (
    <>
      <PageHeader title="Conversations" description={agent.name} actions={backLink()} />
      <ConversationListCard agentId={agent.bot_id} paging={paging} />
    </>
  );
}
