import { ONBOARDING_STEPS, stepState } from "./onboarding";
import { Icon } from "../../components/ui/Icon";
import "./onboarding.css";

const STATE_TEXT = { completed: "completed", active: "current step", inactive: "not started" } as const;

/** `current` past the last step shows every step completed. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <ol className="steps" aria-label="Onboarding progress">
      {ONBOARDING_STEPS.map((label, index) => {
        const step = index + 1;
        const state = stepState(step, current);
        return (
          <li key={label} className={`step step-${state}`} aria-current={state === "active" ? "step" : undefined}>
            <span className="step-marker" aria-hidden="true">
              {state === "completed" ? <Icon name="check" size={16} /> : step}
            </span>
            <span className="step-label">{label}</span>
            <span className="visually-hidden">, {STATE_TEXT[state]}</span>
          </li>
        );
      })}
    </ol>
  );
}
