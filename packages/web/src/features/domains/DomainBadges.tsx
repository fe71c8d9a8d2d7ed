import { ONBOARDING_STATUS_LABELS, onboardingStatus } from "../onboarding/onboarding";
import "./domains.css";

const STATUS_TONES = { setup_not_completed: "badge-neutral", pending: "badge-warning", onboarded: "badge-success" } as const;

/** 'waiting to connect' until the plugin has connected with the key, then where onboarding stands. */
export function DomainBadges({ domain }: { domain: { is_valid: boolean | null; is_onboard: boolean } }) {
  const status = onboardingStatus(domain);
  return (
    <span className="badge-row">
      {!domain.is_valid && <span className="badge badge-warning">waiting to connect</span>}
      <span className={`badge ${STATUS_TONES[status]}`} data-testid="onboarding-status">
        {ONBOARDING_STATUS_LABELS[status]}
      </span>
    </span>
  );
}
