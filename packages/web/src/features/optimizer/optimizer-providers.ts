import { OPTIMIZATION_PROVIDERS } from "@sitecrew/core/optimize/schema";

export type Provider = (typeof OPTIMIZATION_PROVIDERS)[number];

const PROVIDER_TEXTS: Record<Provider, { label: string; description: string }> = {
  yoast: {
    label: "Yoast",
    description: "Yoast SEO's own assessments: keyphrase in the title, introduction, subheadings and meta description, text length, links and readability.",
  },
  rankmath: {
    label: "RankMath",
    description:
      "SiteCrew's scoring after Rank Math's published content tests (not Rank Math itself): focus keyword placement, content length, keyword in subheadings and image alt text, links and short paragraphs.",
  },
  semrush: {
    label: "SEMrush",
    description:
      "SiteCrew's scoring after the Semrush SEO Writing Assistant's published checks (not Semrush itself): readability, text length, keywords in the title, meta and text, an H1, alt text and long sentences.",
  },
};

/** The scoring profiles a rewrite is judged by, in the server's order; Yoast is the default. */
export const PROVIDERS = OPTIMIZATION_PROVIDERS.map((value) => ({ value, ...PROVIDER_TEXTS[value] }));

export const DEFAULT_PROVIDER: Provider = "yoast";

export const providerOf = (value: string) => PROVIDERS.find((provider) => provider.value === value);

/** The provider's name as the list shows it; an unknown one reads as sent. */
export const providerLabel = (value: string): string => providerOf(value)?.label ?? value;
