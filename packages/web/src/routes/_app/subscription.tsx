import { createFileRoute } from "@tanstack/react-router";
import { SetupPending } from "../../components/ui/SetupPending";

export const Route = createFileRoute("/_app/subscription")({
  component: () => (
    <SetupPending title="Subscription & Billing" description="Your plan, invoices and payment details." icon="card">
      Soon you will compare plans and review your billing here. Your credits balance is always shown in the header.
    </SetupPending>
  ),
});
