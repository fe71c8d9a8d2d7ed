import { decodeEntities } from "../util/html-entities";

/** A run of a page's readable text, and what kind of element held it. */
export interface TextBlock {
  kind: "heading" | "paragraph" | "item";
  text: string;
}

export interface PageText {
  title: string;
  blocks: TextBlock[];
}

// Elements whose content is never the page's prose: code, chrome around the article, widgets.
const DROPPED = [
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "math",
  "head",
  "iframe",
  "object",
  "canvas",
  "pre",
  "nav",
  "header",
  "footer",
  "aside",
  "form",
  "button",
  "select",
  "textarea",
  "figure",
];
const BLOCKS = new Set([
  "p",
  "div",
  "section",
  "article",
  "main",
  "blockquote",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "table",
  "thead",
  "tbody",
  "tr",
  "td",
  "th",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "address",
  "details",
  "summary",
  "body",
  "html",
]);
const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
/** A style shows in the first few thousand words; the rest of a long page adds only work. */
const MAX_TEXT_CHARS = 100_000;
const MAX_BLOCK_CHARS = 10_000;

const clean = (text: string) => decodeEntities(text).replace(/\s+/g, " ").trim();

/** The inside of the first `<tag>` to the last `</tag>`, when the page has one. */
function inside(html: string, tag: string): string | undefined {
  const open = new RegExp(`<${tag}\\b[^<>]*>`, "i").exec(html);
  const close = html.toLowerCase().lastIndexOf(`</${tag}`);
  return open && close > open.index ? html.slice(open.index + open[0].length, close) : undefined;
}

/**
 * The page without the elements named, content and all. Each search starts where the last one
 * ended, so a page of unclosed tags costs one pass, not one pass per tag.
 */
function without(html: string, tags: string[]): string {
  let source = html;
  for (const tag of tags) {
    const lower = source.toLowerCase();
    const opening = new RegExp(`<${tag}\\b`, "g");
    const closing = new RegExp(`</${tag}\\s*>`, "g");
    let kept = "";
    let from = 0;
    for (let match = opening.exec(lower); match; match = opening.exec(lower)) {
      kept += source.slice(from, match.index);
      closing.lastIndex = match.index;
      const close = closing.exec(lower);
      if (!close) {
        from = source.length;
        break;
      }
      from = close.index + close[0].length;
      opening.lastIndex = from;
    }
    source = kept + source.slice(from);
  }
  return source;
}

function comments(html: string): string {
  let kept = "";
  let from = 0;
  for (let start = html.indexOf("<!--"); start >= 0; start = html.indexOf("<!--", from)) {
    kept += html.slice(from, start);
    const end = html.indexOf("-->", start + 4);
    from = end < 0 ? html.length : end + 3;
  }
  return kept + html.slice(from);
}

function titleOf(html: string): string {
  const lower = html.toLowerCase();
  const open = /<title\b[^<>]*>/.exec(lower);
  if (!open) return "";
  const start = open.index + open[0].length;
  const end = lower.indexOf("</title", start);
  return clean(html.slice(start, end < 0 ? start : end));
}

/**
 * The readable text of an HTML page as headings, paragraphs and list items, in order. The
 * article (or main content) is preferred over the whole body; navigation, headers, footers,
 * forms, code and scripts are left out.
 */
export function pageText(html: string): PageText {
  const title = titleOf(html);
  let source = without(comments(html), DROPPED);
  source = inside(source, "article") ?? inside(source, "main") ?? inside(source, "body") ?? source;

  const blocks: TextBlock[] = [];
  let text = "";
  let collected = 0;
  let headings = 0;
  let items = 0;
  const flush = () => {
    const value = clean(text.slice(0, MAX_BLOCK_CHARS * 4)).slice(0, MAX_BLOCK_CHARS);
    text = "";
    collected += value.length;
    if (value) blocks.push({ kind: headings > 0 ? "heading" : items > 0 ? "item" : "paragraph", text: value });
  };
  const tags = /<(\/?)([a-z][a-z0-9-]*)\b[^<>]*>/gi;
  let last = 0;
  for (let match = tags.exec(source); match && collected < MAX_TEXT_CHARS; match = tags.exec(source)) {
    text += source.slice(last, match.index);
    last = match.index + match[0].length;
    const name = match[2]!.toLowerCase();
    const closing = match[1] === "/";
    if (name === "br") text += " ";
    if (!BLOCKS.has(name)) continue;
    flush();
    if (HEADINGS.has(name)) headings = Math.max(0, headings + (closing ? -1 : 1));
    if (name === "li") items = Math.max(0, items + (closing ? -1 : 1));
  }
  if (collected < MAX_TEXT_CHARS) text += source.slice(last);
  flush();
  return { title, blocks };
}
