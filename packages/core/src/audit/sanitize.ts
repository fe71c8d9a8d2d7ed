import { load } from "cheerio";

/** The only markup a report's summaries keep; the dashboard renders them as HTML. */
const ALLOWED = new Set(["p", "ul", "li", "strong"]);
/** Elements whose content is not text a reader should see. */
const DROPPED = new Set(["script", "style", "template", "iframe", "object", "embed", "noscript", "svg", "math", "head", "title"]);

interface Node {
  type: string;
  name?: string;
  data?: string;
  children?: Node[];
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function render(nodes: Node[]): string {
  let html = "";
  for (const node of nodes) {
    if (node.type === "text") html += escape(node.data ?? "");
    else if (node.type === "tag" || node.type === "script" || node.type === "style") {
      const name = node.name?.toLowerCase() ?? "";
      if (DROPPED.has(name)) continue;
      const inner = render(node.children ?? []);
      // Any other element gives up its tag and attributes and keeps its text.
      html += ALLOWED.has(name) ? `<${name}>${inner}</${name}>` : inner;
    }
  }
  return html;
}

/** Keeps <p>, <ul>, <li> and <strong> without attributes and the text of everything else; comments and scripts go. */
export function sanitizeSummary(html: string): string {
  const $ = load(html, null, false);
  return render($.root().contents().toArray()).trim();
}
