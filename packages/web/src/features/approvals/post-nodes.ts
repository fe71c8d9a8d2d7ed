import { ABSOLUTE_HTTP } from "@sitecrew/core/content/post-markup";
import { mergeAttributes, Node, type NodeConfig } from "@tiptap/core";

type Shape = Pick<NodeConfig, "group" | "content" | "isolating" | "atom">;

/** A node that is one tag of the allow-list with the attributes kept for it, each written back only when set. */
function tagNode(name: string, tag: string, shape: Shape, attributes: readonly string[] = []) {
  return Node.create({
    name,
    ...shape,
    addAttributes: () => Object.fromEntries(attributes.map((attribute) => [attribute, { default: null }])),
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes), 0],
  });
}

// A cell may hold paragraphs and lists, as the sanitizer lets it; a caption is a line of text.
const cell = { content: "block+", isolating: true };

/**
 * Tables as they are written, sections and caption included, so a post that has one keeps it through
 * the editor. They are kept, not built: the toolbar makes none, and their text is edited in place.
 */
export const tableNodes = [
  tagNode("table", "table", { group: "block", content: "tableCaption? (tableHead | tableBody | tableFoot | tableRow)+", isolating: true }),
  tagNode("tableCaption", "caption", { content: "inline*", isolating: true }),
  tagNode("tableHead", "thead", { content: "tableRow+" }),
  tagNode("tableBody", "tbody", { content: "tableRow+" }),
  tagNode("tableFoot", "tfoot", { content: "tableRow+" }),
  tagNode("tableRow", "tr", { content: "(tableHeader | tableCell)+" }),
  tagNode("tableHeader", "th", cell, ["colspan", "rowspan", "scope"]),
  tagNode("tableCell", "td", cell, ["colspan", "rowspan"]),
];

/** A figure holds what it shows (an image, a table, a quote) and may carry its caption before or after it. */
export const figureNodes = [
  tagNode("figure", "figure", { group: "block", content: "(figcaption | block)+", isolating: true }),
  tagNode("figcaption", "figcaption", { content: "inline*", isolating: true }),
];

/** An image on a line of its own; only an absolute http(s) source is kept, as on the site. */
export const Image = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: null } }),
  parseHTML: () => [{ tag: "img[src]", getAttrs: (element) => (ABSOLUTE_HTTP.test(element.getAttribute("src") ?? "") ? null : false) }],
  renderHTML: ({ HTMLAttributes }) => ["img", mergeAttributes(HTMLAttributes)],
});

/** Preformatted code, as `pre` and `code` keep it: the site drops the class that would name its language. */
export const CodeBlock = Node.create({
  name: "codeBlock",
  group: "block",
  content: "text*",
  marks: "",
  code: true,
  defining: true,
  parseHTML: () => [{ tag: "pre", preserveWhitespace: "full" }],
  renderHTML: () => ["pre", ["code", 0]],
});
