import type { useOnboardDomain } from "../onboarding/use-onboard-domain";
import { messageOf } from "../../lib/api";
import { ONBOARD_FAILED_MESSAGE } from "../onboarding/onboarding";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { Spinner } from "../../components/ui/Spinner";

/** The onboarding call's states: idle (start), loading, success, failure (with retry). */
export function OnboardAction({ domainId, onboard }: { domainId: string; onboard: ReturnType<typeof useOnboardDomain> }) {
  if (onboard.isPending) return <Spinner label="Onboarding the site…" />;
  if (onboard.isSuccess) {
    return (
      <Callout tone="success" title="Onboarding complete">
        The site&apos;s details are synced and its agents can start working.
      </Callout>
    );
  }
  if (onboard.isError) {
    return (
      <div className="stack" role="alert">
        <Callout tone="error" title="Connection Failed">
          {messageOf(onboard.error, ONBOARD_FAILED_MESSAGE)}
        </Callout>
        <div className="button-row">
          <Button onClick={() => onboard.mutate(domainId)}>Retry Onboarding</Button>
        </div>
      </div>
    );
  }
  return (
    <div className="button-row">
      <Button onClick={() => onboard.mutate(domainId)}>Start Onboarding</Button>
    </div>
  );
}
