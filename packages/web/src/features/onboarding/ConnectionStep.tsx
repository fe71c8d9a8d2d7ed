import {
  canCheckConnection,
  CHECK_DOMAIN_FAILED_MESSAGE,
  CONNECTION_FAILED_MESSAGE,
  type ConnectionCheck,
  MAX_CONNECTION_ATTEMPTS,
  showCheckButton,
} from "./onboarding";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { Spinner } from "../../components/ui/Spinner";
import { StepPanel } from "./StepPanel";

interface ConnectionStepProps {
  state: ConnectionCheck;
  onCheck: () => void;
  onBack: () => void;
  onNext: () => void;
}

export function ConnectionStep({ state, onCheck, onBack, onNext }: ConnectionStepProps) {
  const outOfAttempts = !canCheckConnection(state) && state.status === "failure";
  return (
    <StepPanel step={3} title="Connect the plugin">
      <p className="muted">After pressing Connect in the plugin&apos;s settings, check that SiteCrew can reach your site.</p>
      <div aria-live="polite" className="stack">
        {state.status === "loading" && <Spinner label="Checking the connection…" />}
        {state.status === "success" && (
          <Callout tone="success" title="Connected">
            The plugin is connected. Continue to describe your website.
          </Callout>
        )}
        {state.status === "failure" && (
          <Callout tone="error">
            {CONNECTION_FAILED_MESSAGE}
            {state.callFailed && ` ${CHECK_DOMAIN_FAILED_MESSAGE}`}
          </Callout>
        )}
        {state.attempts > 0 && (
          <p className="muted" data-testid="connection-attempts">
            Attempt {state.attempts} of {MAX_CONNECTION_ATTEMPTS}
          </p>
        )}
      </div>
      {outOfAttempts && (
        <p className="field-hint">
          All {MAX_CONNECTION_ATTEMPTS} attempts are used. Check the plugin&apos;s settings in WordPress, then continue the setup later from the Domain Manager.
        </p>
      )}
      <div className="button-row">
        <Button variant="secondary" onClick={onBack} disabled={state.status === "loading"}>
          Back
        </Button>
        {showCheckButton(state) && (
          <Button onClick={onCheck} disabled={outOfAttempts}>
            Check Connection
          </Button>
        )}
        {state.status === "success" && <Button onClick={onNext}>Continue</Button>}
      </div>
    </StepPanel>
  );
}
