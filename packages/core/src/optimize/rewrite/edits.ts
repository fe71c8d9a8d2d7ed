import type { CheerioAPI } from "cheerio";
import { containsPhrase, sentencesOf, wordsOf } from "../profiles/page";
import { STOP_WORDS } from "../words";

/** Yoast calls a sentence of more than 20 words long. */
const LONG_SENTENCE = 20;
/** Under Rank Math's 120 and Yoast's 150 words, with room for a sentence more. */
const PARAGRAPH_WORDS = 100;
/** Yoast wants a subheading at least every 300 words. */
const SECTION_WORDS = 250;
const HEADING_WORDS = 7;
const RELATED_LINKS = 2;

export interface RelatedPost {
  title: string;
  url: string;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const wordCount = (text: string) => wordsOf(text).length;

const plain = ($: CheerioAPI, html: string) => $(`<div>${html}</div>`).text().replace(/\s+/g, " ").trim();

/** The post's title is its H1: headings marked H1 in the text become H2. */
export function demoteH1($: CheerioAPI) {
  $("h1").each((_, element) => {
    element.tagName = "h2";
  });
}

/** Sentence ends in HTML: after . ! or ? and a space, before a capital (tags in between allowed). */
const SENTENCE_END = /(?<=[.!?])\s+(?=(?:<[^>]+>)*["“(]?[\p{Lu}\p{N}])/u;

/** Long paragraphs become several, cut between sentences. */
export function splitParagraphs($: CheerioAPI) {
  $("p").each((_, element) => {
    const paragraph = $(element);
    if (wordCount(paragraph.text()) <= PARAGRAPH_WORDS) return;
    const groups: string[] = [];
    let words = 0;
    for (const sentence of (paragraph.html() ?? "").split(SENTENCE_END)) {
      const count = wordCount(plain($, sentence));
      if (groups.length === 0 || words + count > PARAGRAPH_WORDS) {
        groups.push(sentence);
        words = count;
      } else {
        groups[groups.length - 1] += ` ${sentence}`;
        words += count;
      }
    }
    if (groups.length > 1) paragraph.replaceWith(groups.map((group) => `<p>${group}</p>`).join(""));
  });
}

/**
 * Where a long sentence may be cut: a semicolon, a comma before a coordinating conjunction, or a
 * conjunction before a pronoun that starts a new clause ("... and they learn").
 */
const CUT = /;\s+|,\s+(and|but|so|yet|or)\s+|\s+(and|but|so)\s+(?=(?:they|we|you|it|he|she|i|there|this|these|those)\s)/gi;

function splitSentence(sentence: string): string {
  if (wordCount(sentence) <= LONG_SENTENCE) return sentence;
  const middle = sentence.length / 2;
  let best: { at: number; length: number; conjunction: string | undefined } | undefined;
  for (const match of sentence.matchAll(CUT)) {
    const before = sentence.slice(0, match.index);
    const after = sentence.slice(match.index + match[0].length);
    if (wordCount(before) < 4 || wordCount(after) < 4) continue;
    if (!best || Math.abs(match.index - middle) < Math.abs(best.at - middle))
      best = { at: match.index, length: match[0].length, conjunction: match[1] ?? match[2] };
  }
  if (!best) return sentence;
  const before = sentence.slice(0, best.at).replace(/[,;:]$/, "");
  const rest = sentence.slice(best.at + best.length);
  // "and" only joined the two halves; but, so, yet and or carry meaning and open the new sentence.
  const conjunction = best.conjunction && best.conjunction.toLowerCase() !== "and" ? `${capitalise(best.conjunction.toLowerCase())} ` : "";
  const after = conjunction ? `${conjunction}${rest}` : capitalise(rest);
  return `${splitSentence(`${before}.`)} ${splitSentence(after)}`;
}

/** Sentences over 20 words are cut at semicolons and at ", and", ", but", ", so", ", yet", ", or". */
export function splitSentences($: CheerioAPI) {
  $("p, li").each((_, element) => {
    for (const node of element.children) {
      // 3 is a text node's nodeType (the DOM's Node.TEXT_NODE).
      if (node.nodeType !== 3) continue;
      const split = node.data
        .split(/(?<=[.!?])(\s+)/)
        .map((part) => (part.trim() ? splitSentence(part) : part))
        .join("");
      node.data = split;
    }
  });
}

const isStopWord = (word: string | undefined) => STOP_WORDS.has(wordsOf(word ?? "")[0] ?? "");

/**
 * A paragraph's topic as a subheading: the start of its first sentence up to its first comma, or
 * cut where a phrase ends (before a filler word) rather than mid-phrase, without trailing filler.
 */
function topicOf(text: string): string {
  const words = (sentencesOf(text)[0] ?? text).replace(/[.!?]+$/, "").split(/\s+/);
  const clause = words.findIndex((word, index) => index >= 1 && /[,;:]$/.test(word));
  let end = Math.min(words.length, HEADING_WORDS);
  if (clause >= 1 && clause < HEADING_WORDS) end = clause + 1;
  else if (end < words.length) {
    let boundary = end;
    while (boundary > 2 && !isStopWord(words[boundary])) boundary--;
    if (boundary > 2) end = boundary;
  }
  const topic = words.slice(0, end);
  while (topic.length > 2 && isStopWord(topic.at(-1))) topic.pop();
  return capitalise(topic.join(" ").replace(/[,;:]+$/, ""));
}

/** Long stretches of text get H2s, named from the paragraph each one opens, so no section passes 250 words. */
export function addSubheadings($: CheerioAPI) {
  let words = 0;
  let paragraphs = 0;
  for (const element of $.root().children().toArray()) {
    const node = $(element);
    if (/^h[1-6]$/.test(element.tagName)) {
      words = 0;
      paragraphs = 0;
      continue;
    }
    const count = wordCount(node.text());
    if (element.tagName === "p" && paragraphs > 0 && words + count > SECTION_WORDS) {
      node.before(`<h2>${escapeHtml(topicOf(node.text()))}</h2>`);
      words = 0;
      paragraphs = 0;
    }
    words += count;
    if (element.tagName === "p") paragraphs++;
  }
}

/** The keyphrase in about a third of the subheadings (Yoast's 30 to 75%), starting with the first. */
export function keyphraseInSubheadings($: CheerioAPI, keyphrase: string) {
  const headings = $("h2, h3, h4, h5, h6").toArray();
  if (headings.length === 0 || headings.some((heading) => containsPhrase($(heading).text(), keyphrase))) return;
  const wanted = Math.max(1, Math.ceil(headings.length * 0.3));
  const step = headings.length / wanted;
  for (let index = 0; index < wanted; index++) {
    const heading = $(headings[Math.floor(index * step)]);
    // Only plain-text headings: rewriting one with markup inside would lose it.
    if (heading.children().length > 0) continue;
    heading.text(`${capitalise(keyphrase)}: ${heading.text().trim()}`);
  }
}

/** The keyphrase opens the first paragraph, so it is in the introduction and the first 10% of the text. */
export function keyphraseInIntroduction($: CheerioAPI, keyphrase: string) {
  const first = $("p")
    .toArray()
    .find((element) => $(element).text().trim() !== "");
  if (!first || containsPhrase($(first).text(), keyphrase)) return;
  $(first).prepend(`${escapeHtml(capitalise(keyphrase))}: `);
}

/** Alt text from the image's file name ("basil-on-a-balcony.jpg" -> "Basil on a balcony"), else the keyphrase. */
export function altFromFileNames($: CheerioAPI, keyphrase: string) {
  $("img").each((_, element) => {
    const image = $(element);
    if ((image.attr("alt") ?? "").trim()) return;
    const file = (image.attr("src") ?? "").split(/[?#]/)[0]!.split("/").at(-1) ?? "";
    const name = decodeURIComponent(file.replace(/\.[a-z0-9]+$/i, ""))
      .replace(/[-_]+/g, " ")
      .replace(/\b(\d+x\d+|\d+|img|image|dsc|scaled|copy)\b/gi, " ")
      .replace(/\s+/g, " ")
      .trim();
    image.attr("alt", capitalise(wordsOf(name).length > 0 ? name : keyphrase));
  });
}

/** One image names the keyphrase in its alt text. */
export function keyphraseInImageAlt($: CheerioAPI, keyphrase: string) {
  const images = $("img").toArray();
  if (images.length === 0 || images.some((image) => containsPhrase($(image).attr("alt") ?? "", keyphrase))) return;
  altFromFileNames($, keyphrase);
  const image = $(images[0]);
  const alt = (image.attr("alt") ?? "").trim();
  image.attr("alt", containsPhrase(alt, keyphrase) ? alt : `${capitalise(keyphrase)}: ${alt}`);
}

/**
 * Links to the site's posts that share the most topic words with the keyphrase and title. A post
 * whose title holds the whole keyphrase is left out: it competes for the same search.
 */
export function linkRelatedPosts($: CheerioAPI, keyphrase: string, title: string, related: RelatedPost[], ownUrl: string) {
  const topic = new Set([...wordsOf(keyphrase), ...wordsOf(title)].filter((word) => !STOP_WORDS.has(word)));
  const linked = new Set(
    $("a[href]")
      .toArray()
      .map((link) => $(link).attr("href")),
  );
  const chosen = related
    .filter((post) => post.url !== ownUrl && !linked.has(post.url) && !containsPhrase(post.title, keyphrase))
    .map((post) => ({ post, shared: new Set(wordsOf(post.title).filter((word) => topic.has(word))).size }))
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, RELATED_LINKS)
    .map(({ post }) => `<a href="${escapeHtml(post.url)}">${escapeHtml(post.title)}</a>`);
  if (chosen.length > 0) $.root().append(`<p>Related reading: ${chosen.join(" and ")}.</p>`);
}

const slug = (text: string) => wordsOf(text).join("-").slice(0, 60) || "section";

/** A list of links to the H2s, before the first one; each H2 gets an id to link to. */
export function addTableOfContents($: CheerioAPI) {
  const headings = $("h2").toArray();
  if (headings.length < 2) return;
  const used = new Set<string>();
  const items = headings.map((element) => {
    const heading = $(element);
    let id = heading.attr("id") ?? slug(heading.text());
    for (let suffix = 2; used.has(id); suffix++) id = `${slug(heading.text())}-${suffix}`;
    used.add(id);
    heading.attr("id", id);
    return `<li><a href="#${id}">${escapeHtml(heading.text().trim())}</a></li>`;
  });
  $(headings[0]).before(`<nav class="table-of-contents"><ul>${items.join("")}</ul></nav>`);
}

export function escapeHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
