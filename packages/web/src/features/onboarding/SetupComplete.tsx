import type { OnboardingConfiguration } from "@sitecrew/core/site/schema";
import { useNavigate } from "@tanstack/react-router";
import type { useOnboardDomain } from "./use-onboard-domain";
import { OnboardAction } from "../domains/OnboardAction";
import { Button } from "../../components/ui/Button";
import { DetailItem, TagsItem } from "../../components/ui/DetailList";
import "./onboarding.css";

interface SetupCompleteProps {
  domainId: string;
  config: OnboardingConfiguration;
  onboard: ReturnType<typeof useOnboardDomain>;
}

export function SetupComplete({ domainId, config, onboard }: SetupCompleteProps) {
  const navigate = useNavigate();
  return (
    <section className="card onboarding-panel" aria-labelledby="setup-complete-title">
      <h2 id="setup-complete-title" className="card-title" tabIndex={-1} data-step-heading>
        Setup Complete
      </h2>
      <p className="muted">Your website is set up. This is what its agents will work from:</p>
      <dl className="detail-list" data-testid="setup-summary">
        <DetailItem term="Website">{config.websiteName}</DetailItem>
        <DetailItem term="Niche">{config.websiteNiche}</DetailItem>
        <DetailItem term="Target Audience">{config.targetAudience}</DetailItem>
        <TagsItem term="Features" items={config.websiteDescription.strongFeaturesAndBenefits} />
        <TagsItem term="Keywords" items={config.blogSuggestions.keywords} />
        <TagsItem term="Categories" items={config.blogSuggestions.categories} />
      </dl>
      {/* The site sync runs on its own; a failure is shown with a retry but does not hold up Finish. */}
      {!onboard.isIdle && <OnboardAction domainId={domainId} onboard={onboard} />}
      <div className="button-row">
        <Button onClick={() => void navigate({ to: "/domain-manager" })}>Finish</Button>
      </div>
    </section>
  );
}
