import type { ScoredPost } from "../../seo";
import { containsPhrase, fleschReadingEase, pageFacts, wordsOf } from "./page";
import type { Check, Profile } from "./types";

/** The SEO Writing Assistant's readability target for a general audience (Flesch reading ease). */
const READABILITY_TARGET = 60;
/** Its text length target; the assistant derives one from the top ten results, which needs its keyword API. */
const LENGTH_TARGET = 600;
const LONG_SENTENCE = 25;

interface Weighted extends Check {
  weight: number;
}

/**
 * The checks Semrush's SEO Writing Assistant publishes (its Knowledge Base pages on the SEO,
 * readability and text length recommendations): readability against a Flesch target, text length,
 * target keywords in the title, meta description, headings and text, one H1, alt attributes, no
 * overly long sentences, and links. Originality and tone of voice need Semrush's own service and are
 * left out. Semrush does not publish weights; these are ours, readability and keyword use weighing
 * most, as the assistant's overall score does.
 */
function checks(post: ScoredPost): Weighted[] {
  const facts = pageFacts(post);
  const keyphrase = post.focus_keyphrase;
  const readability = fleschReadingEase(facts);
  const long = facts.sentences.filter((sentence) => wordsOf(sentence).length > LONG_SENTENCE).length;
  const h1s = facts.headings.filter((heading) => heading.level === 1).length;
  const withoutAlt = facts.images.filter((image) => image.alt === "").length;
  const check = (id: string, label: string, weight: number, passed: boolean, advice: string): Weighted => ({
    id,
    label,
    weight,
    passed,
    advice: passed ? "" : advice,
  });
  return [
    check(
      "readability",
      "Readability",
      20,
      readability >= READABILITY_TARGET,
      `Flesch reading ease is ${readability}; the target is ${READABILITY_TARGET}. Use shorter sentences and simpler words.`,
    ),
    check(
      "longSentences",
      "No long sentences",
      15,
      long === 0,
      `${long} sentence${long === 1 ? " is" : "s are"} longer than ${LONG_SENTENCE} words; split them.`,
    ),
    check("textLength", "Text length", 10, facts.words.length >= LENGTH_TARGET, `The text has ${facts.words.length} words; the target is ${LENGTH_TARGET}.`),
    check("keywordsInText", "Target keywords in the text", 10, containsPhrase(facts.text, keyphrase), "Use the target keyword in the text."),
    check("titleKeywords", "Target keywords in the title", 10, containsPhrase(post.title, keyphrase), "Add the target keyword to the title."),
    check(
      "titleLength",
      "Title length",
      5,
      post.title.length >= 30 && post.title.length <= 60,
      "Keep the title between 30 and 60 characters so results show it whole.",
    ),
    check(
      "metaDescription",
      "Meta description with target keywords",
      10,
      containsPhrase(post.meta_description, keyphrase) && post.meta_description.length >= 100 && post.meta_description.length <= 160,
      "Write a meta description of 100 to 160 characters that holds the target keyword.",
    ),
    check(
      "keywordsInHeadings",
      "Target keywords in subheadings",
      5,
      facts.headings.some((heading) => heading.level >= 2 && containsPhrase(heading.text, keyphrase)),
      "Use the target keyword in a subheading.",
    ),
    check("h1", "One H1", 5, h1s === 0, "The post's title is its H1: turn headings marked H1 in the text into H2."),
    check("altAttributes", "Alt attributes", 5, withoutAlt === 0, `${withoutAlt} image${withoutAlt === 1 ? " has" : "s have"} no alt text.`),
    check(
      "links",
      "Links",
      5,
      facts.links.some((link) => link.internal),
      "Link to related posts of the site.",
    ),
  ];
}

export const semrush: Profile = {
  score(post) {
    const results = checks(post);
    const total = results.reduce((sum, item) => sum + item.weight, 0);
    const earned = results.reduce((sum, item) => sum + (item.passed ? item.weight : 0), 0);
    return { score: Math.round((earned / total) * 100), checks: results.map(({ weight: _weight, ...item }) => item) };
  },
  fixes: {
    longSentences: "sentences",
    readability: "sentences",
    keywordsInText: "keyphrase_intro",
    titleKeywords: "seo_title",
    titleLength: "seo_title",
    metaDescription: "meta_description",
    keywordsInHeadings: ["subheadings", "keyphrase_subheading"],
    h1: "single_h1",
    altAttributes: "image_alt",
    links: "internal_links",
  },
};
