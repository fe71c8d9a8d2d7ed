import * as v from "valibot";
import { Ai, DATA_NOT_INSTRUCTIONS, type Provider } from "../ai";
import { languageName } from "../ai/prompt";
import { VisibleError } from "../error";
import { pageText } from "../reference/page-text";
import { splitSentences } from "../speech/sentences";
import type { VideoLanguage } from "./narrator";
import { closingLine } from "./closing";
import { MAX_POINTS, MIN_POINTS, outline, withoutShortcodes } from "./outline";
import { detectLanguage } from "./post-language";

/** A short video's narration: 20 to 45 seconds of speech, aiming inside; never more than a minute. */
export const TARGET_SECONDS = 40;
export const MAX_SECONDS = 60;

// What espeak-ng says in a second at its default rate (measured on this machine): words, or
// characters where a language is written without spaces between words or syllable blocks count.
const WORDS_PER_SECOND: Partial<Record<VideoLanguage, number>> = { en: 3.3, de: 2.7, nl: 2.8, ru: 2.6, uk: 2.6, pl: 2.6 };
const CHARACTERS_PER_SECOND: Partial<Record<VideoLanguage, number>> = { ja: 2.2, ko: 5, th: 9 };
const DEFAULT_WORDS_PER_SECOND = 2.9;

const MAX_POST_CHARS = 12_000;

/** One part of the narration and the words its scene shows large. */
export interface ScriptPart {
  role: "hook" | "point" | "closing";
  text: string;
  words: string;
}

