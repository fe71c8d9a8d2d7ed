import * as v from "valibot";
import { Ai, DATA_NOT_INSTRUCTIONS, type Provider } from "../ai";
import { languageName } from "../ai/prompt";
import { VisibleError } from "../error";
import { pageText } from "../reference/page-text";
import { splitSentences } from "../speech/sentences";
import type { VideoLanguage } from "./narrator";
import { detectLanguage } from "./post-language";

/** The narration's length, in seconds of speech: the spec's 30 to 60 s, aiming between. */
export const TARGET_SECONDS = 40;
export const MAX_SECONDS = 60;

// What espeak-ng says in a second at its default rate (measured on this machine): words, or
// characters where a language is written without spaces between words or syllable blocks count.
const WORDS_PER_SECOND: Partial<Record<VideoLanguage, number>> = { en: 3.3, de: 2.7, nl: 2.8, ru: 2.6, uk: 2.6, pl: 2.6 };
const CHARACTERS_PER_SECOND: Partial<Record<VideoLanguage, number>> = { ja: 2.2, ko: 5, th: 9 };
const DEFAULT_WORDS_PER_SECOND = 2.9;

const MAX_POST_CHARS = 12_000;

export interface Script {
  title: string;
  /** The sentences spoken, the title first. */
  sentences: string[];
  /** What the narration is in. */
  language: VideoLanguage;
  words: number;
  provider?: Exclude<Provider, "offline">;
  model?: string;
}

const byCharacters = (language: VideoLanguage) => CHARACTERS_PER_SECOND[language] !== undefined;

/** How much there is to say, in the unit the language is measured by. */
export function spokenUnits(text: string, language: VideoLanguage): number {
  if (byCharacters(language)) return (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
  return countWords(text, language);
}

/** How many units of `language` espeak-ng says in a second. */
export const unitsPerSecond = (language: VideoLanguage) => CHARACTERS_PER_SECOND[language] ?? WORDS_PER_SECOND[language] ?? DEFAULT_WORDS_PER_SECOND;

export function countWords(text: string, language: string): number {
  let count = 0;
  for (const part of new Intl.Segmenter(language, { granularity: "word" }).segment(text)) if (part.isWordLike) count++;
  return count;
}

/** A post's readable text: no markup, scripts, styles, captions, shortcodes or entities. */
export function postText(html: string): string[] {
  const withoutShortcodes = html
    .replace(/\[caption\b[^\]]*\][\s\S]*?\[\/caption\]/gi, " ")
    .replace(/\[\/?[a-z][\w-]*(?:\s[^\]]*)?\]/gi, " ")
    .replace(/<figcaption\b[\s\S]*?<\/figcaption\s*>/gi, " ");
  return pageText(`<body>${withoutShortcodes}</body>`).blocks.map((block) =>
    block.kind === "paragraph" || block.kind === "item" ? block.text : `${block.text}.`,
  );
}

/** A title ends as a sentence, so the narration pauses after it and it is a subtitle of its own. */
function asSentence(title: string) {
  const trimmed = title.replace(/\s+/g, " ").trim();
  return /[.!?。！？…]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

// Scripts written without spaces between words: a content word there can be a single character.
const DENSE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** The content words of a sentence, lower-cased; short words are mostly grammar and left out. */
function terms(sentence: string, language: string): string[] {
  const words: string[] = [];
  for (const part of new Intl.Segmenter(language, { granularity: "word" }).segment(sentence.toLowerCase())) {
    if (part.isWordLike && [...part.segment].length >= (DENSE.test(part.segment) ? 2 : 4)) words.push(part.segment);
  }
  return words;
}

/**
 * Each sentence's weight: how often the rest of the post uses its content words, so a sentence
 * about what the post keeps returning to wins; long sentences are not favoured for length alone.
 */
export function scoreSentences(sentences: string[], language: string): number[] {
  const perSentence = sentences.map((sentence) => terms(sentence, language));
  const frequency = new Map<string, number>();
  for (const words of perSentence) for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  return perSentence.map((words) => (words.length ? words.reduce((sum, word) => sum + frequency.get(word)! - 1, 0) / Math.sqrt(words.length) : 0));
}

/** The best sentences that fit in `budget` units, in the order the post has them. */
function pick(sentences: string[], scores: number[], budget: number, language: VideoLanguage): string[] {
  const order = sentences.map((_, index) => index).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const chosen = new Set<number>();
  let used = 0;
  for (const index of order) {
    const units = spokenUnits(sentences[index]!, language);
    if (used + units > budget) continue;
    chosen.add(index);
    used += units;
  }
  return sentences.filter((_, index) => chosen.has(index));
}

const budgetFor = (language: VideoLanguage, seconds: number) => Math.round(seconds * unitsPerSecond(language));

/**
 * The offline narration: the title, then the post's sentences that weigh most by term frequency,
 * kept in the post's order, until about `TARGET_SECONDS` of speech.
 */
export function extractiveScript(title: string, html: string, language: VideoLanguage): Script {
  const sentences = postText(html).flatMap((block) => splitSentences(block, language));
  if (!sentences.length) throw noText();
  const opening = asSentence(title);
  const budget = budgetFor(language, TARGET_SECONDS) - spokenUnits(opening, language);
  const chosen = pick(sentences, scoreSentences(sentences, language), budget, language);
  // A post whose every sentence is longer than the video: its first sentence is cut to fit.
  const body = chosen.length ? chosen : [cutToUnits(sentences[0]!, budget, language)];
  return finish(title, [opening, ...body], language);
}

function cutToUnits(sentence: string, budget: number, language: VideoLanguage): string {
  let kept = "";
  for (const part of new Intl.Segmenter(language, { granularity: "word" }).segment(sentence)) {
    if (spokenUnits(kept + part.segment, language) > budget) break;
    kept += part.segment;
  }
  return `${kept.trim()}…`;
}

function finish(title: string, sentences: string[], language: VideoLanguage, author?: Pick<Script, "provider" | "model">): Script {
  return { title, sentences, language, words: countWords(sentences.join(" "), language), ...author };
}

/** A shorter narration, for one that ran longer than a video may: the sentences from the end go first. */
export function shorten(script: Script, factor: number): Script {
  const budget = spokenUnits(script.sentences.join(" "), script.language) * factor;
  const kept: string[] = [];
  let used = 0;
  for (const sentence of script.sentences) {
    used += spokenUnits(sentence, script.language);
    if (kept.length >= 2 && used > budget) break;
    kept.push(sentence);
  }
  return { ...script, sentences: kept, words: countWords(kept.join(" "), script.language) };
}

const noText = () => new VisibleError("input", "post_empty", "The post has no text to narrate.");

export const ScriptAnswer = v.object({
  narration: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(5_000),
    v.description("The narration as plain sentences, to be read aloud: no headings, lists, Markdown, emojis, hashtags or links."),
  ),
});

