import { api, read } from "../../lib/api";
import type { OnboardingConfigInput } from "./onboarding-config";

/** Creates or replaces the domain's global configuration. */
export const saveOnboarding = (userDomainId: string, config: OnboardingConfigInput) =>
  read(api.onboarding.$post({ json: { userDomainId, ...config } })).then((answer) => answer.data);
