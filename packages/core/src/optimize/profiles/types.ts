import type { ScoredPost } from "../../seo";

export const PROVIDERS = ["yoast", "rankmath", "semrush"] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface Check {
  id: string;
  label: string;
  passed: boolean;
  /** Failed, but only partly: Yoast's orange, or a Rank Math test that earned some of its points. */
  partial?: boolean;
  advice: string;
}

export interface ProfileScore {
  /** 0 to 100. */
  score: number;
  checks: Check[];
}

/** The deterministic edits the offline rewrite knows; each profile says which of its checks each one repairs. */
export type Fix =
  | "seo_title"
  | "meta_description"
  | "keyphrase_intro"
  | "subheadings"
  | "keyphrase_subheading"
  | "sentences"
  | "paragraphs"
  | "internal_links"
  | "image_alt"
  | "image_keyphrase"
  | "single_h1"
  | "table_of_contents";

export interface Profile {
  score(post: ScoredPost): ProfileScore;
  /** Which edits repair a failing check, in order, by check id; checks missing here need the author (or a model). */
  fixes: Partial<Record<string, Fix | Fix[]>>;
}
