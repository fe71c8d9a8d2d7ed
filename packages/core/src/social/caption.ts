import { splitSentences } from "../speech/sentences";
import { outline } from "./outline";
import { postText } from "./script";

/** A Reel's words before "more": the hook and the link, hashtags aside. */
export const CAPTION_TEXT_MAX = 150;
const MIN_HASHTAGS = 3;
const MAX_HASHTAGS = 5;

export interface CaptionSource {
  title: string;
  /** The post's excerpt, where WordPress has one. */
  excerpt?: string;
  /** The post's HTML. */
  html?: string;
  /** The post's address on the site; left out when there is none to point to. */
  url: string;
  /** The post's focus keyphrase (Yoast, Rank Math or SiteCrew's), comma-separated when there are several. */
  keywords: string;
  /** The site's categories from onboarding; those the post speaks of become hashtags. */
  categories?: string[];
  /** The site's name: its own hashtag when the post gives too few. */
  siteName?: string;
  language?: string;
}

const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];
const plain = (html: string) => postText(html).join(" ");

/** What the caption says before the link: the post's promise, as the video's hook has it. */
function hookCandidates(source: CaptionSource) {
  const fromPost = source.html ? outline(source.html, source.language ?? "en")?.hook : undefined;
  const fromExcerpt = source.excerpt ? splitSentences(plain(source.excerpt), source.language) : [];
  return [...fromExcerpt, fromPost, source.title.trim()].filter((text): text is string => Boolean(text && words(text).length));
}

/** Text cut at a word to `room` characters, with an ellipsis when anything was left out. */
function cut(text: string, room: number) {
  if (text.length <= room) return text;
  const kept = text.slice(0, Math.max(0, room - 1)).replace(/\s+\S*$/u, "");
  return `${kept.trimEnd()}…`;
}

const camel = (phrase: string) =>
  words(phrase)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");

/**
 * Three to five hashtags: each keyphrase whole (#HomeEspresso, never its single words such as
 * #home), the site's categories the post speaks of, then the site's name when there are fewer than
 * three; each once.
 */
export function hashtagsFor(source: Pick<CaptionSource, "keywords" | "categories" | "siteName" | "title" | "html">) {
  const phrases = source.keywords
    .split(/[,;\n]/)
    .map((phrase) => phrase.trim())
    .filter((phrase) => words(phrase).length);
  const text = `${source.title} ${source.html ? plain(source.html) : ""}`.toLowerCase();
  const categories = (source.categories ?? []).filter(
    (category) => !/^uncategori[sz]ed$/i.test(category.trim()) && text.includes(category.trim().toLowerCase()),
  );
  // Without a keyphrase the title's longer words stand in for it.
  const titleWords = phrases.length ? [] : words(source.title).filter((word) => word.length >= 5);
  const tags = [...phrases.map(camel), ...categories.map(camel), ...titleWords].filter(Boolean);
  const seen = new Set<string>();
  const unique = tags.filter((tag) => !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
  const name = source.siteName ? camel(source.siteName) : "";
  if (unique.length < MIN_HASHTAGS && name && !seen.has(name.toLowerCase())) unique.push(name);
  return unique.slice(0, MAX_HASHTAGS).map((tag) => `#${tag}`);
}

/**
 * A Reel's caption from its post: the hook (the post's promise) and the post's link as a call to
 * read on, in at most `CAPTION_TEXT_MAX` characters, then its hashtags.
 */
export function proposeCaption(source: CaptionSource) {
  const link = source.url ? `Read more: ${source.url}` : "";
  const room = CAPTION_TEXT_MAX - (link ? link.length + 1 : 0);
  const candidates = hookCandidates(source);
  const hook = candidates.find((candidate) => candidate.length <= room) ?? cut(candidates[0] ?? source.title, room);
  const text = [hook, link].filter(Boolean).join("\n");
  const tags = hashtagsFor(source).join(" ");
  return [text, tags].filter(Boolean).join("\n\n");
}
