import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { type OutboundPolicy, stagePolicy } from "../net/guarded-fetch";
import { startGuardedProxy } from "./guarded-proxy";

/** The most pages, the site's and the competitors' home pages together, one audit measures. */
export const MAX_MEASURED_PAGES = 10;
export const MEASURE_TIMEOUT_MS = 60_000;
/** Debian's Chromium, locally and in the media worker's image. */
const CHROMIUM = process.env.CHROME_PATH || "/usr/bin/chromium";

export interface LighthouseOpportunity {
  title: string;
  savings_ms: number;
}

/** A page's Lighthouse figures: scores 0 to 100, as Lighthouse's report shows them. */
export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  best_practices: number | null;
  seo: number | null;
  lcp_ms: number | null;
  cls: number | null;
  tbt_ms: number | null;
  opportunities: LighthouseOpportunity[];
}

/** A page measured, or why it could not be. */
export type Measurement = { lighthouse: LighthouseFigures; error: null } | { lighthouse: null; error: string };

interface Result {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { title: string; numericValue?: number; details?: { type?: string; overallSavingsMs?: number } } | undefined>;
  runtimeError?: { message: string };
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const scoreOf = (result: Result, id: string) => {
  const value = result.categories[id]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
};

const valueOf = (result: Result, id: string, digits = 0) => {
  const value = result.audits[id]?.numericValue;
  return typeof value === "number" ? Number(value.toFixed(digits)) : null;
};

export function figuresOf(result: Result): LighthouseFigures {
  const opportunities = Object.values(result.audits)
    .filter((audit) => audit?.details?.type === "opportunity" && (audit.details.overallSavingsMs ?? 0) > 0)
    .map((audit) => ({ title: audit!.title, savings_ms: Math.round(audit!.details!.overallSavingsMs!) }))
    .sort((a, b) => b.savings_ms - a.savings_ms)
    .slice(0, 3);
  return {
    performance: scoreOf(result, "performance"),
    accessibility: scoreOf(result, "accessibility"),
    best_practices: scoreOf(result, "best-practices"),
    seo: scoreOf(result, "seo"),
    lcp_ms: valueOf(result, "largest-contentful-paint"),
    cls: valueOf(result, "cumulative-layout-shift", 3),
    tbt_ms: valueOf(result, "total-blocking-time"),
    opportunities,
  };
}

const TIMED_OUT = `Could not be measured: timed out after ${MEASURE_TIMEOUT_MS / 1000} s`;

async function launchChrome(proxy: string): Promise<LaunchedChrome> {
  return launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      // Every request, loopback included, goes through the guarded proxy; nothing leaves over UDP.
      `--proxy-server=${proxy}`,
      "--proxy-bypass-list=<-loopback>",
      "--disable-quic",
      "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    ],
  });
}

async function measureOne(chrome: LaunchedChrome, url: string): Promise<Measurement> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((done) => {
    timer = setTimeout(() => done("timeout"), MEASURE_TIMEOUT_MS);
  });
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: CATEGORIES,
      maxWaitForLoad: MEASURE_TIMEOUT_MS - 15_000,
    });
    const outcome = await Promise.race([run, timeout]);
    if (outcome === "timeout") {
      run.catch(() => undefined);
      return { lighthouse: null, error: TIMED_OUT };
    }
    const result = outcome?.lhr as unknown as Result | undefined;
    if (!result) return { lighthouse: null, error: "Could not be measured: Lighthouse gave no result" };
    if (result.runtimeError) return { lighthouse: null, error: `Could not be measured: ${result.runtimeError.message}` };
    return { lighthouse: figuresOf(result), error: null };
  } catch (error) {
    return { lighthouse: null, error: `Could not be measured: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Measures the pages with Lighthouse one at a time, in one Chrome that only the guarded proxy
 * connects to the web. The caller passes only addresses the crawler already read; a page over the
 * time limit leaves Chrome in an unknown state, so the next page gets a fresh one.
 */
export async function measurePages(urls: string[], options: { policy?: OutboundPolicy; onPage?: () => unknown } = {}): Promise<Measurement[]> {
  if (!urls.length) return [];
  const proxy = await startGuardedProxy(options.policy ?? stagePolicy());
  const results: Measurement[] = [];
  let chrome: LaunchedChrome | null = null;
  try {
    for (const url of urls) {
      try {
        chrome ??= await launchChrome(proxy.address);
      } catch (error) {
        results.push({
          lighthouse: null,
          error: `Could not be measured: the browser did not start (${error instanceof Error ? error.message : String(error)})`,
        });
        await options.onPage?.();
        continue;
      }
      const measurement = await measureOne(chrome, url);
      results.push(measurement);
      await options.onPage?.();
      if (measurement.error === TIMED_OUT) {
        chrome.kill();
        chrome = null;
      }
    }
  } finally {
    chrome?.kill();
    await proxy.close();
  }
  return results;
}
