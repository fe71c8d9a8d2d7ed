import { Link } from "@tanstack/react-router";
import { PageHeader } from "../../components/ui/PageHeader";
import { RouteError } from "../../components/ui/RouteStates";
import { FETCH_FAILED_MESSAGE } from "./chat-form";

/** The way back from one agent's pages to the list. */
export function BackToChatAgents() {
  return (
    <Link to="/add-service/manage-chat-agent" className="btn btn-secondary">
      Back to Chat Agents
    </Link>
  );
}

/** One agent's page when the agent could not be read: the spec's failure, or not found for a deleted or foreign id. */
export function ChatAgentError({ error, title }: { error: unknown; title: string }) {
  return (
    <RouteError
      error={error}
      texts={{
        header: <PageHeader title={title} actions={<BackToChatAgents />} />,
        errorTitle: FETCH_FAILED_MESSAGE,
        notFound: { title: "Chat agent not found", body: <p>This chat agent is not in your account. It may have been deleted.</p> },
      }}
    />
  );
}