/** Post text cannot close the fence it is put in. */
const unfence = (text: string) => text.replace(/<\/?\s*site_data\s*>/gi, " ");

/** Model output read aloud: Markdown marks, links and emojis would be spoken or spelled out. */
const speakable = (text: string) =>
  text
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/[*_#`>|~]+/g, " ")
    .replace(/\p{Extended_Pictographic}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

export function scriptSystemPrompt(language: VideoLanguage, seconds: number, units: number, unit: string) {
  return [
    `You write the voice-over of a short vertical social media video (${seconds} seconds, at most ${MAX_SECONDS}) that presents a blog post.`,
    `Write it in ${languageName(language)}, translating from the post's language when they differ.`,
    `Length: about ${units} ${unit}. Open with a hook, keep to what the post says, end with a short call to read the full post.`,
    "Plain spoken sentences only: no headings, lists, Markdown, emojis, hashtags, links or stage directions. Never invent facts, numbers or quotes.",
    DATA_NOT_INSTRUCTIONS,
  ].join("\n");
}

export function scriptPrompt(title: string, text: string, instruction: string) {
  return [
    "Write the narration now.",
    instruction.trim() ? `The site owner's wishes for this video: ${instruction.trim()}` : undefined,
    "<site_data>",
    `Post title: ${unfence(title)}`,
    unfence(text).slice(0, MAX_POST_CHARS),
    "</site_data>",
  ]
    .filter((part) => part !== undefined)
    .join("\n");
}

export interface ScriptRequest {
  title: string;
  html: string;
  /** The language the video is narrated in. */
  language: VideoLanguage;
  /** The owner's own words for this video (the Generate form's prompt). */
  instruction: string;
  /** What the post is in when its text does not tell: the site's language. */
  siteLanguage: () => Promise<VideoLanguage | undefined>;
}

/**
 * The narration of a post: with an AI provider, the post condensed (and translated) by the model
 * with the owner's wishes; offline, an extractive summary, which can only be in the post's own
 * language.
 */
export async function writeScript(request: ScriptRequest): Promise<Script> {
  const blocks = postText(request.html);
  const text = blocks.join("\n");
  if (!/[\p{L}\p{N}]/u.test(text)) throw noText();
  if (!Ai.configured()) {
    const postLanguage = detectLanguage(`${request.title}\n${text}`) ?? (await request.siteLanguage()) ?? request.language;
    if (postLanguage !== request.language) {
      throw new VisibleError(
        "input",
        "translation_unavailable",
        `This post is in ${languageName(postLanguage)}: a video in ${languageName(request.language)} needs an AI provider to translate it.`,
      );
    }
    return extractiveScript(request.title, request.html, request.language);
  }
  const unit = byCharacters(request.language) ? "characters" : "words";
  const written = await Ai.generate({
    schema: ScriptAnswer,
    system: scriptSystemPrompt(request.language, TARGET_SECONDS, budgetFor(request.language, TARGET_SECONDS), unit),
    prompt: scriptPrompt(request.title, text, request.instruction),
  });
  const sentences = splitSentences(speakable(written.value.narration), request.language);
  if (!sentences.length) throw noText();
  const script = finish(request.title, sentences, request.language, { provider: written.provider as Exclude<Provider, "offline">, model: written.model });
  const units = spokenUnits(sentences.join(" "), request.language);
  const most = budgetFor(request.language, MAX_SECONDS - 5);
  return units > most ? shorten(script, most / units) : script;
}
