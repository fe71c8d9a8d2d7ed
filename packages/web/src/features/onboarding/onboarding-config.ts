import { ConfigurationInput, type DomainDetails } from "@sitecrew/core/site/schema";
import * as v from "valibot";

export const SAVE_CONFIG_FAILED_MESSAGE = "Failed to create onboard data.";
/** The spec asks for exactly three of each suggestion. */
const SUGGESTION_COUNT = 3;

/** The global configuration as POST /onboarding takes it, less the domain id the form does not ask for. */
export const OnboardingConfigSchema = v.omit(ConfigurationInput, ["userDomainId"]);

export type OnboardingConfigInput = v.InferOutput<typeof OnboardingConfigSchema>;

interface ConfigField {
  /** The field's dot path in the payload, which is also the key of its error in `fields`. */
  name: string;
  label: string;
  multiline?: boolean;
}

const numbered = (path: string, label: string): ConfigField[] =>
  Array.from({ length: SUGGESTION_COUNT }, (_, i) => ({ name: `${path}.${i}`, label: `${label} ${i + 1}` }));

export const CONFIG_GROUPS: { legend: string; fields: ConfigField[] }[] = [
  {
    legend: "About the website",
    fields: [
      { name: "websiteName", label: "Website Name" },
      { name: "websiteNiche", label: "Website Niche" },
      { name: "targetAudience", label: "Target Audience" },
      { name: "websiteDescription.purpose", label: "Purpose", multiline: true },
    ],
  },
  { legend: "Strong Features & Benefits", fields: numbered("websiteDescription.strongFeaturesAndBenefits", "Feature") },
  { legend: "Blog Keywords", fields: numbered("blogSuggestions.keywords", "Keyword") },
  { legend: "Blog Categories", fields: numbered("blogSuggestions.categories", "Category") },
];

/** The form's values, one string per field name. */
export type ConfigValues = Record<string, string>;

/** What a domain already has saved, as GET /domain/{id} returns it. */
export type SavedConfiguration = Pick<DomainDetails, "website_name" | "website_niche" | "target_audience" | "purpose" | "features" | "keywords" | "categories">;

const listValues = (path: string, items: string[] | undefined): ConfigValues =>
  Object.fromEntries(Array.from({ length: SUGGESTION_COUNT }, (_, i) => [`${path}.${i}`, items?.[i] ?? ""]));

/** The form's starting values: the saved configuration (or what the site says about itself), blanks where it has nothing. */
export function configValuesOf(saved?: Partial<SavedConfiguration> | null): ConfigValues {
  return {
    websiteName: saved?.website_name ?? "",
    websiteNiche: saved?.website_niche ?? "",
    targetAudience: saved?.target_audience ?? "",
    "websiteDescription.purpose": saved?.purpose ?? "",
    ...listValues("websiteDescription.strongFeaturesAndBenefits", saved?.features),
    ...listValues("blogSuggestions.keywords", saved?.keywords),
    ...listValues("blogSuggestions.categories", saved?.categories),
  };
}

/** The site's answers for the fields still empty: what the owner typed or saved is never replaced. */
export function emptyFieldsFrom(values: ConfigValues, fromSite: ConfigValues): ConfigValues {
  return Object.fromEntries(Object.entries(fromSite).filter(([name, value]) => value.trim() !== "" && !values[name]?.trim()));
}

/** True when some field is still to be filled in. */
export const hasEmptyField = (values: ConfigValues) => Object.values(values).some((value) => !value.trim());

const listOf = (values: ConfigValues, path: string) => Array.from({ length: SUGGESTION_COUNT }, (_, i) => values[`${path}.${i}`] ?? "");

/** The payload shape, before validation. */
export function configInputOf(values: ConfigValues): unknown {
  return {
    websiteName: values.websiteName ?? "",
    websiteNiche: values.websiteNiche ?? "",
    targetAudience: values.targetAudience ?? "",
    websiteDescription: {
      purpose: values["websiteDescription.purpose"] ?? "",
      strongFeaturesAndBenefits: listOf(values, "websiteDescription.strongFeaturesAndBenefits"),
    },
    blogSuggestions: {
      keywords: listOf(values, "blogSuggestions.keywords"),
      categories: listOf(values, "blogSuggestions.categories"),
    },
  };
}
