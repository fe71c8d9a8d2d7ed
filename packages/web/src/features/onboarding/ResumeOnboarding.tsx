import { useSuspenseQuery } from "@tanstack/react-query";
import { resumeStep } from "./onboarding";
import { configValuesOf } from "./onboarding-config";
import { domainQueryOptions } from "../domains/domain-queries";
import { OnboardingWizard } from "./OnboardingWizard";

/** /onboarding?domain={id}: picks the setup up where the domain left it; the route's loader has read the domain. */
export function ResumeOnboarding({ domainId }: { domainId: string }) {
  const { data } = useSuspenseQuery(domainQueryOptions(domainId));
  // The wizard takes `start` once and keeps its own state, so later refetches of the domain do not restart it.
  return (
    <OnboardingWizard
      start={{
        step: resumeStep(data),
        domain: data,
        config: data.has_configuration ? configValuesOf(data) : undefined,
      }}
    />
  );
}
