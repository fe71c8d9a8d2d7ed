import { VisibleError } from "../error";
import { guardedFetch, OutboundError, type OutboundRefusal } from "../net/guarded-fetch";
import { pageText } from "./page-text";
import { INVALID_URL } from "./schema";
import { describeStyle, measureStyle, MIN_STYLE_WORDS } from "./style-analysis";

const PAGE_TIMEOUT_MS = 10_000;
const PAGE_MAX_BYTES = 2 * 1024 * 1024;
const READABLE = /^(text\/html|application\/xhtml\+xml|text\/plain)\b/i;

/** The address or the page is not one a style can be learned from: the owner picks another. */
const unusable = (message: string) => new VisibleError("input", "style_page_unusable", message, { content: message });
/** The site did not answer as a site should: trying again later may work. */
const unreadable = (message: string) => new VisibleError("upstream", "style_page_unreadable", message, { content: message });

const UNUSABLE = new Set<OutboundRefusal>(["invalid_url", "scheme", "port", "address", "unresolved"]);

const REFUSALS: Record<OutboundRefusal, string> = {
  invalid_url: INVALID_URL,
  scheme: INVALID_URL,
  port: "That address cannot be read: only pages on the public web (ports 80 and 443) can be used.",
  address: "That address cannot be read: it points to a private network, not the public web.",
  unresolved: "That address could not be found. Check the spelling of the site's name.",
  redirects: "That page redirects too many times to be read.",
  timeout: "That page took too long to answer. Try again, or use another page.",
  too_large: "That page is too large to read (over 2 MB). Use a single article instead.",
  network: "That page could not be reached. Check the address and that the page is public.",
};

/** The page's text in the charset it declares, UTF-8 when it declares none we know. */
function decode(body: Buffer, contentType: string): string {
  const head = body.subarray(0, 2048).toString("latin1");
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ?? "utf-8";
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

/**
 * Reads a public article and distils how it is written into a brief for the writer. Only the
 * text is kept, measured and described; the page itself is not stored.
 */
export async function learnStyle(url: URL): Promise<string> {
  const response = await guardedFetch(
    url,
    { headers: { accept: "text/html,application/xhtml+xml;q=0.9,text/plain;q=0.5", "user-agent": "SiteCrew/1.0 (writing style reader)" } },
    { timeoutMs: PAGE_TIMEOUT_MS, maxBytes: PAGE_MAX_BYTES },
  ).catch((error: unknown) => {
    if (error instanceof OutboundError) throw (UNUSABLE.has(error.reason) ? unusable : unreadable)(REFUSALS[error.reason]);
    throw error;
  });
  if (response.status < 200 || response.status >= 300) throw unreadable(`That page could not be read: the site answered with status ${response.status}.`);
  const contentType = String(response.headers["content-type"] ?? "text/html");
  if (!READABLE.test(contentType)) throw unusable("That address is not a web page. Use the address of an article or blog post.");
  const html = decode(response.body, contentType);
  const page = /^text\/plain/i.test(contentType)
    ? { title: "", blocks: html.split(/\n\s*\n/).map((text) => ({ kind: "paragraph" as const, text: text.replace(/\s+/g, " ").trim() })) }
    : pageText(html);
  const measures = measureStyle(page);
  if (measures.words < MIN_STYLE_WORDS || measures.sentences < 5) {
    throw unusable(
      `That page has too little text to learn a writing style from (${measures.words} words; at least ${MIN_STYLE_WORDS} are needed). Use the address of a full article.`,
    );
  }
  const where = new URL(response.url).hostname.replace(/^www\./, "");
  const source = page.title ? `"${page.title.slice(0, 120)}" (${where})` : where;
  return describeStyle(measures, source);
}
