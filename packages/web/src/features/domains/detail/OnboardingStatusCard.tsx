import type { DomainDetails } from "@sitecrew/core/site/schema";
import { Link } from "@tanstack/react-router";
import { useOnboardDomain } from "../../onboarding/use-onboard-domain";
import { ONBOARDING_STATUS_LABELS, onboardingStatus } from "../../onboarding/onboarding";
import { OnboardAction } from "../OnboardAction";
import { Card } from "../../../components/ui/Card";
import type { ReactNode } from "react";

export function OnboardingStatusCard({ domain }: { domain: DomainDetails }) {
  const status = onboardingStatus(domain);
  const onboard = useOnboardDomain();
  return (
    <Card title="Onboarding">
      <div className="stack" data-testid="onboarding-state">
        <h3 className="section-title">{ONBOARDING_STATUS_LABELS[status]}</h3>
        {status === "setup_not_completed" && (
          <ToOnboarding domainId={domain.id} label="Continue setup">
            The plugin has not connected with this domain&apos;s key yet. Install it, paste the key and press Connect, then check the connection.
          </ToOnboarding>
        )}
        {status === "pending" && domain.has_configuration && (
          <>
            <p className="muted">The plugin is connected. Start onboarding to sync the site&apos;s details with SiteCrew.</p>
            <OnboardAction domainId={domain.id} onboard={onboard} />
          </>
        )}
        {status === "pending" && !domain.has_configuration && (
          <ToOnboarding domainId={domain.id} label="Complete configuration">
            The plugin is connected. Onboarding needs the website configuration (niche, audience, keywords and categories) that the agents work from: complete
            it first.
          </ToOnboarding>
        )}
        {status === "onboarded" &&
          (onboard.isSuccess ? (
            <OnboardAction domainId={domain.id} onboard={onboard} />
          ) : (
            <p className="muted">The site is synced; its agents work from the configuration below.</p>
          ))}
      </div>
    </Card>
  );
}

/** What is missing before onboarding, and the link to the wizard step that does it. */
function ToOnboarding({ domainId, label, children }: { domainId: string; label: string; children: ReactNode }) {
  return (
    <>
      <p className="muted">{children}</p>
      <div className="button-row">
        <Link to="/onboarding" search={{ domain: domainId }} className="btn btn-primary">
          {label}
        </Link>
      </div>
    </>
  );
}
