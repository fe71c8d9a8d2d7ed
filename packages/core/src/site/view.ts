import type { EntityItem } from "electrodb";
import type { DomainEntity } from "./domain.entity";
import type { DomainDetails, DomainSummary, OnboardingConfiguration } from "./schema";

export type DomainItem = EntityItem<typeof DomainEntity>;

const iso = (time: number | undefined) => (time ? new Date(time).toISOString() : null);

/** A domain as lists show it (the spec's Domain). */
export function domainView(item: DomainItem): DomainSummary {
  return {
    id: item.domainId,
    domain_name: item.domainName,
    is_valid: item.isValid,
    is_onboard: item.isOnboard,
    license_key: item.licenseKey,
    site_url: item.siteUrl ?? null,
    created_at: iso(item.createdAt)!,
    updated_at: iso(item.updatedAt)!,
  };
}

/** The global configuration in the shape it was posted. */
export function configurationView(item: DomainItem): OnboardingConfiguration {
  return {
    userDomainId: item.domainId,
    websiteName: item.websiteName ?? "",
    websiteNiche: item.websiteNiche ?? "",
    targetAudience: item.targetAudience ?? "",
    websiteDescription: { purpose: item.purpose ?? "", strongFeaturesAndBenefits: item.features ?? [] },
    blogSuggestions: { keywords: item.keywords ?? [], categories: item.categories ?? [] },
    updated_at: iso(item.configuredAt),
  };
}

/** A domain's detail page: the spec's fields plus what the plugin connection reported. */
export function domainDetailView(item: DomainItem): DomainDetails {
  return {
    ...domainView(item),
    has_configuration: Boolean(item.configuredAt),
    website_name: item.websiteName ?? "",
    website_niche: item.websiteNiche ?? "",
    target_audience: item.targetAudience ?? "",
    purpose: item.purpose ?? "",
    features: item.features ?? [],
    categories: item.categories ?? [],
    keywords: item.keywords ?? [],
    site: item.siteUrl
      ? {
          name: item.siteName ?? "",
          url: item.siteUrl,
          last_contact_at: iso(item.lastContactAt),
          counts: item.postCount === undefined ? null : { posts: item.postCount, pages: item.pageCount ?? 0, categories: item.categoryCount ?? 0 },
        }
      : null,
  };
}
