import { api } from "../lib/api";
import type { OnboardingConfigInput } from "../lib/onboarding-config";

export interface OnboardingConfig extends OnboardingConfigInput {
  userDomainId: string;
  updated_at: string;
}

/** Creates or replaces the domain's global configuration. */
export const saveOnboarding = (userDomainId: string, config: OnboardingConfigInput) =>
  api<{ data: OnboardingConfig }>("/onboarding", { json: { userDomainId, ...config } }).then((answer) => answer.data);
