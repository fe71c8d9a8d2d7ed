import { load } from "cheerio";
import type { Alternatives, Paragraph, PhraseBank, SectionTemplate } from "../../ai/offline/bank";
import { readKeyword } from "../../ai/offline/keyword";
import { german } from "../../ai/offline/phrases-de";
import { english } from "../../ai/offline/phrases-en";
import { spanish } from "../../ai/offline/phrases-es";
import { french } from "../../ai/offline/phrases-fr";
import { random } from "../../ai/offline/random";
import { type Block, type Facts, MENTIONS_KEYPHRASE, Renderer } from "../../ai/offline/renderer";
import { linkHtml, matchingPosts } from "../../ai/offline/site-sections";
import { repeatedPhrases } from "../../ai/offline/variety";
import { containsPhrase, sentencesOf } from "../profiles/page";
import { THIN_WORDS, wordCount } from "../words";
import type { RelatedPost } from "./edits";
import type { OptimizedPost, RewriteInput } from "./types";

/** The added sections stop growing past this: a margin over THIN_WORDS that the later edits cannot take back. */
const TARGET_WORDS = 380;
/** Why it matters, first steps, mistakes: the sections every bank has, in the order a reader needs them. */
const SECTIONS = ["why", "start", "mistakes"];
const FAQS = 3;
const LINKS = 2;
/** Yoast wants the keyphrase in 30 to 75% of the subheadings. */
const KEYPHRASE_IN_SUBHEADINGS = 0.5;
/** Keyphrase density, before Yoast's length factor: the middle of its 0.5-3% green range, as the offline writer aims. */
const DENSITY = 1.3;

const banks: Record<string, PhraseBank> = { en: english, de: german, es: spanish, fr: french };

export const EXPANSION_LANGUAGES = "English/German/Spanish/French";

/** Sentences that speak of the site's niche, purpose, features, category or other keywords: facts a post's optimization does not have. */
const UNKNOWN = /\{(niche|deniche|purpose|feature|related|category)\}/;
const REQUIRED_KEYPHRASE = /\{(de)?kw\}/i;
const BLOCK_TAG = /<(p|h[1-6]|ul|ol|div|figure|blockquote|table|pre|section|article)\b/i;

/** The alternatives that need no such fact; all of them when every one does (the topic then stands in for the niche). */
function known(alternatives: Alternatives): Alternatives {
  const usable = alternatives.filter((alternative) => !UNKNOWN.test(alternative));
  return usable.length ? usable : alternatives;
}
const knownParagraph = (paragraph: Paragraph) =>
  paragraph.map((alternatives) => alternatives.filter((alternative) => !UNKNOWN.test(alternative))).filter((alternatives) => alternatives.length > 0);

function html(block: Block): string {
  if (block.kind === "p") return `<p>${block.sentences.join(" ")}</p>`;
  if ("items" in block) return `<${block.kind}>${block.items.map((item) => `<li>${item}</li>`).join("")}</${block.kind}>`;
  return `<${block.kind}>${block.text}</${block.kind}>`;
}

/** Text the editor saved without paragraph markup (WordPress adds it when it shows the post) gets its paragraphs, split at blank lines. */
function ownText(content: string): string {
  const text = content.trim();
  if (!text || BLOCK_TAG.test(text)) return text;
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join("\n");
}

/** Sentences holding every word of the keyphrase: what Yoast counts towards its density. */
function keyphraseCount(content: string, kw: string): number {
  const words = kw.toLowerCase().split(/\s+/).filter(Boolean);
  return sentencesOf(load(`<div>${content}</div>`, null, false).root().text().replace(/\s+/g, " ")).filter((sentence) => {
    const lower = sentence.toLowerCase();
    return words.every((word) => lower.includes(word));
  }).length;
}

