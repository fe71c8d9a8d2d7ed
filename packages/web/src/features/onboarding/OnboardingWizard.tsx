import type { DomainSummary, OnboardingConfiguration } from "@sitecrew/core/site/schema";
import { useCallback, useEffect, useRef, useState } from "react";
import { useConnectionCheck } from "./use-connection-check";
import { useOnboardDomain } from "./use-onboard-domain";
import { displayDomain } from "../domains/domains";
import { type ConfigValues, configValuesOf } from "./onboarding-config";
import { type OnboardingStep, pause, SAVE_DELAY_MS } from "./onboarding";
import { ConnectionStep } from "./ConnectionStep";
import { DomainStep } from "./DomainStep";
import { LicenseStep } from "./LicenseStep";
import { OnboardingConfigForm } from "./OnboardingConfigForm";
import { SetupComplete } from "./SetupComplete";
import { StepIndicator } from "./StepIndicator";
import { StepPanel } from "./StepPanel";
import "./onboarding.css";

/** Where the wizard opens: a new domain at step 1, or a returning one at its step with what it has saved. */
export interface WizardStart {
  step: OnboardingStep;
  domain: DomainSummary | null;
  config?: ConfigValues;
}

const FRESH_START: WizardStart = { step: 1, domain: null };

export function OnboardingWizard({ start = FRESH_START }: { start?: WizardStart }) {
  const [step, setStep] = useState<OnboardingStep | "done">(start.step);
  const [domainName, setDomainName] = useState(start.domain?.domain_name ?? "");
  const [domain, setDomain] = useState(start.domain);
  const [saved, setSaved] = useState<OnboardingConfiguration | null>(null);
  const onboard = useOnboardDomain();
  const markConnected = useCallback(() => setDomain((current) => current && { ...current, is_valid: true }), []);
  const connection = useConnectionCheck(markConnected);

  // Each new step's heading takes focus, so keyboard and screen reader users start at the top of it.
  const root = useRef<HTMLDivElement>(null);
  const focusedStep = useRef(step);
  useEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    root.current?.querySelector<HTMLElement>("[data-step-heading]")?.focus();
  }, [step]);

  async function onConfigSaved(config: OnboardingConfiguration) {
    // Once the plugin is connected, the site sync starts right away; its outcome shows on the summary.
    if (domain?.is_valid) onboard.mutate(domain.id);
    await pause(SAVE_DELAY_MS);
    setSaved(config);
    setStep("done");
  }

  let panel;
  if (step === 1) {
    panel = (
      <DomainStep
        initial={domainName ? displayDomain(domainName) : ""}
        onNext={(name) => {
          setDomainName(name);
          setStep(2);
        }}
      />
    );
  } else if (step === 2) {
    panel = <LicenseStep domainName={domainName} domain={domain} onCreated={setDomain} onBack={() => setStep(1)} onNext={() => setStep(3)} />;
  } else if (step === 3 && domain) {
    panel = (
      <ConnectionStep state={connection.state} onCheck={() => void connection.check(domain.license_key)} onBack={() => setStep(2)} onNext={() => setStep(4)} />
    );
  } else if (step === 4 && domain) {
    panel = (
      <StepPanel step={4} title="Global configuration">
        <p className="muted">Tell the agents about {displayDomain(domain.domain_name)}. Every field is required.</p>
        <OnboardingConfigForm domainId={domain.id} initial={start.config ?? configValuesOf()} onSaved={onConfigSaved} />
      </StepPanel>
    );
  } else if (step === "done" && domain && saved) {
    panel = <SetupComplete domainId={domain.id} config={saved} onboard={onboard} />;
  }

  return (
    <div className="onboarding" ref={root}>
      <StepIndicator current={step === "done" ? 5 : step} />
      {panel}
    </div>
  );
}
