import { Link } from "@tanstack/react-router";
import { PageHeader } from "../../components/ui/PageHeader";
import { RouteError } from "../../components/ui/RouteStates";
import { FETCH_AGENT_FAILED_MESSAGE } from "./social-messages";

/** The way back from one agent's pages to the list. */
export function BackToSocialAgents() {
  return (
    <Link to="/add-service/manage-social-media-agent" className="btn btn-secondary">
      Back to Social Agents
    </Link>
  );
}

/** One agent's page when the agent could not be read: the failure, or not found for a deleted or foreign id. */
export function SocialAgentError({ error, title }: { error: unknown; title: string }) {
  return (
    <RouteError
      error={error}
      texts={{
        header: <PageHeader title={title} actions={<BackToSocialAgents />} />,
        errorTitle: FETCH_AGENT_FAILED_MESSAGE,
        notFound: { title: "Social agent not found", body: <p>This social media agent is not in your account. It may have been deleted.</p> },
      }}
    />
  );
}
