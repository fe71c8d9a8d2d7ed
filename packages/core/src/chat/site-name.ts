import type { DomainItem } from "../site/view";

/**
 * The site as visitors know it, in the chat's intro, refusals and contact offer: the website name
 * the owner gave at onboarding, else the name WordPress reported, else the domain.
 */
export const websiteNameOf = (domain: Pick<DomainItem, "websiteName" | "siteName" | "siteKey">) =>
  domain.websiteName?.trim() || domain.siteName?.trim() || domain.siteKey;
