/** The wizard's steps: 1 the address, 2 the licence key, 3 the plugin's connection, 4 the configuration. */
export type OnboardingStep = 1 | 2 | 3 | 4;

interface DomainFlags {
  is_valid: boolean | null;
  is_onboard?: boolean;
}

/**
 * Where an unfinished domain's setup picks up: it has a key, so at least step 2 (its key, then the connection check);
 * a connected plugin skips to the configuration.
 */
export function onboardingStep(domain: DomainFlags): OnboardingStep {
  return domain.is_valid ? 4 : 2;
}

/** Onboarded is final (the spec): a regenerated key or a plugin let go does not make the setup unfinished again. */
export const setupFinished = (domain: DomainFlags) => domain.is_onboard === true;
