import { splitSentences } from "../speech/sentences";
import { CAPTION_MAX, HASHTAG_MAX } from "./schema";
import { postText } from "./script";

/** A hook longer than this reads as a paragraph above the fold: the title stands in for it. */
const HOOK_MAX = 160;
const MAX_PROPOSED_HASHTAGS = 8;

export interface CaptionSource {
  title: string;
  /** The post's excerpt, where WordPress has one. */
  excerpt?: string;
  /** The post's HTML. */
  html?: string;
  /** The post's address on the site. */
  url: string;
  /** The post's focus keyphrase (Yoast, Rank Math or SiteCrew's), comma-separated when there are several. */
  keywords: string;
  language?: string;
}

const plain = (html: string) => postText(html).join(" ");

/** A heading is not a hook: a sentence has a few words. */
const HOOK_MIN_WORDS = 4;

/** The first sentence that makes someone read on: the excerpt's, else the post's; the title when neither has one short enough. */
function hook(source: CaptionSource) {
  for (const text of [source.excerpt ? plain(source.excerpt) : "", source.html ? plain(source.html) : ""]) {
    const first = splitSentences(text, source.language).find((sentence) => (sentence.match(/[\p{L}\p{N}]+/gu) ?? []).length >= HOOK_MIN_WORDS);
    if (first && first.length <= HOOK_MAX) return first;
  }
  return source.title.trim();
}

const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Hashtags from the post's keywords: each keyphrase as one tag (#BalconyComposting) and its longer
 * words on their own; without keywords, the title's longer words. Each once, at most eight.
 */
export function hashtagsFor(keywords: string, title: string) {
  const phrases = keywords
    .split(/[,;\n]/)
    .map((phrase) => phrase.trim())
    .filter((phrase) => words(phrase).length);
  const tags = phrases.length
    ? [...phrases.map((phrase) => words(phrase).map(capitalised).join("")), ...phrases.flatMap((phrase) => words(phrase).filter((word) => word.length >= 4))]
    : words(title).filter((word) => word.length >= 5);
  const seen = new Set<string>();
  const unique = tags.filter((tag) => !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
  return unique.slice(0, Math.min(MAX_PROPOSED_HASHTAGS, HASHTAG_MAX)).map((tag) => `#${tag}`);
}

/** A Reel's caption from its post: a hook sentence, the post's link as text (Instagram links nothing in captions), then hashtags. */
export function proposeCaption(source: CaptionSource) {
  const tags = hashtagsFor(source.keywords, source.title).join(" ");
  const tail = [source.url, tags].filter(Boolean).join("\n\n");
  const room = CAPTION_MAX - tail.length - 2;
  const opening = hook(source);
  const text = opening.length > room ? `${opening.slice(0, Math.max(0, room - 1)).trimEnd()}…` : opening;
  return [text, tail].filter(Boolean).join("\n\n");
}
