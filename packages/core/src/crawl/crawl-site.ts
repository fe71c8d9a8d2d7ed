import type { OutboundPolicy, Resolver } from "../net/guarded-fetch";
import { CrawlError, fetchPage, type FetchOptions } from "./fetch-page";
import { hostSlots } from "./host-slots";
import { siteHost } from "./parse";
import { readRobots, type RobotsRules } from "./robots";
import { sitemapUrls } from "./sitemap";
import type { CrawlResult, PageFacts } from "./types";

/** A competitor is judged on its first twenty pages: enough to see its depth, few enough to stay polite. */
export const MAX_DISCOVERED_PAGES = 20;
const DEFAULT_PER_HOST = 2;

export interface CrawlOptions {
  /** How many pages discovery reads, the home page included (at most 20). */
  maxPages?: number;
  /** Exactly these pages, without discovery: the pages the owner chose. */
  urls?: string[];
  /**
   * The owner's own site (its host name without www., any port): chosen pages there are read whatever its
   * robots.txt says; chosen pages on any other site are read only where its robots.txt allows.
   */
  ownHost?: string;
  /** Requests at once to one site. */
  perHost?: number;
  /** Stops the crawl; what was read by then is returned. */
  signal?: AbortSignal;
  /** Called after each page, read or failed. */
  onPage?: (done: number, total: number, url: string) => void | Promise<void>;
  policy?: OutboundPolicy;
  resolve?: Resolver;
}

// Addresses that are files, feeds, admin screens or comment-reply variants, not pages to judge.
const NOT_A_PAGE_EXTENSION =
  /\.(pdf|jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|zip|gz|tgz|rar|7z|tar|mp3|mp4|m4a|mov|avi|webm|wav|ogg|css|js|json|xml|rss|atom|txt|csv|docx?|xlsx?|pptx?|odt|exe|dmg|apk|woff2?|ttf|eot)$/i;
const NOT_A_PAGE_PATH = /(^|\/)(feed|wp-admin|wp-json|wp-login\.php|xmlrpc\.php|wp-content|wp-includes|cart|checkout|my-account)(\/|$)/i;
const NOT_A_PAGE_QUERY = /(^|&)(replytocom|share|add-to-cart|s|feed|preview)=/i;

export function looksLikePage(address: string): boolean {
  const url = new URL(address);
  return !NOT_A_PAGE_EXTENSION.test(url.pathname) && !NOT_A_PAGE_PATH.test(url.pathname) && !NOT_A_PAGE_QUERY.test(url.search.slice(1));
}

/**
 * Runs `work` on what `next` hands out, `width` at a time, until `next` has nothing left and
 * nothing runs (work may give `next` more). The first error stops new work and is rethrown once
 * the running work has settled.
 */
async function pool<T>(width: number, next: () => Promise<T | null>, work: (item: T) => Promise<void>) {
  const running = new Set<Promise<void>>();
  // Set from inside the tasks, which the compiler's narrowing cannot see.
  let failure = null as { error: unknown } | null;
  while (!failure) {
    while (running.size < width && !failure) {
      const item = await next();
      if (item === null) break;
      const task: Promise<void> = work(item)
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => running.delete(task));
      running.add(task);
    }
    if (!running.size) break;
    await Promise.race(running);
  }
  await Promise.all(running);
  if (failure) throw failure.error;
}

function reasonOf(error: unknown) {
  if (error instanceof CrawlError) return error.message;
  throw error;
}

/**
 * Reads a site the way a polite search engine would: robots.txt first, the home page, then the
 * sitemap's pages and the links found on the pages read, breadth first, up to `maxPages`. With
 * `urls`, reads exactly those pages instead. Failures are collected, never thrown; `error` says
 * when nothing of the site could be read.
 */
