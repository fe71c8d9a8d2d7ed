import type { OnboardingConfiguration } from "@sitecrew/core/site/schema";
import { api } from "../../lib/api";
import type { OnboardingConfigInput } from "./onboarding-config";

/** Creates or replaces the domain's global configuration. */
export const saveOnboarding = (userDomainId: string, config: OnboardingConfigInput) =>
  api<{ data: OnboardingConfiguration }>("/onboarding", { json: { userDomainId, ...config } }).then((answer) => answer.data);
