import {
  guardedFetch,
  MAX_REDIRECTS,
  OutboundError,
  type GuardedResponse,
  type OutboundPolicy,
  type OutboundRefusal,
  type Resolver,
} from "../net/guarded-fetch";
import { parsePage } from "./parse";
import type { PageFacts } from "./types";

/** Who we are, in every request: a site owner reading their logs can see what asked and why. */
export const CRAWLER_USER_AGENT = "SiteCrewAuditor/1.0 (+https://sitecrew.app/auditor)";
/** The name robots.txt rules address us by. */
export const CRAWLER_TOKEN = "SiteCrewAuditor";

export const PAGE_TIMEOUT_MS = 10_000;
export const PAGE_MAX_BYTES = 2 * 1024 * 1024;
const HTML = /^(text\/html|application\/xhtml\+xml)\b/i;

export interface FetchOptions {
  /** Where requests may go; the stage's policy when not given. */
  policy?: OutboundPolicy;
  resolve?: Resolver;
  signal?: AbortSignal;
}

/** A page that could not be read, with the reason in words a site owner understands. */
export class CrawlError extends Error {
  constructor(
    public readonly url: string,
    reason: string,
    /** The status the page answered with, when it answered. */
    public readonly status: number | null = null,
  ) {
    super(reason);
    this.name = "CrawlError";
  }
}

const REASONS: Record<OutboundRefusal, string> = {
  invalid_url: "The address is not a valid URL",
  scheme: "Only http and https addresses can be read",
  port: "The address uses a port other than 80 or 443",
  address: "The address is not public",
  unresolved: "The site's name could not be found",
  redirects: `The page redirects more than ${MAX_REDIRECTS} times`,
  timeout: `No answer within ${PAGE_TIMEOUT_MS / 1000} seconds`,
  too_large: `The page is larger than ${PAGE_MAX_BYTES / 1024 / 1024} MB`,
  network: "The site could not be reached",
};

/** One guarded GET as the crawler makes it; refusals become CrawlErrors. */
export async function crawlerGet(url: string, accept: string, options: FetchOptions & { maxBytes?: number } = {}): Promise<GuardedResponse> {
  try {
    return await guardedFetch(
      url,
      { headers: { "user-agent": CRAWLER_USER_AGENT, accept } },
      { policy: options.policy, resolve: options.resolve, signal: options.signal, timeoutMs: PAGE_TIMEOUT_MS, maxBytes: options.maxBytes ?? PAGE_MAX_BYTES },
    );
  } catch (error) {
    if (error instanceof OutboundError) throw new CrawlError(url, REASONS[error.reason]);
    throw error;
  }
}

/** The body in the charset the answer or the page declares, UTF-8 when neither names one we know. */
export function decodeBody(body: Buffer, contentType: string): string {
  const head = body.subarray(0, 2048).toString("latin1");
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ?? "utf-8";
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

/** Reads one page through the guarded client and returns its facts; throws a CrawlError saying why it could not. */
export async function fetchPage(url: string, options: FetchOptions = {}): Promise<PageFacts> {
  const response = await crawlerGet(url, "text/html,application/xhtml+xml;q=0.9", options);
  if (response.status < 200 || response.status >= 300) throw new CrawlError(url, `The page answered ${response.status}`, response.status);
  // An answer without a content type is read as HTML, as browsers sniff it.
  const contentType = String(response.headers["content-type"] ?? "text/html");
  if (!HTML.test(contentType.trim())) throw new CrawlError(url, `Not an HTML page (${contentType.split(";")[0]!.trim()})`, response.status);
  return parsePage(decodeBody(response.body, contentType), url, response.url, response.status);
}