export async function crawlSite(start: string, options: CrawlOptions = {}): Promise<CrawlResult> {
  let startUrl: URL;
  try {
    startUrl = new URL(start);
  } catch {
    return {
      origin: start,
      pages: [],
      failed: [{ url: start, reason: "The address is not a valid URL" }],
      blocked: [],
      error: "The address is not a valid URL",
      notes: [],
    };
  }
  const fetchOptions: FetchOptions = { policy: options.policy, resolve: options.resolve, signal: options.signal };
  const perHost = Math.max(1, options.perHost ?? DEFAULT_PER_HOST);
  const acquire = hostSlots(perHost);
  const result: CrawlResult = { origin: startUrl.origin, pages: [], failed: [], blocked: [], error: null, notes: [] };
  let done = 0;
  const report = (address: string, total: number) => options.onPage?.(++done, Math.max(total, done), address);

  const robots = new Map<string, Promise<RobotsRules>>();
  const robotsFor = (url: URL) => {
    let rules = robots.get(url.origin);
    if (!rules) {
      rules = readRobots(url.origin, fetchOptions);
      robots.set(url.origin, rules);
    }
    return rules;
  };

  /** Reads one page into the result; resolves with it when it was read. */
  const read = async (address: string, delayMs: number, total: () => number): Promise<PageFacts | null> => {
    if (!URL.canParse(address)) {
      result.failed.push({ url: address, reason: "The address is not a valid URL" });
      await report(address, total());
      return null;
    }
    const release = await acquire(siteHost(new URL(address)), delayMs);
    let page: PageFacts | null = null;
    try {
      page = await fetchPage(address, fetchOptions);
      // Discovery reaches some pages twice through redirects (/?p=12 and /post/); the owner's own list is kept as given.
      const duplicate = !options.urls && result.pages.some((other) => other.finalUrl === page!.finalUrl);
      if (!duplicate) result.pages.push(page);
    } catch (error) {
      if (options.signal?.aborted) return null;
      result.failed.push({ url: address, reason: reasonOf(error) });
    } finally {
      release();
    }
    await report(address, total());
    return page;
  };

  // robots.txt speaks to crawlers that find pages on their own; the owner's pages are read because
  // the owner asked for them. Anyone else's keep their robots.txt. The address rules of the
  // guarded client apply to all.
  if (options.urls) {
    const urls = [...new Set(options.urls)];
    const pending = [...urls];
    const hosts = new Set(urls.map((address) => (URL.canParse(address) ? siteHost(new URL(address)) : address)));
    const readChosen = async (address: string) => {
      const url = URL.canParse(address) ? new URL(address) : null;
      if (url && url.hostname.replace(/^www\./, "") !== options.ownHost) {
        const rules = await robotsFor(url);
        if (!rules.allows(url.href)) {
          result.blocked.push(url.href);
          result.failed.push({ url: address, reason: "The site's robots.txt does not allow this page to be read" });
          await report(address, urls.length);
          return;
        }
        return void (await read(address, rules.delayMs, () => urls.length));
      }
      await read(address, 0, () => urls.length);
    };
    await pool(perHost * hosts.size, () => Promise.resolve(options.signal?.aborted ? null : (pending.shift() ?? null)), readChosen);
    if (!result.pages.length && result.failed.length) result.error = `No page of the site could be read: ${result.failed[0]!.reason}`;
    return result;
  }

  const limit = Math.min(Math.max(1, options.maxPages ?? MAX_DISCOVERED_PAGES), MAX_DISCOVERED_PAGES);
  const startRules = await robotsFor(startUrl);
  if (startRules.note) result.notes.push(startRules.note);
  if (!startRules.allows(startUrl.href)) {
    result.blocked.push(startUrl.href);
    result.error = "The site's robots.txt does not allow its home page to be read";
    return result;
  }
  const home = await read(startUrl.href, startRules.delayMs, () => limit);
  if (!home) {
    result.error = result.failed[0]?.reason ?? null;
    return result;
  }

  const homeUrl = new URL(home.finalUrl);
  result.origin = homeUrl.origin;
  const site = siteHost(homeUrl);
  const seen = new Set([startUrl.href, home.finalUrl]);
  const queue: string[] = [];
  const enqueue = (addresses: string[]) => {
    for (const address of addresses) {
      if (seen.has(address) || siteHost(new URL(address)) !== site || !looksLikePage(address)) continue;
      seen.add(address);
      queue.push(address);
    }
  };
  const homeRules = await robotsFor(homeUrl);
  if (homeRules.note && homeRules !== startRules) result.notes.push(homeRules.note);
  enqueue(await sitemapUrls(homeUrl.origin, homeRules.sitemaps, fetchOptions));
  enqueue(home.internalLinks);

  let attempted = 1;
  await pool(
    perHost,
    async () => {
      while (queue.length && attempted < limit && !options.signal?.aborted) {
        const address = queue.shift()!;
        const rules = await robotsFor(new URL(address));
        if (!rules.allows(address)) {
          result.blocked.push(address);
          continue;
        }
        attempted++;
        return { address, delayMs: rules.delayMs };
      }
      return null;
    },
    async ({ address, delayMs }) => {
      const page = await read(address, delayMs, () => Math.min(limit, attempted + queue.length));
      if (page) enqueue(page.internalLinks);
    },
  );
  return result;
}
