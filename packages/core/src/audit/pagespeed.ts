import { guardedFetch, OutboundError, stagePolicy } from "../net/guarded-fetch";
import { figuresOf, MEASURE_TIMEOUT_MS, type Measurement } from "./lighthouse";
import type { PageSpeedConfig } from "../adapters";

/** Lighthouse's report with its screenshots runs to a few megabytes. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
const CATEGORIES = ["PERFORMANCE", "ACCESSIBILITY", "BEST_PRACTICES", "SEO"];

interface PageSpeedAnswer {
  lighthouseResult?: Parameters<typeof figuresOf>[0] & { runtimeError?: { code?: string; message?: string } };
  error?: { code?: number; message?: string };
}

const failed = (why: string): Measurement => ({ lighthouse: null, error: `Could not be measured: ${why}` });

function refusal(status: number, answer: PageSpeedAnswer | undefined): Measurement {
  if (status === 400 && answer?.error?.message) return failed(answer.error.message);
  if (status === 401 || status === 403) return failed(`PageSpeed Insights refused the key (${status})`);
  if (status === 429) return failed("PageSpeed Insights is limiting requests (429)");
  return failed(`PageSpeed Insights failed (${status})`);
}

/** One page through PageSpeed Insights: Google's servers run Lighthouse on it, as a phone on a mobile network. */
async function measureOne(config: PageSpeedConfig, url: string): Promise<Measurement> {
  const target = new URL(config.url);
  target.searchParams.set("url", url);
  target.searchParams.set("strategy", "MOBILE");
  for (const category of CATEGORIES) target.searchParams.append("category", category);
  let response;
  try {
    // The key goes in a header, not the query: a logged address never carries it.
    response = await guardedFetch(
      target,
      { headers: { accept: "application/json", "x-goog-api-key": config.apiKey } },
      { policy: stagePolicy(), timeoutMs: MEASURE_TIMEOUT_MS, maxBytes: MAX_ANSWER_BYTES },
    );
  } catch (error) {
    return failed(
      error instanceof OutboundError && error.reason === "timeout" ? `timed out after ${MEASURE_TIMEOUT_MS / 1000} s` : "PageSpeed Insights did not answer",
    );
  }
  let answer: PageSpeedAnswer | undefined;
  try {
    answer = JSON.parse(response.body.toString("utf8")) as PageSpeedAnswer;
  } catch {
    answer = undefined;
  }
  if (response.status >= 300) return refusal(response.status, answer);
  const result = answer?.lighthouseResult;
  if (!result?.categories || !result.audits) return failed("PageSpeed Insights gave no result");
  if (result.runtimeError?.code && result.runtimeError.code !== "NO_ERROR") return failed(result.runtimeError.message ?? result.runtimeError.code);
  return { lighthouse: figuresOf(result), error: null };
}

/** The pages measured one at a time through PageSpeed Insights, in the order given. */
export async function measureWithPageSpeed(config: PageSpeedConfig, urls: string[], options: { onPage?: () => unknown } = {}): Promise<Measurement[]> {
  const results: Measurement[] = [];
  for (const url of urls) {
    results.push(await measureOne(config, url));
    await options.onPage?.();
  }
  return results;
}
