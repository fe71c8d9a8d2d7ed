export { crawlSite, looksLikePage, MAX_DISCOVERED_PAGES, type CrawlOptions } from "./crawl-site";
export { CRAWLER_TOKEN, CRAWLER_USER_AGENT, CrawlError, fetchPage, PAGE_MAX_BYTES, PAGE_TIMEOUT_MS, type FetchOptions } from "./fetch-page";
export { parsePage, siteHost } from "./parse";
export type { CrawlFailure, CrawlResult, PageFacts } from "./types";
