import { createFileRoute } from "@tanstack/react-router";
import { SetupPending } from "../../components/ui/SetupPending";

export const Route = createFileRoute("/_app/topup")({
  component: () => (
    <SetupPending title="Top Up Credits" description="Add credits for your agents to spend." icon="coins">
      Soon you will buy credits here with a secure card payment; they appear in your balance as soon as the payment
      clears.
    </SetupPending>
  ),
});
