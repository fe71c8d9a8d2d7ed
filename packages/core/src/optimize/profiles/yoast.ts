import { Seo, type ScoredPost } from "../../seo";
import type { Profile } from "./types";

/**
 * Yoast SEO's own analysis (the `yoastseo` package: its SEO assessor against the focus keyphrase
 * and its readability assessor), named as the Yoast sidebar names each assessment.
 */
const LABELS: Record<string, string> = {
  introductionKeyword: "Keyphrase in introduction",
  keyphraseLength: "Keyphrase length",
  keyphraseDensity: "Keyphrase density",
  metaDescriptionKeyword: "Keyphrase in meta description",
  metaDescriptionLength: "Meta description length",
  subheadingsKeyword: "Keyphrase in subheading",
  textCompetingLinks: "Competing links",
  imageKeyphrase: "Image keyphrase",
  images: "Images",
  textLength: "Text length",
  externalLinks: "Outbound links",
  keyphraseInSEOTitle: "Keyphrase in SEO title",
  internalLinks: "Internal links",
  titleWidth: "SEO title width",
  slugKeyword: "Keyphrase in slug",
  singleH1: "Single title",
  subheadingsTooLong: "Subheading distribution",
  textParagraphTooLong: "Paragraph length",
  textSentenceLength: "Sentence length",
  textTransitionWords: "Transition words",
  passiveVoice: "Passive voice",
  sentenceBeginnings: "Consecutive sentences",
};

/** Yoast rates a result of 5 to 7 (of 9) orange, "Improvements", between its red "Problems" and green. */
const ORANGE = 5;

/** Yoast's green is 8 or more of 9: what it shows under "Good results". */
export const yoast: Profile = {
  score(post: ScoredPost) {
    const result = Seo.score(post);
    const problems = new Map(result.problems.map((problem) => [problem.id, problem]));
    const failed = result.problems.map((problem) => ({
      id: problem.id,
      label: LABELS[problem.id] ?? problem.id,
      passed: false,
      partial: problem.score >= ORANGE,
      advice: problem.text,
    }));
    const passed = Object.entries(LABELS)
      .filter(([id]) => !problems.has(id))
      .map(([id, label]) => ({ id, label, passed: true, advice: "" }));
    return { score: Math.round((result.seo_score + result.readability_score) / 2), checks: [...failed, ...passed] };
  },
  fixes: {
    introductionKeyword: "keyphrase_intro",
    metaDescriptionKeyword: "meta_description",
    metaDescriptionLength: "meta_description",
    keyphraseInSEOTitle: "seo_title",
    titleWidth: "seo_title",
    subheadingsKeyword: "keyphrase_subheading",
    subheadingsTooLong: "subheadings",
    textParagraphTooLong: "paragraphs",
    textSentenceLength: "sentences",
    internalLinks: "internal_links",
    imageKeyphrase: "image_keyphrase",
    singleH1: "single_h1",
  },
};
