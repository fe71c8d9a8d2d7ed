import { describe, expect, it } from "vitest";
import {
  type ConnectionCheck,
  canCheckConnection,
  continueLabel,
  INITIAL_CONNECTION_CHECK,
  MAX_CONNECTION_ATTEMPTS,
  nextConnectionCheck,
  onboardingStatus,
  resumeStep,
  showCheckButton,
  stepLabel,
  stepState,
} from "./onboarding";

describe("stepState", () => {
  it("marks earlier steps completed, the current one active and later ones inactive", () => {
    expect([1, 2, 3, 4].map((step) => stepState(step, 3))).toEqual(["completed", "completed", "active", "inactive"]);
    expect([1, 2, 3, 4].map((step) => stepState(step, 5))).toEqual(["completed", "completed", "completed", "completed"]);
  });
});

describe("resumeStep", () => {
  it("resumes at the key for an unconnected domain and at the configuration for a connected one", () => {
    expect(resumeStep({ is_valid: false })).toBe(2);
    expect(resumeStep({ is_valid: null })).toBe(2);
    expect(resumeStep({ is_valid: true })).toBe(4);
  });
});

describe("an unfinished setup's offer", () => {
  it("names the domain as people read it, and the step it reached", () => {
    expect(continueLabel("https://example.com")).toBe("Continue setting up example.com");
    expect(stepLabel(2)).toBe("At step 2 of 4: License Key");
    expect(stepLabel(4)).toBe("At step 4 of 4: Configuration");
  });
});

describe("onboardingStatus", () => {
  it("follows the spec's states", () => {
    expect(onboardingStatus({ is_valid: false, is_onboard: false })).toBe("setup_not_completed");
    expect(onboardingStatus({ is_valid: null })).toBe("setup_not_completed");
    expect(onboardingStatus({ is_valid: true, is_onboard: false })).toBe("pending");
    expect(onboardingStatus({ is_valid: true, is_onboard: true })).toBe("onboarded");
  });

  it("keeps an onboarded domain onboarded after its key is regenerated", () => {
    expect(onboardingStatus({ is_valid: false, is_onboard: true })).toBe("onboarded");
  });
});

describe("connection check", () => {
  const run = (state: ConnectionCheck, outcome: "connected" | "failed") => nextConnectionCheck(nextConnectionCheck(state, "start"), outcome);

  it("counts attempts and shows the check button only before a try and after a failure", () => {
    expect(showCheckButton(INITIAL_CONNECTION_CHECK)).toBe(true);
    const loading = nextConnectionCheck(INITIAL_CONNECTION_CHECK, "start");
    expect(loading).toEqual({ status: "loading", attempts: 1 });
    expect(showCheckButton(loading)).toBe(false);
    const failed = nextConnectionCheck(loading, "failed");
    expect(failed).toEqual({ status: "failure", attempts: 1 });
    expect(showCheckButton(failed)).toBe(true);
    const connected = run(failed, "connected");
    expect(connected).toEqual({ status: "success", attempts: 2 });
    expect(showCheckButton(connected)).toBe(false);
  });

  it("marks a failure of the call itself, and forgets it on the next try", () => {
    const errored = nextConnectionCheck(nextConnectionCheck(INITIAL_CONNECTION_CHECK, "start"), "errored");
    expect(errored).toEqual({ status: "failure", attempts: 1, callFailed: true });
    expect(nextConnectionCheck(errored, "start")).toEqual({ status: "loading", attempts: 2 });
  });

  it("ignores a second start while a check runs", () => {
    const loading = nextConnectionCheck(INITIAL_CONNECTION_CHECK, "start");
    expect(nextConnectionCheck(loading, "start")).toBe(loading);
  });

  it("stops after the last attempt", () => {
    let state = INITIAL_CONNECTION_CHECK;
    for (let i = 0; i < MAX_CONNECTION_ATTEMPTS; i++) state = run(state, "failed");
    expect(state).toEqual({ status: "failure", attempts: MAX_CONNECTION_ATTEMPTS });
    expect(showCheckButton(state)).toBe(true);
    expect(canCheckConnection(state)).toBe(false);
    expect(nextConnectionCheck(state, "start")).toBe(state);
  });
});
