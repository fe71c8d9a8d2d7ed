import type { CreatedDomain, DomainSummary, OnboardingConfiguration } from "@sitecrew/core/site/schema";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useConnectionCheck } from "./use-connection-check";
import { useOnboardDomain } from "./use-onboard-domain";
import { displayDomain, domainAddress } from "../domains/domains";
import { domainQueryOptions } from "../domains/domain-queries";
import { type ConfigValues, configValuesOf } from "./onboarding-config";
import { continueLabel, type OnboardingStep, pause, SAVE_DELAY_MS } from "./onboarding";
import { ConnectionStep } from "./ConnectionStep";
import { DomainStep } from "./DomainStep";
import { LicenseStep } from "./LicenseStep";
import { OnboardingConfigForm } from "./OnboardingConfigForm";
import { SetupComplete } from "./SetupComplete";
import { StepIndicator } from "./StepIndicator";
import { StepPanel } from "./StepPanel";
import { UnfinishedDomains } from "./UnfinishedDomains";
import { Callout } from "../../components/ui/Callout";
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
  const [config, setConfig] = useState(start.config);
  /** The address typed at step 1 was in the account already, unfinished: its setup continues. */
  const [resumed, setResumed] = useState(false);
  const queryClient = useQueryClient();
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

  async function onCreated(created: CreatedDomain) {
    if (created.resumed && created.onboarding_step === 4) {
      // A connected domain continues at its configuration, with what it has saved.
      const detail = await queryClient.fetchQuery(domainQueryOptions(created.id)).catch(() => null);
      if (detail?.has_configuration) setConfig(configValuesOf(detail));
    }
    setDomain(created);
    setResumed(created.resumed);
    setStep(created.onboarding_step);
  }

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
    panel = <LicenseStep domainName={domainName} domain={domain} onCreated={onCreated} onBack={() => setStep(1)} onNext={() => setStep(3)} />;
  } else if (step === 3 && domain) {
    panel = (
      <ConnectionStep state={connection.state} onCheck={() => void connection.check(domain.license_key)} onBack={() => setStep(2)} onNext={() => setStep(4)} />
    );
  } else if (step === 4 && domain) {
    panel = (
      <StepPanel step={4} title="Global configuration">
        <p className="muted">Tell the agents about {domainAddress(domain)}. Every field is required.</p>
        <OnboardingConfigForm domainId={domain.id} initial={config ?? configValuesOf()} onSaved={onConfigSaved} />
      </StepPanel>
    );
  } else if (step === "done" && domain && saved) {
    panel = <SetupComplete domainId={domain.id} config={saved} onboard={onboard} />;
  }

  return (
    <div className="onboarding" ref={root}>
      <StepIndicator current={step === "done" ? 5 : step} />
      {step === 1 && !domain && <UnfinishedDomains />}
      {resumed && domain && step !== "done" && (
        <div role="status">
          <Callout tone="info" title={continueLabel(domain.domain_name)}>
            {domainAddress(domain)} is already in your account, so its setup continues where it stopped.
          </Callout>
        </div>
      )}
      {panel}
    </div>
  );
}
