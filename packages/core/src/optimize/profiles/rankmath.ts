import type { ScoredPost } from "../../seo";
import { containsPhrase, countPhrase, normalise, pageFacts, wordsOf } from "./page";
import { POWER_WORDS, SENTIMENT_WORDS } from "./title-words";
import type { Check, Profile } from "./types";

interface Test {
  id: string;
  label: string;
  /** The most the test gives, as Rank Math's content analyzer ships it (they add up to 100). */
  max: number;
  points: number;
  advice: string;
}

/** Rank Math's content length test: 600 words earn the first points, 2,500 all of them. */
function lengthPoints(words: number) {
  if (words >= 2500) return 8;
  if (words >= 2000) return 5;
  if (words >= 1500) return 4;
  if (words >= 1000) return 3;
  if (words >= 600) return 2;
  return 0;
}

/** Rank Math's keyword density bands: 1 to 2.5% is best, under 0.5% or over 2.5% earns nothing. */
function densityPoints(density: number) {
  if (density < 0.5 || density > 2.5) return 0;
  if (density < 0.75) return 2;
  if (density < 1) return 3;
  return 6;
}

/** Images 1, 2, 3, 4+ earn 1, 2, 4, 6; videos 1, 2+ earn 1, 2; at most 6 in all. */
function assetPoints(images: number, videos: number) {
  const imagePoints = [0, 1, 2, 4][images] ?? 6;
  const videoPoints = [0, 1][videos] ?? 2;
  return Math.min(6, imagePoints + videoPoints);
}

const slugOf = (text: string) => wordsOf(text).join("-");

/**
 * Rank Math's published content tests (its Knowledge Base article "Score 100/100 in Rank Math
 * tests" and the points its content analyzer gives): Basic SEO, Additional, Title Readability and
 * Content Readability. The Content AI test needs Rank Math's paid service and is left out.
 */
function tests(post: ScoredPost): Test[] {
  const facts = pageFacts(post);
  const keyphrase = post.focus_keyphrase;
  const wordCount = facts.words.length;
  const opening = wordCount > 400 ? facts.words.slice(0, Math.floor(wordCount * 0.1)).join(" ") : facts.words.join(" ");
  const density = wordCount === 0 ? 0 : (countPhrase(facts.words, keyphrase) / wordCount) * 100;
  const titleWords = wordsOf(post.title);
  const keyphraseAt = ` ${titleWords.join(" ")} `.indexOf(` ${wordsOf(keyphrase).join(" ")} `);
  const external = facts.links.filter((link) => !link.internal);
  const test = (id: string, label: string, max: number, points: number | boolean, advice: string): Test => ({
    id,
    label,
    max,
    points: typeof points === "boolean" ? (points ? max : 0) : points,
    advice,
  });
  return [
    test("keywordInTitle", "Focus keyword in the SEO title", 36, containsPhrase(post.title, keyphrase), "Add the focus keyword to the SEO title."),
    test(
      "keywordInMetaDescription",
      "Focus keyword in the meta description",
      2,
      containsPhrase(post.meta_description, keyphrase),
      "Add the focus keyword to the SEO meta description.",
    ),
    test(
      "keywordInPermalink",
      "Focus keyword in the URL",
      5,
      slugOf(post.slug).includes(slugOf(keyphrase)),
      "Use the focus keyword in the URL (changing a published post's URL needs a redirect).",
    ),
    test(
      "keywordIn10Percent",
      "Focus keyword at the beginning of the content",
      3,
      containsPhrase(opening, keyphrase),
      "Use the focus keyword near the beginning of the content (its first 10%).",
    ),
    test("keywordInContent", "Focus keyword in the content", 3, containsPhrase(facts.text, keyphrase), "Use the focus keyword in the content."),
    test(
      "lengthContent",
      "Content length",
      8,
      lengthPoints(wordCount),
      `The content has ${wordCount} words; Rank Math asks for at least 600 and gives full points from 2,500.`,
    ),
    test(
      "keywordInSubheadings",
      "Focus keyword in subheadings",
      3,
      facts.headings.some((heading) => heading.level >= 2 && containsPhrase(heading.text, keyphrase)),
      "Use the focus keyword in a subheading (H2 to H6).",
    ),
    test(
      "keywordInImageAlt",
      "Focus keyword in image alt text",
      2,
      facts.images.some((image) => containsPhrase(image.alt, keyphrase)),
      "Add an image whose alt text holds the focus keyword.",
    ),
    test("keywordDensity", "Keyword density", 6, densityPoints(density), `Keyword density is ${density.toFixed(2)}%; aim for 1 to 1.5%.`),
    test("lengthPermalink", "URL length", 4, post.slug.length > 0 && post.slug.length <= 75, "Keep the URL at 75 characters or fewer."),
    test("linksHasExternals", "Links to external resources", 4, external.length > 0, "Link to an external source that backs what the post says."),
    test(
      "linksNotAllExternals",
      "At least one followed external link",
      2,
      external.some((link) => !link.nofollow),
      "Make at least one external link a followed (dofollow) link.",
    ),
    test(
      "linksHasInternal",
      "Internal links",
      5,
      facts.links.some((link) => link.internal),
      "Link to other posts or pages of the site.",
    ),
    test(
      "titleStartWithKeyword",
      "Focus keyword near the beginning of the SEO title",
      3,
      keyphraseAt >= 0 && keyphraseAt <= titleWords.join(" ").length / 2,
      "Move the focus keyword to the first half of the SEO title.",
    ),
    test(
      "titleSentiment",
      "Sentiment in the title",
      1,
      titleWords.some((word) => SENTIMENT_WORDS.has(word)),
      "Give the title a positive or negative sentiment word.",
    ),
    test(
      "titleHasPowerWords",
      "Power word in the title",
      1,
      titleWords.some((word) => POWER_WORDS.has(word)),
      "Add a power word to the title.",
    ),
    test("titleHasNumber", "Number in the title", 1, /\d/.test(post.title), "Add a number to the title, where the post has one to give."),
    test("contentHasTOC", "Table of contents", 2, facts.hasTableOfContents, "Add a table of contents to break the post up."),
    test(
      "contentHasShortParagraphs",
      "Short paragraphs",
      3,
      facts.paragraphs.every((paragraph) => wordsOf(paragraph).length <= 120),
      "Keep paragraphs to 120 words or fewer.",
    ),
    test("contentHasAssets", "Images and videos", 6, assetPoints(facts.images.length, facts.videos), "Add images or videos: four images earn full points."),
  ].map((item) => (normalise(keyphrase) === "" && item.id.startsWith("keyword") ? { ...item, points: 0 } : item));
}

export const rankmath: Profile = {
  score(post) {
    const results = tests(post);
    const checks: Check[] = results.map((item) => ({
      id: item.id,
      label: item.label,
      passed: item.points === item.max,
      partial: item.points > 0 && item.points < item.max,
      advice: item.points === item.max ? "" : item.advice,
    }));
    return { score: results.reduce((sum, item) => sum + item.points, 0), checks };
  },
  fixes: {
    keywordInTitle: "seo_title",
    titleStartWithKeyword: "seo_title",
    keywordInMetaDescription: "meta_description",
    keywordIn10Percent: "keyphrase_intro",
    keywordInContent: "keyphrase_intro",
    keywordInSubheadings: ["subheadings", "keyphrase_subheading"],
    keywordInImageAlt: "image_keyphrase",
    linksHasInternal: "internal_links",
    contentHasTOC: ["subheadings", "table_of_contents"],
    contentHasShortParagraphs: "paragraphs",
  },
};
