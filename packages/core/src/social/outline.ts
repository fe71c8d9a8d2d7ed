import { pageText } from "../reference/page-text";
import { splitSentences } from "../speech/sentences";

/** A stretch of a post under one heading (the introduction has none): its body's sentences. */
interface Section {
  heading?: string;
  sentences: string[];
}

/** A narration's parts: a hook with the post's promise, 3 to 5 points, a closing line that names the site. */
export interface Outline {
  hook: string;
  points: Array<{ text: string; heading?: string }>;
}

export const MIN_POINTS = 3;
export const MAX_POINTS = 5;
// A point is heard in 3 to 6 seconds: one sentence, or two short ones.
const MAX_POINT_WORDS = 20;
const MIN_SENTENCE_WORDS = 5;
const MAX_HOOK_WORDS = 28;

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
const normal = (text: string) => wordsOf(text.toLowerCase()).join(" ");

/** The shortcodes, captions and figure captions a post carries are never read aloud. */
export function withoutShortcodes(html: string) {
  return html
    .replace(/\[caption\b[^\]]*\][\s\S]*?\[\/caption\]/gi, " ")
    .replace(/\[\/?[a-z][\w-]*(?:\s[^\]]*)?\]/gi, " ")
    .replace(/<figcaption\b[\s\S]*?<\/figcaption\s*>/gi, " ");
}

/** The post cut at its headings; list items count as body only when each is a sentence of its own. */
function sections(html: string, language: string): Section[] {
  const out: Section[] = [{ sentences: [] }];
  for (const block of pageText(`<body>${withoutShortcodes(html)}</body>`).blocks) {
    if (block.kind === "heading") {
      out.push({ heading: block.text, sentences: [] });
      continue;
    }
    if (block.kind === "item" && (wordsOf(block.text).length < MIN_SENTENCE_WORDS || !/[.!?。！？]$/u.test(block.text))) continue;
    out.at(-1)!.sentences.push(...splitSentences(block.text, language));
  }
  return out.filter((section) => section.sentences.length);
}

/**
 * Whether a sentence can be heard as a fact: a statement of a few words, not a question (an FAQ's
 * question is its heading read aloud) and not one of the post's headings or list labels.
 */
function speakable(sentence: string, headings: Set<string>) {
  const count = wordsOf(sentence).length;
  return count >= MIN_SENTENCE_WORDS && !/[?？]$/u.test(sentence) && !ANSWER_OPENING.test(sentence) && !headings.has(normal(sentence));
}

// "No, a grinder matters more": an answer that needs its question, which is not read.
const ANSWER_OPENING = /^[\p{L}]{1,4}[,!]\s/u;

/** How much a sentence says about what the post keeps returning to, per content word. */
function weigher(all: string[]) {
  const frequency = new Map<string, number>();
  const terms = (sentence: string) => wordsOf(sentence.toLowerCase()).filter((word) => word.length >= 4);
  for (const sentence of all) for (const word of new Set(terms(sentence))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  return (sentence: string) => {
    const words = terms(sentence);
    return words.length ? words.reduce((sum, word) => sum + (frequency.get(word) ?? 1) - 1, 0) / Math.sqrt(words.length) : 0;
  };
}

/**
 * A section's point: its first sentence that can be heard (a section opens with what it is about,
 * and a later sentence may lean on it: "they", "this"), with the one after it when both are short.
 */
function pointOf(sentences: string[], usable: (sentence: string) => boolean) {
  const first = sentences.findIndex((sentence) => usable(sentence) && wordsOf(sentence).length <= MAX_POINT_WORDS + 8);
  if (first < 0) return undefined;
  const next = sentences[first + 1];
  const joined = next && usable(next) ? `${sentences[first]} ${next}` : undefined;
  return joined && wordsOf(joined).length <= MAX_POINT_WORDS ? joined : sentences[first]!;
}

/**
 * The offline narration's outline, from the post's own sentences: the hook is the introduction's
 * first sentence that makes a statement; each point is a section's opening sentence (or two), never
 * its heading; the weightiest sections are kept when there are too many, and a post with fewer
 * sections gives its points from its paragraphs' weightiest sentences.
 */
export function outline(html: string, language: string): Outline | undefined {
  const parts = sections(html, language);
  const headings = new Set(
    pageText(`<body>${withoutShortcodes(html)}</body>`)
      .blocks.filter((block) => block.kind !== "paragraph")
      .map((block) => normal(block.text)),
  );
  const usable = (sentence: string) => speakable(sentence, headings);
  const all = parts.flatMap((section) => section.sentences);
  const weight = weigher(all);
  const opening = parts[0]?.heading === undefined ? parts[0]!.sentences : all;
  const hook = opening.find((sentence) => usable(sentence) && wordsOf(sentence).length <= MAX_HOOK_WORDS) ?? all.find(usable);
  if (!hook) return undefined;
  const notHook = (sentence: string) => usable(sentence) && sentence !== hook;

  let points: Outline["points"] = parts.flatMap((section) => {
    const text = section.heading === undefined ? undefined : pointOf(section.sentences, notHook);
    return text ? [{ text, heading: section.heading }] : [];
  });
  if (points.length < MIN_POINTS) {
    const taken = new Set(points.flatMap((point) => splitSentences(point.text, language)));
    const rest = all.filter((sentence) => notHook(sentence) && !taken.has(sentence) && wordsOf(sentence).length <= MAX_POINT_WORDS + 8);
    const extra = [...rest].sort((a, b) => weight(b) - weight(a)).slice(0, MAX_POINTS - points.length);
    points = [...points, ...extra.map((text) => ({ text }))];
    const order = (text: string) => all.indexOf(splitSentences(text, language)[0]!);
    points.sort((a, b) => order(a.text) - order(b.text));
  }
  if (points.length > MAX_POINTS) {
    const kept = new Set([...points].sort((a, b) => weight(b.text) - weight(a.text)).slice(0, MAX_POINTS));
    points = points.filter((point) => kept.has(point));
  }
  return { hook, points };
}
