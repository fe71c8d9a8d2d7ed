import * as cheerio from "cheerio";
import { CrawlError, crawlerGet, decodeBody, type FetchOptions } from "./fetch-page";
import { siteHost } from "./parse";

const SITEMAP_MAX_BYTES = 5 * 1024 * 1024;
/** Of a sitemap index, only the first few sitemaps: the pages an audit reads are found long before the last. */
const MAX_CHILD_SITEMAPS = 5;
const MAX_URLS = 1_000;

interface Sitemap {
  urls: string[];
  children: string[];
}

async function readSitemap(url: string, options: FetchOptions): Promise<Sitemap | null> {
  let response;
  try {
    response = await crawlerGet(url, "application/xml,text/xml;q=0.9,*/*;q=0.5", { ...options, maxBytes: SITEMAP_MAX_BYTES });
  } catch (error) {
    if (error instanceof CrawlError) return null;
    throw error;
  }
  if (response.status < 200 || response.status >= 300) return null;
  const $ = cheerio.load(decodeBody(response.body, String(response.headers["content-type"] ?? "")), { xml: true });
  const locs = (selector: string) =>
    $(selector)
      .toArray()
      .map((element) => $(element).text().trim())
      .filter(Boolean);
  return { urls: locs("urlset > url > loc"), children: locs("sitemapindex > sitemap > loc") };
}

/**
 * The pages a site lists in its sitemaps: those robots.txt names (the first five), else /sitemap.xml, else
 * /wp-sitemap.xml (WordPress's own). An index is followed one level. Only addresses on the
 * site itself (ignoring "www.") are kept, in the sitemap's order.
 */
export async function sitemapUrls(origin: string, declared: string[], options: FetchOptions = {}): Promise<string[]> {
  const host = siteHost(new URL(origin));
  const found: string[] = [];
  const read = async (url: string) => {
    const sitemap = await readSitemap(url, options);
    if (!sitemap) return;
    found.push(...sitemap.urls);
    for (const child of sitemap.children.slice(0, MAX_CHILD_SITEMAPS)) {
      if (found.length >= MAX_URLS) return;
      found.push(...((await readSitemap(child, options))?.urls ?? []));
    }
  };
  for (const url of declared.slice(0, MAX_CHILD_SITEMAPS)) if (found.length < MAX_URLS) await read(url);
  for (const path of ["/sitemap.xml", "/wp-sitemap.xml"]) if (!found.length) await read(new URL(path, origin).href);
  const onSite = found.filter((loc) => {
    try {
      const url = new URL(loc);
      return (url.protocol === "http:" || url.protocol === "https:") && siteHost(url) === host;
    } catch {
      return false;
    }
  });
  return [...new Set(onSite)].slice(0, MAX_URLS);
}
