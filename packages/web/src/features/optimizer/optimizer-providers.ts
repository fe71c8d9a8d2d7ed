/** The scoring profiles a rewrite is judged by, in the select's order; Yoast is the default. */
export const PROVIDERS = [
  {
    value: "yoast",
    label: "Yoast",
    description: "Yoast SEO's own assessments: keyphrase in the title, introduction, subheadings and meta description, text length, links and readability.",
  },
  {
    value: "rankmath",
    label: "RankMath",
    description: "Rank Math's content tests: focus keyword placement, content length, keyword in subheadings and image alt text, links and short paragraphs.",
  },
  {
    value: "semrush",
    label: "SEMrush",
    description: "The Semrush SEO Writing Assistant's checks: readability, text length, keywords in the title, meta and text, an H1, alt text and long sentences.",
  },
] as const;

export type Provider = (typeof PROVIDERS)[number]["value"];

export const DEFAULT_PROVIDER: Provider = "yoast";

export const providerOf = (value: string) => PROVIDERS.find((provider) => provider.value === value);

/** The provider's name as the list shows it; an unknown one reads as sent. */
export const providerLabel = (value: string): string => providerOf(value)?.label ?? value;
