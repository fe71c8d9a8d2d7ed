import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { PageLoading } from "../../../../components/ui/PageLoading";
import { useUrlList } from "../../../../hooks/use-url-list";
import { parsePageSearch, resolvePage } from "../../../../lib/pagination";
import { BackToChatAgents, ChatAgentError } from "../../../../features/chat/ChatAgentRouteStates";
import { chatAgentQueryOptions, conversationsQueryOptions } from "../../../../features/chat/chat-queries";
import { ConversationListCard } from "../../../../features/chat/ConversationListCard";

export const Route = createFileRoute("/_app/add-service/(chat)/chat-conversations/$agentId")({
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
  // Not split out with the page: it shows while the page loads, so it must not bring chat code along.
  pendingComponent: () => <PageLoading label="Loading the chat agent…" />,
  errorComponent: ({ error }) => <ChatAgentError error={error} title="Conversations" />,
});

function ChatConversationsPage() {
  const { agentId } = Route.useParams();
  const { data: agent } = useSuspenseQuery(chatAgentQueryOptions(agentId));
  const paging = useUrlList(Route.useSearch(), Route.useNavigate());
  return (
    <>
      <PageHeader title="Conversations" description={agent.name} actions={<BackToChatAgents />} />
      <ConversationListCard agentId={agent.bot_id} paging={paging} />
    </>
  );
}
