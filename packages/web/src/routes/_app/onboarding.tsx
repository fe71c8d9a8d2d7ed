import { createFileRoute } from "@tanstack/react-router";
import { SetupPending } from "../../components/ui/SetupPending";

export const Route = createFileRoute("/_app/onboarding")({
  component: () => (
    <SetupPending title="Add a domain" description="Connect a WordPress site in four steps." icon="plus">
      Soon this guide will give you a licence key and the WordPress plugin, check the connection, and collect your
      site&apos;s niche, audience and keywords.
    </SetupPending>
  ),
});