export interface Script {
  title: string;
  /** What is said, in order: the hook, the points, the closing line. */
  parts: ScriptPart[];
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

/** A heading read as a sentence ends with one stop: "espresso?" stays as written, "Grind" becomes "Grind.". */
const asSentence = (text: string) => {
  const trimmed = text.replace(/\s+/g, " ").trim();
  return /[.!?。！？…:;]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** A post's readable text: no markup, scripts, styles, captions, shortcodes or entities. */
export function postText(html: string): string[] {
  return pageText(`<body>${withoutShortcodes(html)}</body>`).blocks.map((block) =>
    block.kind === "paragraph" || block.kind === "item" ? block.text : asSentence(block.text),
  );
}

// A scene's large words are a glance, not a sentence.
const MAX_SCENE_WORDS = 8;
const wordList = (text: string) => text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];

/** What a point's scene shows large: its section's heading when short, else the point's longest words in their order. */
export function sceneWords(point: { text: string; heading?: string }) {
  const heading = point.heading?.replace(/[.:;]+$/u, "").trim();
  if (heading && wordList(heading).length <= MAX_SCENE_WORDS) return heading;
  const words = wordList(point.text);
  const longest = new Set([...words].sort((a, b) => b.length - a.length).slice(0, 3));
  const picked = words.filter((word) => longest.has(word) && longest.delete(word));
  return picked.map((word, index) => (index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word)).join(" ");
}

const budgetFor = (language: VideoLanguage, seconds: number) => Math.round(seconds * unitsPerSecond(language));
const partUnits = (parts: ScriptPart[], language: VideoLanguage) => spokenUnits(parts.map((part) => part.text).join(" "), language);

/**
 * A narration cut to `budget` units: the last points go first while more than three are left, then
 * each point keeps only its first sentence, then points go down to one.
 */
function fit(parts: ScriptPart[], budget: number, language: VideoLanguage): ScriptPart[] {
  let kept = [...parts];
  const points = () => kept.filter((part) => part.role === "point");
  const dropLastPoint = () => {
    const last = kept.findLastIndex((part) => part.role === "point");
    kept.splice(last, 1);
  };
  while (partUnits(kept, language) > budget && points().length > MIN_POINTS) dropLastPoint();
  if (partUnits(kept, language) > budget) {
    kept = kept.map((part) => (part.role === "point" ? { ...part, text: splitSentences(part.text, language)[0] ?? part.text } : part));
  }
  while (partUnits(kept, language) > budget && points().length > 1) dropLastPoint();
  return kept;
}

function cutToUnits(sentence: string, budget: number, language: VideoLanguage): string {
  let kept = "";
  for (const part of new Intl.Segmenter(language, { granularity: "word" }).segment(sentence)) {
    if (spokenUnits(kept + part.segment, language) > budget) break;
    kept += part.segment;
  }
  return `${kept.trim()}…`;
}

/**
 * The offline narration, from the post's own sentences: a hook with the post's promise, a point from
 * each section (the weightiest, never a heading), and a closing line that names the site; about
 * `TARGET_SECONDS` of speech.
 */
export function extractiveScript(title: string, html: string, language: VideoLanguage, siteName: string): Script {
  const closing: ScriptPart = { role: "closing", text: closingLine(language, siteName), words: siteName };
  const found = outline(html, language);
  const first = found?.hook ?? postText(html).flatMap((block) => splitSentences(block, language))[0];
  if (!first) throw noText();
  const budget = budgetFor(language, TARGET_SECONDS);
  // A hook longer than the whole video is cut to fit beside the closing line.
  const room = budget - spokenUnits(closing.text, language);
  const hook: ScriptPart = { role: "hook", text: spokenUnits(first, language) > room ? cutToUnits(first, room, language) : first, words: title };
  const points = (found?.points ?? []).map((point): ScriptPart => ({ role: "point", text: point.text, words: sceneWords(point) }));
  return finish(title, fit([hook, ...points, closing], budget, language), language);
}

function finish(title: string, parts: ScriptPart[], language: VideoLanguage, author?: Pick<Script, "provider" | "model">): Script {
  return { title, parts, language, words: countWords(parts.map((part) => part.text).join(" "), language), ...author };
}

/** What the narrator says: the parts one after another. */
export const narrationOf = (script: Script) => script.parts.map((part) => part.text).join(" ");

/** A shorter narration, for one that ran longer than a video may: points go from the end, the hook and the closing stay. */
export function shorten(script: Script, factor: number): Script {
  const parts = fit(script.parts, partUnits(script.parts, script.language) * factor, script.language);
  return finish(script.title, parts, script.language, script.provider ? { provider: script.provider, model: script.model } : undefined);
}

const noText = () => new VisibleError("input", "post_empty", "The post has no text to narrate.");

const Spoken = v.pipe(v.string(), v.minLength(1), v.maxLength(600));

export const ScriptAnswer = v.object({
  hook: v.pipe(Spoken, v.description("One sentence with the post's promise, to make a viewer stay.")),
  points: v.pipe(
    v.array(
      v.object({
        text: v.pipe(Spoken, v.description("One or two sentences taken or condensed from one section of the post: a fact, a step or a tip.")),
        words: v.pipe(v.string(), v.maxLength(60), v.description("Two to five key words of the point, shown large on screen.")),
      }),
    ),
    v.minLength(1),
    v.maxLength(MAX_POINTS),
  ),
  closing: v.pipe(Spoken, v.description("One short sentence that invites the viewer to read the whole post and names the site.")),
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

export function scriptSystemPrompt(language: VideoLanguage, seconds: number, units: number, unit: string, siteName: string) {
  return [
    `You write the voice-over of a short vertical social media video (${seconds} seconds, at most ${MAX_SECONDS}) that presents a blog post.`,
    `Write it in ${languageName(language)}, translating from the post's language when they differ.`,
    `Length: about ${units} ${unit} in all. A hook, then ${MIN_POINTS} to ${MAX_POINTS} points, each from a different section's body, then a closing line that names the site "${siteName}".`,
    "Plain spoken sentences only: never read a heading, a question from the post or a list label aloud; no lists, Markdown, emojis, hashtags, links or stage directions. Never invent facts, numbers or quotes.",
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
  /** The site's name, said in the closing line. */
  siteName: string;
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
    return extractiveScript(request.title, request.html, request.language, request.siteName);
  }
  const unit = byCharacters(request.language) ? "characters" : "words";
  const written = await Ai.generate({
    schema: ScriptAnswer,
    system: scriptSystemPrompt(request.language, TARGET_SECONDS, budgetFor(request.language, TARGET_SECONDS), unit, request.siteName),
    prompt: scriptPrompt(request.title, text, request.instruction),
  });
  const { hook, points, closing } = written.value;
  const parts: ScriptPart[] = [
    { role: "hook" as const, text: speakable(hook), words: request.title },
    ...points.map((point) => ({
      role: "point" as const,
      text: speakable(point.text),
      words: speakable(point.words) || sceneWords({ text: speakable(point.text) }),
    })),
    { role: "closing" as const, text: speakable(closing), words: request.siteName },
  ].filter((part) => /[\p{L}\p{N}]/u.test(part.text));
  if (!parts.length) throw noText();
  return finish(request.title, fit(parts, budgetFor(request.language, MAX_SECONDS - 5), request.language), request.language, {
    provider: written.provider as Exclude<Provider, "offline">,
    model: written.model,
  });
}
