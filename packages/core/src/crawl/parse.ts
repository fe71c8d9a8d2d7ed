import * as cheerio from "cheerio";
import type { PageFacts } from "./types";

const MAX_TEXT_CHARS = 100_000;
const MAX_CONTENT_HTML_CHARS = 500_000;

const CODE = "script, style, noscript, template";
const CHROME = "nav, header, footer";
const BLOCKS =
  "p, div, section, article, main, aside, blockquote, ul, ol, li, dl, dt, dd, table, tr, td, th, h1, h2, h3, h4, h5, h6, pre, figure, figcaption, address, details, summary, hr";
const JAVASCRIPT_TYPES = /^(|text\/javascript|application\/javascript|module|text\/ecmascript|application\/ecmascript)$/;

/** Marks where a block ends; a private-use character, so no page text or whitespace rule touches it. */
const BREAK = "\uE000";

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** Same site when the hosts (with any port other than the scheme's own) match once a leading "www." is set aside. */
export const siteHost = (url: URL) => url.host.replace(/^www\./, "");

/** An absolute http(s) address without its fragment, or null for anything else (mailto:, javascript:, junk). */
export function absoluteUrl(href: string, base: URL): string | null {
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.hash = "";
  return url.href;
}

/** Every @type of a JSON-LD value: top-level items, arrays of them and @graph members. */
function schemaTypes(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) return value.forEach((item) => schemaTypes(item, into));
  if (!value || typeof value !== "object") return;
  const node = value as Record<string, unknown>;
  const type = node["@type"];
  for (const name of Array.isArray(type) ? type : [type]) if (typeof name === "string" && name.trim()) into.add(name.trim());
  if (node["@graph"]) schemaTypes(node["@graph"], into);
}

function parseJsonLd(source: string): unknown {
  // Some themes wrap the block in an HTML comment or CDATA section, which JSON does not allow.
  const json = source
    .trim()
    .replace(/^(<!--|<!\[CDATA\[)/, "")
    .replace(/(-->|\]\]>)$/, "");
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/**
 * The facts of one HTML page. Links and images are resolved the way a browser would: against
 * the page's <base href> if it has one, else the address the page was answered from.
 */
export function parsePage(html: string, url: string, finalUrl: string = url, status = 200): PageFacts {
  const $ = cheerio.load(html);
  const answeredFrom = new URL(finalUrl);
  const baseHref = $("base[href]").first().attr("href");
  const base = (baseHref && absoluteUrl(baseHref, answeredFrom)) || answeredFrom.href;
  const baseUrl = new URL(base);
  const meta = (name: string) => {
    const found = $("meta[name]")
      .filter((_, element) => ($(element).attr("name") ?? "").trim().toLowerCase() === name)
      .first();
    return found.length ? (found.attr("content") ?? "").trim() : null;
  };

  const canonicalHref = $("link[rel][href]")
    .filter((_, element) => ($(element).attr("rel") ?? "").toLowerCase().split(/\s+/).includes("canonical"))
    .first()
    .attr("href");

  const headings = $("h1, h2, h3, h4, h5, h6")
    .toArray()
    .map((element) => ({ level: Number(element.tagName.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6, text: collapse($(element).text()) }));

  const internalLinks = new Set<string>();
  const externalLinks = new Set<string>();
  $("a[href]").each((_, element) => {
    const href = $(element).attr("href") ?? "";
    if (href.trim().startsWith("#")) return;
    const link = absoluteUrl(href, baseUrl);
    if (!link) return;
    (siteHost(new URL(link)) === siteHost(answeredFrom) ? internalLinks : externalLinks).add(link);
  });

  const images = $("img")
    .toArray()
    .flatMap((element) => {
      const image = $(element);
      // Lazy-loading themes keep the real address in a data attribute and a placeholder in src.
      const candidates = [image.attr("src"), image.attr("data-src"), image.attr("data-lazy-src")];
      const source = candidates.find((value) => value && !value.trim().startsWith("data:"));
      const src = source ? absoluteUrl(source, baseUrl) : null;
      return src ? [{ src, alt: image.attr("alt") ?? null }] : [];
    });

  const structured = new Set<string>();
  $('script[type="application/ld+json" i]').each((_, element) => schemaTypes(parseJsonLd($(element).text()), structured));

  const openGraph: Record<string, string> = {};
  $("meta[property]").each((_, element) => {
    const property = ($(element).attr("property") ?? "").trim().toLowerCase();
    // The first value wins, as for crawlers that read one og:image.
    if (property.startsWith("og:") && !(property in openGraph)) openGraph[property] = ($(element).attr("content") ?? "").trim();
  });

  const scripts = $("script").filter((_, element) => JAVASCRIPT_TYPES.test(($(element).attr("type") ?? "").trim().toLowerCase())).length;

  // A page of several articles is a listing: its content is the main element, not the first teaser.
  const articles = $("article");
  const main = articles.length === 1 ? articles : $("main").length ? $("main").first() : $('[role="main"]').length ? $('[role="main"]').first() : $("body");
  main.find(CODE).remove();
  const contentHtml = (main.html() ?? "").trim().slice(0, MAX_CONTENT_HTML_CHARS);
  main.find(CHROME).remove();
  main.find("br").replaceWith(BREAK);
  main.find(BLOCKS).append(BREAK);
  const text = main.text().split(BREAK).map(collapse).filter(Boolean).join("\n");
  const wordCount = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

  return {
    url,
    finalUrl,
    status,
    https: answeredFrom.protocol === "https:",
    title: collapse($("head title").first().text() || $("title").first().text()),
    metaDescription: meta("description") ?? "",
    canonical: canonicalHref ? absoluteUrl(canonicalHref, baseUrl) : null,
    robots: meta("robots"),
    lang: $("html").attr("lang")?.trim() || null,
    headings,
    wordCount,
    text: text.slice(0, MAX_TEXT_CHARS),
    contentHtml,
    internalLinks: [...internalLinks],
    externalLinks: [...externalLinks],
    images,
    structuredData: [...structured],
    openGraph,
    htmlBytes: Buffer.byteLength(html),
    scripts,
  };
}
