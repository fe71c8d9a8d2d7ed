import { onboardingStep, type OnboardingStep } from "@sitecrew/core/site/schema";
import { displayDomain } from "../domains/domains";

export type { OnboardingStep };
export const ONBOARDING_STEPS = ["Domain", "License Key", "Connect Plugin", "Configuration"] as const;

export const CONNECTION_CHECK_DELAY_MS = 1500;
export const MAX_CONNECTION_ATTEMPTS = 20;
/** The pause between saving the configuration and showing 'Setup Complete'. */
export const SAVE_DELAY_MS = 1000;

export const CREATE_LICENSE_ERROR_TITLE = "Create License Key Error";
export const UNKNOWN_ERROR_MESSAGE = "An unknown error occurred.";
export const CONNECTION_FAILED_MESSAGE = "Connection Failed. Unable to verify plugin connection.";
/** The check itself could not be made (no answer, or an error from the API). */
export const CHECK_DOMAIN_FAILED_MESSAGE = "Failed to check domain.";
export const ONBOARD_DETAIL_FAILED_MESSAGE = "Failed to get onboard detail.";
export const ONBOARD_FAILED_MESSAGE = "Connection Failed - Unable to proceed onboarding, make sure the plugin configured properly";
export const DETAIL_NOT_FOUND_MESSAGE = "Onboard domain info not found...";
export const DEFAULT_PLUGIN_FILENAME = "plugin.zip";

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What resuming an unfinished setup is called, on /onboarding and in the wizard. */
export const continueLabel = (domainName: string) => `Continue setting up ${displayDomain(domainName)}`;

/** The step a setup stopped at, in words: "At step 2 of 4: License Key". */
export const stepLabel = (step: OnboardingStep) => `At step ${step} of ${ONBOARDING_STEPS.length}: ${ONBOARDING_STEPS[step - 1]}`;

type StepState = "completed" | "active" | "inactive";

/** `current` past the last step marks every step completed. */
export function stepState(step: number, current: number): StepState {
  return step < current ? "completed" : step === current ? "active" : "inactive";
}

interface DomainFlags {
  is_valid: boolean | null;
  is_onboard?: boolean;
}

/** Where a returning domain picks up, as the API reckons it. */
export const resumeStep = onboardingStep;

type OnboardingStatus = "setup_not_completed" | "pending" | "onboarded";

export const ONBOARDING_STATUS_LABELS: Record<OnboardingStatus, string> = {
  setup_not_completed: "Setup not completed",
  pending: "Pending onboarding",
  onboarded: "Onboarded",
};

/** Onboarded is final (a regenerated key does not undo it); before that, the plugin's connection decides. */
export function onboardingStatus(domain: DomainFlags): OnboardingStatus {
  if (domain.is_onboard) return "onboarded";
  return domain.is_valid ? "pending" : "setup_not_completed";
}

export interface ConnectionCheck {
  status: "none" | "loading" | "success" | "failure";
  attempts: number;
  /** The last failure was the call's, not a plugin that has not connected yet. */
  callFailed?: boolean;
}

export const INITIAL_CONNECTION_CHECK: ConnectionCheck = { status: "none", attempts: 0 };

type ConnectionEvent = "start" | "connected" | "failed" | "errored";

export function nextConnectionCheck(state: ConnectionCheck, event: ConnectionEvent): ConnectionCheck {
  switch (event) {
    case "start":
      return canCheckConnection(state) ? { status: "loading", attempts: state.attempts + 1 } : state;
    case "connected":
      return state.status === "loading" ? { ...state, status: "success" } : state;
    case "failed":
      return state.status === "loading" ? { ...state, status: "failure" } : state;
    case "errored":
      return state.status === "loading" ? { ...state, status: "failure", callFailed: true } : state;
  }
}

/** The check button shows before the first try and after a failure; it stops working after the last attempt. */
export const showCheckButton = (state: ConnectionCheck) => state.status === "none" || state.status === "failure";

export const canCheckConnection = (state: ConnectionCheck) => showCheckButton(state) && state.attempts < MAX_CONNECTION_ATTEMPTS;
