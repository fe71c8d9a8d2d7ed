import robotsParser from "robots-parser";
import { CRAWLER_TOKEN, CrawlError, crawlerGet, decodeBody, type FetchOptions } from "./fetch-page";

/** Google reads the first 500 KiB of a robots.txt; so do we. */
const ROBOTS_MAX_BYTES = 500 * 1024;
/** A Crawl-delay is honoured up to this: longer ones would make an audit wait minutes. */
export const MAX_CRAWL_DELAY_MS = 2_000;

export interface RobotsRules {
  allows(url: string): boolean;
  /** The pause between two requests to the site, from its Crawl-delay (capped). */
  delayMs: number;
  sitemaps: string[];
  /** Why the rules could not be read, when they could not. */
  note: string | null;
}

const allowAll = (note: string | null): RobotsRules => ({ allows: () => true, delayMs: 0, sitemaps: [], note });

/**
 * The site's robots.txt rules for our crawler. A missing file (any 4xx) allows everything, as
 * the standard says; a server error or no answer allows everything too, so an audit still runs,
 * but the note says the rules were not read.
 */
export async function readRobots(origin: string, options: FetchOptions = {}): Promise<RobotsRules> {
  const url = new URL("/robots.txt", origin).href;
  let response;
  try {
    response = await crawlerGet(url, "text/plain", { ...options, maxBytes: ROBOTS_MAX_BYTES });
  } catch (error) {
    if (!(error instanceof CrawlError)) throw error;
    return allowAll(`robots.txt could not be read (${error.message}); pages were read as if it allowed everything.`);
  }
  if (response.status >= 500) return allowAll(`robots.txt answered ${response.status}; pages were read as if it allowed everything.`);
  if (response.status < 200 || response.status >= 300) return allowAll(null);
  // Rules found after a redirect still govern the origin that was asked, as Google reads them.
  const rules = robotsParser(url, decodeBody(response.body, String(response.headers["content-type"] ?? "")));
  const delay = rules.getCrawlDelay(CRAWLER_TOKEN) ?? 0;
  return {
    allows: (page) => rules.isAllowed(page, CRAWLER_TOKEN) !== false,
    delayMs: Math.min(Math.max(delay, 0) * 1000, MAX_CRAWL_DELAY_MS),
    sitemaps: rules.getSitemaps(),
    note: null,
  };
}
