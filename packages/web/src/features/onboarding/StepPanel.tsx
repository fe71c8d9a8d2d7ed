import type { ReactNode } from "react";
import "./onboarding.css";

/**
 * One wizard step; its heading takes focus when the step opens, so screen readers start there. The heading names
 * the panel, so no title may contain an input's label (tests find step 1's input by the label "Domain").
 */
export function StepPanel({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  return (
    <section className="card onboarding-panel" aria-labelledby={`step-${step}-title`}>
      <h2 id={`step-${step}-title`} className="card-title" tabIndex={-1} data-step-heading>
        Step {step}: {title}
      </h2>
      {children}
    </section>
  );
}
