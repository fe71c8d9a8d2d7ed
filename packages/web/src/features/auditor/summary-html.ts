/** The few nodes the sanitiser reads: the browser's DOM has them, and so do server-side parsers. */
export interface MarkupNode {
  nodeType: number;
  childNodes: ArrayLike<MarkupNode>;
  tagName?: string;
  data?: string;
}

const ELEMENT = 1;
const TEXT = 3;
const ALLOWED = new Set(["p", "ul", "ol", "li", "strong", "em", "br"]);
/** Elements whose text is not prose: dropped with everything inside them. */
const DROPPED = new Set(["script", "style", "template", "noscript", "iframe", "object", "embed", "svg", "math", "head", "title", "textarea", "select"]);

const escapeText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function render(node: MarkupNode): string {
  if (node.nodeType === TEXT) return escapeText(node.data ?? "");
  if (node.nodeType !== ELEMENT) return "";
  const tag = (node.tagName ?? "").toLowerCase();
  if (DROPPED.has(tag)) return "";
  const inner = Array.from(node.childNodes, render).join("");
  if (!ALLOWED.has(tag)) return inner;
  return tag === "br" ? "<br>" : `<${tag}>${inner}</${tag}>`;
}

/** The markup of a parsed fragment's children, keeping paragraphs, lists, bold, italics and line breaks, without any attribute. */
export function sanitizeNodes(root: MarkupNode): string {
  return Array.from(root.childNodes, render).join("");
}

/**
 * A summary the server already cleaned, cleaned again before it reaches the page: an allow-list of tags with no
 * attributes, so a fault upstream can add neither a script nor a link.
 */
export function sanitizeSummary(html: string): string {
  // DOMParser builds an inert document: nothing in it loads or runs while it is read.
  return sanitizeNodes(new DOMParser().parseFromString(html, "text/html").body);
}
