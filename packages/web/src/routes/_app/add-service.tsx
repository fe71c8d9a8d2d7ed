import { createFileRoute } from "@tanstack/react-router";
import { SetupPending } from "../../components/ui/SetupPending";

export const Route = createFileRoute("/_app/add-service")({
  component: () => (
    <SetupPending title="Add Service" description="Put a content agent to work on the selected domain." icon="sparkles">
      Soon you will pick a blog agent, a social media agent, a chat agent, a blog optimization agent or the website SEO
      auditor here.
    </SetupPending>
  ),
});
