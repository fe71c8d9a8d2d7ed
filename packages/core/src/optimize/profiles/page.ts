import { load } from "cheerio";
import type { ScoredPost } from "../../seo";

export interface Heading {
  level: number;
  text: string;
}

export interface Link {
  href: string;
  internal: boolean;
  nofollow: boolean;
}

/** What the scoring profiles read from a post: its text, structure, links and images. */
export interface PageFacts {
  text: string;
  words: string[];
  sentences: string[];
  /** Plain text of each paragraph (`<p>`), in order. */
  paragraphs: string[];
  headings: Heading[];
  links: Link[];
  images: { src: string; alt: string }[];
  videos: number;
  /** A table of contents: an element named for one, or a list of links to the post's own headings. */
  hasTableOfContents: boolean;
}

const BLOCKS = "p, h1, h2, h3, h4, h5, h6, li, ul, ol, div, section, article, nav, figure, figcaption, blockquote, table, tr, td, th, br, hr, pre";

export const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/\s+/g, " ")
    .trim();

/** Words as search tools count them: runs of letters, digits, apostrophes and hyphens. */
export const wordsOf = (text: string) => normalise(text).match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];

export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=["'“(]?[\p{Lu}\p{N}])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => wordsOf(sentence).length > 0);

/** Whether `text` holds the keyphrase's words in order, as one phrase. */
export function containsPhrase(text: string, keyphrase: string): boolean {
  const needle = wordsOf(keyphrase).join(" ");
  return needle !== "" && ` ${wordsOf(text).join(" ")} `.includes(` ${needle} `);
}

export function countPhrase(words: string[], keyphrase: string): number {
  const needle = wordsOf(keyphrase);
  if (needle.length === 0) return 0;
  let count = 0;
  for (let index = 0; index + needle.length <= words.length; index++) {
    if (needle.every((word, offset) => words[index + offset] === word)) count++;
  }
  return count;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
};

export function pageFacts(post: ScoredPost): PageFacts {
  const $ = load(post.content, null, false);
  $("script, style").remove();
  // Blocks end words: "<h1>Notes</h1><p>Basil" reads as "Notes Basil", not "NotesBasil".
  $(BLOCKS).after(" ");
  const text = $.root().text().replace(/\s+/g, " ").trim();
  const paragraphs = $("p")
    .toArray()
    .map((element) => $(element).text().replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const headings = $("h1, h2, h3, h4, h5, h6")
    .toArray()
    .map((element) => ({ level: Number(element.tagName.slice(1)), text: $(element).text().replace(/\s+/g, " ").trim() }));
  const siteHost = hostOf(post.url);
  const links = $("a[href]")
    .toArray()
    .map((element) => $(element))
    .filter((link) => !link.attr("href")!.startsWith("#"))
    .map((link) => {
      const href = link.attr("href")!;
      const host = hostOf(new URL(href, post.url || "https://invalid.example/").href);
      return { href, internal: href.startsWith("/") || (host !== "" && host === siteHost), nofollow: /nofollow/i.test(link.attr("rel") ?? "") };
    });
  const images = $("img")
    .toArray()
    .map((element) => ({ src: $(element).attr("src") ?? "", alt: ($(element).attr("alt") ?? "").trim() }));
  const headingIds = new Set(
    $("h2[id], h3[id]")
      .toArray()
      .map((element) => $(element).attr("id")),
  );
  const anchorLists = $("ul, ol")
    .toArray()
    .filter((list) => {
      const targets = $(list)
        .find("a[href^='#']")
        .toArray()
        .map((link) => $(link).attr("href")!.slice(1));
      return targets.length >= 2 && targets.every((target) => headingIds.has(target));
    });
  return {
    text,
    words: wordsOf(text),
    sentences: sentencesOf(
      $("p, li, h1, h2, h3, h4, h5, h6")
        .toArray()
        .map((element) => $(element).text())
        .join(". ") || text,
    ),
    paragraphs,
    headings,
    links,
    images,
    videos: $("iframe, video").length,
    hasTableOfContents: $("[id*='toc'], [class*='toc'], [class*='table-of-contents'], [id*='table-of-contents']").length > 0 || anchorLists.length > 0,
  };
}

/** English syllables by vowel groups, the usual estimate behind Flesch scores when no dictionary is at hand. */
function syllables(word: string): number {
  const bare = word.toLowerCase().replace(/[^a-z]/g, "");
  if (bare.length <= 3) return 1;
  const trimmed = bare.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 1);
}

/** Flesch reading ease: 206.835 - 1.015 x words per sentence - 84.6 x syllables per word, 0 to 100. */
export function fleschReadingEase(facts: PageFacts): number {
  if (facts.words.length === 0 || facts.sentences.length === 0) return 0;
  const syllableCount = facts.words.reduce((sum, word) => sum + syllables(word), 0);
  const score = 206.835 - 1.015 * (facts.words.length / facts.sentences.length) - 84.6 * (syllableCount / facts.words.length);
  return Math.round(Math.min(100, Math.max(0, score)));
}
