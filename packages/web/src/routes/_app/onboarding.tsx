import { createFileRoute } from "@tanstack/react-router";
import { OnboardingWizard } from "../../components/onboarding/OnboardingWizard";
import { ResumeOnboarding } from "../../components/onboarding/ResumeOnboarding";
import { PageHeader } from "../../components/ui/PageHeader";

interface OnboardingSearch {
  /** A domain whose setup was left unfinished. */
  domain?: string;
}

export const Route = createFileRoute("/_app/onboarding")({
  validateSearch: (search: Record<string, unknown>): OnboardingSearch => ({
    domain: typeof search.domain === "string" && search.domain.trim() ? search.domain.trim() : undefined,
  }),
  component: OnboardingPage,
});

function OnboardingPage() {
  const { domain } = Route.useSearch();
  return (
    <>
      <PageHeader title="Add a domain" description="Connect a WordPress site in four steps." />
      {/* Keyed, so following "Add Domain" or another domain's link starts that setup afresh. */}
      {domain ? <ResumeOnboarding key={domain} domainId={domain} /> : <OnboardingWizard key="new" />}
    </>
  );
}
