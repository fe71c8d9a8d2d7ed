import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { PageHeader } from "../../../components/ui/PageHeader";
import { PageLoading } from "../../../components/ui/PageLoading";
import { RouteError } from "../../../components/ui/RouteStates";
import { chatAgentQueryOptions } from "../../../features/chat/chat-queries";
import { FETCH_FAILED_MESSAGE } from "../../../features/chat/chat-form";
import { EditChatAgentView } from "../../../features/chat/EditChatAgentView";

export const Route = createFileRoute("/_app/add-service/edit-chat-agent/$agentId")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(chatAgentQueryOptions(params.agentId)),
  component: EditChatAgentPage,
  pendingComponent: () => <PageLoading label="Loading the chat agent…" />,
  errorComponent: ({ error }) => (
    <RouteError
      error={error}
      texts={{
        header: <PageHeader title="Edit Chat Agent" actions={backLink()} />,
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

function EditChatAgentPage() {
  const { agentId } = Route.useParams();
  const { data: agent } = useSuspenseQuery(chatAgentQueryOptions(agentId));
  return (
    <>
      <PageHeader title="Edit Chat Agent" description={agent.name} actions={backLink()} />
      <EditChatAgentView key={agent.bot_id} agent={agent} />
    </>
  );
}
