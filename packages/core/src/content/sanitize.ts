import sanitizeHtml from "sanitize-html";
import { ABSOLUTE_HTTP, POST_ATTRIBUTES, POST_TAGS, POST_URL_SCHEMES } from "./post-markup";

// Elements whose content is code, controls or another document, never text a reader should see.
const DROPPED_WITH_CONTENT = ["script", "style", "textarea", "option", "select", "xmp", "noscript", "noembed", "noframes", "template", "iframe"];

const postHtml: sanitizeHtml.IOptions = {
  allowedTags: [...POST_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(POST_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...POST_URL_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href", "src"],
  nonTextTags: DROPPED_WITH_CONTENT,
  exclusiveFilter: (frame) => frame.tag === "img" && !ABSOLUTE_HTTP.test(frame.attribs.src ?? ""),
};

const noMarkup: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT };

/** Post HTML held to the allow-list: other tags are dropped (their text kept), and so are attributes and URLs that could run code. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, postHtml);
}

// sanitize-html decodes every entity while parsing and escapes only these three again.
const unescape = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

const TAG_START = /<[a-z!/?]/i;
const MAX_PASSES = 5;

/**
 * Text with no markup: tags removed, entities decoded. Decoding can reveal tags that were sent
 * escaped, which are removed in turn; the site shows titles as HTML, so none may survive.
 */
export function plainText(text: string, options: { lines?: boolean } = {}): string {
  let plain = unescape(sanitizeHtml(text, noMarkup));
  for (let pass = 1; pass < MAX_PASSES && TAG_START.test(plain); pass++) plain = unescape(sanitizeHtml(plain, noMarkup));
  // Escaped more deeply than the passes undo: whatever still opens a tag loses its "<".
  plain = plain.replace(new RegExp(TAG_START.source, "gi"), (match) => match.slice(1));
  const squeeze = (line: string) => line.replace(/[\s\p{Cc}]+/gu, " ").trim();
  if (!options.lines) return squeeze(plain);
  return plain
    .split(/\r\n?|\n/)
    .map(squeeze)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

type Cleaners = Record<string, (text: string) => string>;

/** `fields` with each string named in `cleaners` cleaned; fields not given stay absent. */
function cleaned<T extends object>(fields: T, cleaners: Cleaners): T {
  const copy = { ...fields } as Record<string, unknown>;
  for (const [key, clean] of Object.entries(cleaners)) if (typeof copy[key] === "string") copy[key] = clean(copy[key]);
  return copy as T;
}

const plainLines = (text: string) => plainText(text, { lines: true });

interface PostText {
  title?: string;
  content?: string;
  excerpt?: string;
  seo?: { title?: string; description?: string; focus_keyword?: string };
}

/** A post's fields as they may reach the site: its HTML held to the allow-list, everything else plain text. */
export function sanitizePost<P extends PostText>(post: P): P {
  const clean = cleaned(post, { title: plainText, content: sanitizePostHtml, excerpt: plainLines });
  return post.seo ? { ...clean, seo: cleaned(post.seo, { title: plainText, description: plainText, focus_keyword: plainText }) } : clean;
}
