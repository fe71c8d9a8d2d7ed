import type { DomainItem } from "../site/view";

/** The name the owner gave the site at onboarding; the WordPress title only when none was given. */
export const siteNameOf = (domain: DomainItem) => domain.websiteName || domain.siteName || domain.domainName;
