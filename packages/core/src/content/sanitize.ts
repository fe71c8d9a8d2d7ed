import sanitizeHtml from "sanitize-html";

/**
 * The markup a post may carry to the site: what the writer produces, and nothing that runs code,
 * loads another document or restyles the page. The optimizer rewrites posts the owner wrote, so
 * the plain text-level tags those carry (line breaks, code, lower headings) are kept too: they
 * run nothing, and dropping them would damage the owner's post when the rewrite replaces it.
 */
const ALLOWED_TAGS = [
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "a",
  "img",
  "blockquote",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "caption",
  "figure",
  "figcaption",
  "h5",
  "h6",
  "br",
  "hr",
  "b",
  "i",
  "code",
  "pre",
  "sub",
  "sup",
  "del",
  "ins",
];

// Elements whose content is code, controls or another document, never text a reader should see.
const DROPPED_WITH_CONTENT = ["script", "style", "textarea", "option", "select", "xmp", "noscript", "noembed", "noframes", "template", "iframe"];

const ABSOLUTE_HTTP = /^https?:\/\//i;

const postHtml: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href"],
    img: ["src", "alt"],
    // Merged cells only change a table's layout.
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href", "src"],
  nonTextTags: DROPPED_WITH_CONTENT,
  // A relative image source resolves against whichever page shows the post: only absolute ones.
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