function factsFor(post: OptimizedPost, bank: PhraseBank, related: RelatedPost[], siteName: string): Facts {
  const kw = post.focus_keyphrase.replace(/\s+/g, " ").trim();
  const reading = readKeyword(kw, bank.language);
  const topic = reading.topic || bank.topicFallback;
  const origin = (() => {
    try {
      return new URL(post.url).origin;
    } catch {
      return "";
    }
  })();
  // A post whose title holds the whole keyphrase competes with this one for it: no link to it.
  const linkable = related.filter((other) => other.url !== post.url && /^https?:\/\//.test(other.url) && !containsPhrase(other.title, kw));
  return {
    kw,
    site: siteName || origin,
    audience: bank.readers,
    audienceShort: bank.readers,
    niche: topic,
    purpose: "",
    features: [],
    featureNames: [],
    links: matchingPosts(linkable, { kw, topic }).slice(0, LINKS),
    siteUrl: origin,
    topic,
    topics: [topic, ...reading.alternates],
    shape: reading.shape,
    knowledge: [],
    language: bank.language,
    plural: reading.plural,
  };
}

export interface Expansion {
  post: OptimizedPost;
  expanded: boolean;
  /** Why a thin post was left as it was. */
  note?: string;
}

/**
 * A post under 300 words, expanded offline: the owner's text stays first and whole, then sections
 * written for its keyphrase in the post's language (why it matters, first steps, mistakes, a short
 * FAQ), with links to the site's posts on the same subject, to at least 300 words. The keyphrase
 * goes into half the subheadings and, where the owner's opening lacks it, a sentence closing that
 * paragraph; optional keyphrase slots are filled to Yoast's density without repeating a 5-word
 * phrase a third time. A post of 300 words or more comes back as it was.
 */
export function expandThinPost(input: RewriteInput): Expansion {
  const { post } = input;
  const before = wordCount(post.content);
  if (before >= THIN_WORDS || !post.focus_keyphrase.trim()) return { post, expanded: false };
  const bank = banks[post.locale.toLowerCase().split(/[-_]/)[0] ?? ""];
  if (!bank) return { post, expanded: false, note: `Thin post (${before} words): not expanded, as expansion is ${EXPANSION_LANGUAGES} only.` };

  const facts = factsFor(post, bank, input.related, input.siteName);
  const rng = random(`${post.url}\u0000${facts.kw}`);
  const renderer = new Renderer(facts, rng);
  const sections = SECTIONS.map((id) => bank.sections.find((section) => section.id === id)).filter((section): section is SectionTemplate => !!section);
  const faqs = rng.shuffle(bank.faq).slice(0, FAQS);

  const headingSets = [...sections.map((section) => section.headings), bank.faqHeadings, ...faqs.map((faq) => [faq.question])].map(known);
  const capable = headingSets
    .map((variants, index) => (variants.some((variant) => MENTIONS_KEYPHRASE.test(variant)) ? index : -1))
    .filter((index) => index >= 0);
  const withKeyphrase = new Set(rng.shuffle(capable).slice(0, Math.round(headingSets.length * KEYPHRASE_IN_SUBHEADINGS)));
  // Yoast reads a shorter name of the keyphrase ("balcony herb") as the keyphrase too: the other headings speak of the topic in general words.
  const general = new Renderer({ ...facts, topic: bank.topicFallback, topics: [bank.topicFallback] }, rng);
  let heading = 0;
  const nextHeading = (variants: string[]) => {
    if (withKeyphrase.has(heading++)) return renderer.heading(variants, true);
    return general.resolve(general.heading(variants, false));
  };

  const $ = load(ownText(post.content), null, false);
  const opening = $("p")
    .toArray()
    .find((element) => $(element).text().trim() !== "");
  const lead: Block[] = [];
  // Without a paragraph of the owner's to open the post, the writer's introduction does.
  if (!opening) lead.push({ kind: "p", sentences: renderer.paragraph(knownParagraph(bank.intro[0]!)) });
  else if (!containsPhrase($(opening).text(), facts.kw)) {
    const naming = bank.intro.flat(2).filter((alternative) => REQUIRED_KEYPHRASE.test(alternative) && !UNKNOWN.test(alternative));
    if (naming.length) {
      const start = renderer.slots.length;
      const sentence = renderer.sentence(naming);
      for (let index = start; index < renderer.slots.length; index++) renderer.resolved.set(index, false);
      // An opening left without a full stop gets one, so the added sentence does not run on from it.
      const ended = /[.!?…:;"'”)]\s*$/.test($(opening).text());
      $(opening).append(`${ended ? "" : "."} ${renderer.resolve(sentence)}`);
    }
  }

  const links = facts.links.map((link) => renderer.sentence(bank.links[0]!, { link: linkHtml(link, facts.kw, link.title) }));
  const parts: Block[][] = sections.map((section) => {
    const own: Block[] = [{ kind: "h2", text: nextHeading(known(section.headings)) }];
    own.push({ kind: "p", sentences: renderer.paragraph(knownParagraph(section.paragraphs[0]!)) });
    if (section.list) {
      const usable = section.list.filter((item) => !UNKNOWN.test(item));
      const items = rng
        .shuffle(usable.map((_, index) => index))
        .slice(0, 5)
        .sort((a, b) => a - b);
      own.push({ kind: "ul", items: items.map((index) => renderer.sentence([usable[index]!])) });
    }
    return own;
  });
  const faq: Block[] = [{ kind: "h2", text: nextHeading(known(bank.faqHeadings)) }];
  for (const question of faqs) {
    faq.push({ kind: "h3", text: nextHeading(known([question.question])) });
    faq.push({ kind: "p", sentences: renderer.paragraph(knownParagraph(question.answer)) });
  }

  const content = () => [$.html(), ...lead.map(html), ...parts.flat().map(html), ...faq.map(html)].join("\n");
  // More of each section, in order, only while the post is still short.
  const more = sections.flatMap((section, index) =>
    [...section.paragraphs.slice(1), ...(section.closing ? [section.closing] : [])].map((paragraph) => ({ index, paragraph })),
  );
  for (const { index, paragraph } of more) {
    if (wordCount(renderer.resolve(content())) >= TARGET_WORDS) break;
    parts[index]!.push({ kind: "p", sentences: renderer.paragraph(knownParagraph(paragraph)) });
  }
  // Each link closes a section of its own, after a paragraph that does not lead into a list.
  const closings = parts
    .map((own) => own.findLast((block) => block.kind === "p"))
    .filter((block): block is Extract<Block, { kind: "p" }> => block?.kind === "p" && !/:\s*$/.test(block.sentences.at(-1) ?? ""));
  links.forEach((sentence, index) => closings[index]?.sentences.push(sentence));

  const draft = content();
  const keyphraseWords = facts.kw.split(/\s+/).length;
  const target = Math.round((DENSITY * wordCount(renderer.resolve(draft))) / (100 * (0.7 + keyphraseWords / 3)));
  const open = rng.shuffle(renderer.slots.map((_, index) => index).filter((index) => !renderer.resolved.has(index)));
  for (const index of open) renderer.resolved.set(index, false);
  const repeats = () => repeatedPhrases(renderer.resolve(draft)).length;
  const allowed = repeats();
  for (const index of open) {
    if (keyphraseCount(renderer.resolve(draft), facts.kw) >= target) break;
    renderer.resolved.set(index, true);
    if (repeats() > allowed) renderer.resolved.set(index, false);
  }
  return { post: { ...post, content: renderer.resolve(draft) }, expanded: true };
}
