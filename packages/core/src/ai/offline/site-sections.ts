import type { KnowledgePassage } from "../schema";
import type { PhraseBank } from "./bank";
import type { Block, Facts, Renderer } from "./renderer";
import { escapeHtml, lowerFirst, upperFirst } from "./text";

/** Quoted sentences stay within Yoast's sentence length, and say something. */
const QUOTE_WORDS = { min: 6, max: 22 };
const MAX_QUOTES = 3;

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const stem = (word: string) => word.toLowerCase().replace(/(ies|es|s|ing|ed)$/, "");

/** The keyphrase's and topic's words, as stems: what a passage's sentence must mention to be worth quoting. */
function stemsOf(facts: Facts): Set<string> {
  return new Set(
    words(`${facts.kw} ${facts.topic}`)
      .map(stem)
      .filter((word) => word.length > 2),
  );
}

/** A link's text never is the keyphrase: that would compete with this post for it (Yoast's "competing links"). */
export function linkHtml(link: { title: string; url: string }, kw: string, generic: string): string {
  // "Growing tomatoes: steps that actually work" reads as "Growing tomatoes" inside a sentence.
  const name = link.title.split(/:\s/)[0]!.trim() || link.title;
  const all = kw.toLowerCase().split(/\s+/);
  const competes = all.every((word) => name.toLowerCase().includes(word));
  return `<a href="${escapeHtml(link.url)}">${escapeHtml(competes ? generic : name)}</a>`;
}

/** The site's posts whose titles share a word with the keyphrase, best match first. */
export function matchingPosts<T extends { title: string }>(posts: T[], facts: Pick<Facts, "kw" | "topic">): T[] {
  const stems = stemsOf(facts as Facts);
  const score = (title: string) => words(title).filter((word) => stems.has(stem(word))).length;
  return posts
    .map((post) => ({ post, score: score(post.title) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ post }) => post);
}

/** A passage's sentences that a post can quote: plain, complete, of readable length, about the keyword. */
function quotable(passage: KnowledgePassage, stems: Set<string>): string[] {
  return passage.text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'(])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => {
      const count = words(sentence).length;
      return count >= QUOTE_WORDS.min && count <= QUOTE_WORDS.max && /[.!]$/.test(sentence) && !/[?:;]$/.test(sentence);
    })
    .map((sentence) => ({ sentence, hits: words(sentence).filter((word) => stems.has(stem(word.replace(/\W/g, "")))).length }))
    .filter(({ hits }) => hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .map(({ sentence }) => sentence);
}

interface Quote {
  passage: KnowledgePassage;
  sentence: string;
}

/**
 * What the site already says about the keyword, retold: a sentence or two from its chat
 * knowledge (its PDF, posts and pages), each credited to where it came from and linked when it is
 * a post or page of the site. The passages are the owner's text: escaped, never markup.
 */
export function siteQuotes(facts: Facts): Quote[] {
  const stems = stemsOf(facts);
  const quotes: Quote[] = [];
  const used = new Set<string>();
  for (const passage of facts.knowledge) {
    for (const sentence of quotable(passage, stems).slice(0, 1)) {
      if (used.has(sentence) || quotes.length >= MAX_QUOTES) continue;
      used.add(sentence);
      quotes.push({ passage, sentence });
    }
  }
  return quotes;
}

export function knowledgeSection(bank: PhraseBank, renderer: Renderer, facts: Facts, quotes: Quote[], heading: (variants: string[]) => string): Block[] {
  if (!quotes.length) return [];
  const inSentence = (text: string) => (bank.keepsCapitals ? text : lowerFirst(text));
  const sentences = quotes.flatMap(({ passage, sentence }) => {
    const quoted = escapeHtml(inSentence(sentence));
    const said = passage.url
      ? renderer.sentence(bank.knowledge.fromPost, {
          link: linkHtml({ title: passage.title, url: passage.url }, facts.kw, bank.language === "en" ? "this post" : passage.title),
          passage: quoted,
        })
      : renderer.sentence(bank.knowledge.fromDocument, { source: escapeHtml(passage.title), passage: quoted });
    return [upperFirst(said), renderer.sentence(bank.knowledge.bridges)];
  });
  return [
    { kind: "h2", text: heading(bank.knowledge.headings) },
    { kind: "p", sentences },
  ];
}

/** Values the shaped sections' placeholders take from the keyword. */
function shapeValues(facts: Facts): Record<string, string> {
  const { shape } = facts;
  if (shape.kind === "recipes") return { ingredient: escapeHtml(shape.ingredient), Ingredient: escapeHtml(upperFirst(shape.ingredient)) };
  if (shape.kind === "comparison") return { a: escapeHtml(shape.sides[0]), b: escapeHtml(shape.sides[1]) };
  if (shape.kind === "for") return { subject: escapeHtml(shape.subject), readers: escapeHtml(shape.readers) };
  return {};
}

/** The section the keyword's kind asks for: a list of dishes, numbered steps, what to weigh, adjustments or a checklist. */
export function shapedSection(
  bank: PhraseBank,
  renderer: Renderer,
  facts: Facts,
  heading: (variants: string[], extra?: Record<string, string>) => string,
): Block[] {
  const section = bank.shaped?.[facts.shape.kind];
  if (!section) return [];
  const extra = shapeValues(facts);
  const fill = (variants: string[]) => renderer.sentence(variants, extra);
  const items = renderer.rng
    .shuffle(section.items.map((_, index) => index))
    .slice(0, section.count)
    .sort((a, b) => a - b)
    .map((index) => fill(section.items[index]!));
  return [
    { kind: "h2", text: heading(section.headings, extra) },
    { kind: "p", sentences: section.intro.map(fill) },
    { kind: section.ordered ? "ol" : "ul", items },
    { kind: "p", sentences: section.closing.map(fill) },
  ];
}
