import { describe, expect, it } from "vitest";
import { onboardingStep, setupFinished } from "./onboarding-step";

describe("onboardingStep", () => {
  it("resumes at the key until the plugin connects, then at the configuration", () => {
    expect(onboardingStep({ is_valid: false })).toBe(2);
    expect(onboardingStep({ is_valid: null })).toBe(2);
    expect(onboardingStep({ is_valid: true })).toBe(4);
  });
});

describe("setupFinished", () => {
  it("is onboarded, which stays final after the key is regenerated", () => {
    expect(setupFinished({ is_valid: true, is_onboard: false })).toBe(false);
    expect(setupFinished({ is_valid: false })).toBe(false);
    expect(setupFinished({ is_valid: true, is_onboard: true })).toBe(true);
    expect(setupFinished({ is_valid: false, is_onboard: true })).toBe(true);
  });
});
