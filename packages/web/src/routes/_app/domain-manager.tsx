import { createFileRoute } from "@tanstack/react-router";
import { SetupPending } from "../../components/ui/SetupPending";

export const Route = createFileRoute("/_app/domain-manager")({
  component: () => (
    <SetupPending title="Domains" description="The websites connected to your account." icon="globe">
      Soon you will add your websites here, see which are connected, and choose the one every page works on.
    </SetupPending>
  ),
});
