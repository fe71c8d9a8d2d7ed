import { createFileRoute } from "@tanstack/react-router";
import { SetupPending } from "../../components/ui/SetupPending";

export const Route = createFileRoute("/_app/manage-services")({
  component: () => (
    <SetupPending title="Manage Services" description="Every agent running on the selected domain." icon="layers">
      Soon you will search, filter and open the agents you have added, with their status and creation date.
    </SetupPending>
  ),
});
