import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { PageLoading } from "../../../../components/ui/PageLoading";
import { BackToChatAgents, ChatAgentError } from "../../../../features/chat/ChatAgentRouteStates";
import { chatAgentQueryOptions } from "../../../../features/chat/chat-queries";
import { EditChatAgentView } from "../../../../features/chat/EditChatAgentView";

export const Route = createFileRoute("/_app/add-service/(chat)/edit-chat-agent/$agentId")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(chatAgentQueryOptions(params.agentId)),
  component: EditChatAgentPage,
  // Not split out with the page: it shows while the page loads, so it must not bring chat code along.
  pendingComponent: () => <PageLoading label="Loading the chat agent…" />,
  errorComponent: ({ error }) => <ChatAgentError error={error} title="Edit Chat Agent" />,
});

function EditChatAgentPage() {
  const { agentId } = Route.useParams();
  const { data: agent } = useSuspenseQuery(chatAgentQueryOptions(agentId));
  return (
    <>
      <PageHeader title="Edit Chat Agent" description={agent.name} actions={<BackToChatAgents />} />
      <EditChatAgentView key={agent.bot_id} agent={agent} />
    </>
  );
}
