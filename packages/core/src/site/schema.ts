import * as v from "valibot";
import { PageFields } from "../util/page";
import { flattenedLine, singleLine } from "../util/text";
import { DomainNameSchema } from "./domain-name";
import type { OnboardingStep } from "./onboarding-step";

export { DomainNameSchema } from "./domain-name";
export { onboardingStep, type OnboardingStep } from "./onboarding-step";

export const DomainId = v.pipe(v.string("Domain not found"), v.trim(), v.regex(/^dom_[0-9a-z]{26}$/, "Domain not found"));

export const CreateDomainInput = v.object({ domain_name: DomainNameSchema });

export const DomainListInput = v.object({
  ...PageFields,
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(253, "search is too long")), ""),
});

/** Any text: an unknown or malformed id answers 404 like another user's. */
export const RegenerateLicenseInput = v.object({ domain_id: v.optional(v.string(), "") });

export const LicenseKeyInput = v.object({
  license_key: v.pipe(v.string("Please enter the licence key"), v.trim(), v.nonEmpty("Please enter the licence key"), v.maxLength(200)),
});

// Missing fields default to empty, so they are reported with the same message as blank ones.
const required = (label: string, max = 200) =>
  v.pipe(
    v.optional(v.string(`${label} is required`), ""),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

const three = (label: string) =>
  v.pipe(
    v.optional(v.array(required(label, 120), `Exactly 3 ${label.toLowerCase()}s are required`), []),
    v.length(3, `Exactly 3 ${label.toLowerCase()}s are required`),
  );

/** The global configuration from onboarding; every field is required. */
export const ConfigurationInput = v.object({
  userDomainId: DomainId,
  // The owner's answers to visitors are mailed under this name, and the owner's lead mail names it in the subject.
  websiteName: v.pipe(required("Website name"), singleLine("Website name")),
  websiteNiche: required("Website niche"),
  targetAudience: required("Target audience", 500),
  websiteDescription: v.optional(
    v.object({ purpose: required("Purpose", 2000), strongFeaturesAndBenefits: three("Feature") }, "Website description is required"),
    {},
  ),
  blogSuggestions: v.optional(v.object({ keywords: three("Keyword"), categories: three("Category") }, "Blog suggestions are required"), {}),
});

export type Configuration = v.InferOutput<typeof ConfigurationInput>;

/** What the plugin sends to connect; the licence key is its credential. */
export const ConnectInput = v.object({
  ...LicenseKeyInput.entries,
  site_url: v.pipe(v.string("site_url is required"), v.trim(), v.url("site_url must be a URL"), v.maxLength(2000)),
  rest_url: v.pipe(v.string("rest_url is required"), v.trim(), v.url("rest_url must be a URL"), v.maxLength(2000)),
  // WordPress's name for the site stands in for a website name never given, in mail headers too.
  site_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200), v.transform(flattenedLine)), ""),
  plugin_version: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40)), ""),
  wordpress_version: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40)), ""),
});

/** A domain as lists and licence calls return it (the spec's Domain). */
export interface DomainSummary {
  id: string;
  domain_name: string;
  is_valid: boolean;
  is_onboard: boolean;
  license_key: string;
  /** Where the site answers (its home URL with scheme and port, as the plugin reported it); null until it connects. */
  site_url: string | null;
  created_at: string;
  updated_at: string;
}

/** POST /license/create: the new domain, or the unfinished one already claiming the site, with the step its setup is at. */
export interface CreatedDomain extends DomainSummary {
  /** True when the site was already in the account and its setup continues instead. */
  resumed: boolean;
  onboarding_step: OnboardingStep;
}

/** GET /onboarding: a domain whose setup was left unfinished, and the step it reached. */
export interface UnfinishedDomain {
  id: string;
  domain_name: string;
  is_valid: boolean;
  onboarding_step: OnboardingStep;
  created_at: string;
}

/** A row of GET /domain: the domain and its total number of services. */
export interface DomainListItem extends DomainSummary {
  service_count: number;
}

/** What the plugin reported about the site; counts arrive with onboarding. */
export interface ConnectedSite {
  name: string;
  url: string;
  last_contact_at: string | null;
  counts: { posts: number; pages: number; categories: number } | null;
}

/** GET /domain/{id}: the spec's domain detail plus the connected site. */
export interface DomainDetails extends DomainSummary {
  has_configuration: boolean;
  website_name: string;
  website_niche: string;
  target_audience: string;
  purpose: string;
  features: string[];
  categories: string[];
  keywords: string[];
  /** Null until the plugin has connected. */
  site: ConnectedSite | null;
}

/** The global configuration as POST /onboarding and GET /onboarding/{id} return it. */
export interface OnboardingConfiguration {
  userDomainId: string;
  websiteName: string;
  websiteNiche: string;
  targetAudience: string;
  websiteDescription: { purpose: string; strongFeaturesAndBenefits: string[] };
  blogSuggestions: { keywords: string[]; categories: string[] };
  updated_at: string | null;
}
