/**
 * The markup a post may carry to the site: what the writer produces, and nothing that runs code,
 * loads another document or restyles the page. The optimizer rewrites posts the owner wrote, so
 * the plain text-level tags those carry (line breaks, code, lower headings) are kept too: they
 * run nothing, and dropping them would damage the owner's post when the rewrite replaces it.
 * The server's sanitizer keeps exactly this, and the dashboard's rich-text editor is built to it.
 */
export const POST_TAGS = [
  "p",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "strong",
  "b",
  "em",
  "i",
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
  "br",
  "hr",
  "code",
  "pre",
  "sub",
  "sup",
  "del",
  "ins",
] as const;

export type PostTag = (typeof POST_TAGS)[number];

/** The attributes kept, by tag; every other attribute is dropped. Merged cells only change a table's layout. */
export const POST_ATTRIBUTES: Partial<Record<PostTag, readonly string[]>> = {
  a: ["href"],
  img: ["src", "alt"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
};

/** The only schemes a link or an image may use. */
export const POST_URL_SCHEMES = ["http", "https"] as const;

/** An image source must be absolute: a relative one resolves against whichever page shows the post. */
export const ABSOLUTE_HTTP = /^https?:\/\//i;
