import * as v from "valibot";
import { VisibleError } from "../error";
import { guardedFetch, stagePolicy } from "../net/guarded-fetch";
import type { DomainItem } from "../site/view";
import { competitorRefusal } from "./competitors";
import { normaliseSiteUrl } from "./schema";
import { discoveryQueries, searchConfig, type SearchConfig } from "./search-config";

const TIMEOUT_MS = 10_000;
/** Results asked per query: Brave's most. */
const RESULTS_PER_QUERY = 20;

/**
 * Sites that rank for everything and compete with no one's blog: encyclopedias, video, social,
 * marketplaces, Q&A. Matched by any label of the host, so every country's Amazon is one.
 */
const PLATFORMS = new Set([
  "wikipedia",
  "wikimedia",
  "wikihow",
  "youtube",
  "youtu",
  "facebook",
  "instagram",
  "twitter",
  "x",
  "tiktok",
  "linkedin",
  "pinterest",
  "reddit",
  "quora",
  "medium",
  "tumblr",
  "amazon",
  "ebay",
  "etsy",
  "aliexpress",
  "walmart",
  "google",
  "bing",
  "yahoo",
  "apple",
  "microsoft",
  "yelp",
  "tripadvisor",
  "imdb",
  "github",
  "stackoverflow",
  "stackexchange",
]);

const BraveAnswer = v.object({
  web: v.optional(v.object({ results: v.optional(v.array(v.object({ url: v.string() })), []) }), { results: [] }),
});

const unavailable = (why: string) =>
  new VisibleError("upstream", "search_failed", `The web search that finds competitors ${why}. Add competitors on the domain's page, or try again later.`);

/** One query to Brave's web search: the result addresses, best first. */
async function webSearch(config: SearchConfig, query: string): Promise<string[]> {
  const target = new URL(config.url);
  target.searchParams.set("q", query);
  target.searchParams.set("count", String(RESULTS_PER_QUERY));
  let response;
  try {
    // A fixed host, reached like any other outbound call; the test double on loopback passes only on the local stage.
    response = await guardedFetch(
      target,
      { headers: { accept: "application/json", "x-subscription-token": config.apiKey } },
      { policy: stagePolicy(), timeoutMs: TIMEOUT_MS },
    );
  } catch {
    throw unavailable("did not answer");
  }
  if (response.status === 401 || response.status === 403) throw unavailable(`refused the key (${response.status})`);
  if (response.status === 429) throw unavailable("is limiting requests (429)");
  if (response.status >= 300) throw unavailable(`failed (${response.status})`);
  let body: unknown;
  try {
    body = JSON.parse(response.body.toString("utf8"));
  } catch {
    throw unavailable("answered something other than JSON");
  }
  const answer = v.safeParse(BraveAnswer, body);
  if (!answer.success) throw unavailable("answered in an unknown form");
  return answer.output.web.results.map((result) => result.url);
}

const isPlatform = (host: string) =>
  host
    .toLowerCase()
    .split(".")
    .slice(0, -1)
    .some((label) => PLATFORMS.has(label));

const bareHost = (url: string) => new URL(url).host.replace(/^www\./, "");

/**
 * Up to `wanted` competitor sites (their origins) found by web search for the domain's keywords
 * and niche: not the site itself, not a big platform, not one in `known`, each once.
 */
export async function discoverCompetitors(domain: DomainItem, wanted: number, known: string[] = []): Promise<string[]> {
  const config = searchConfig();
  if (!config || wanted <= 0) return [];
  const seen = new Set(known.map(bareHost));
  const found: string[] = [];
  for (const query of discoveryQueries(domain)) {
    for (const address of await webSearch(config, query)) {
      const normalised = normaliseSiteUrl(address);
      if ("error" in normalised) continue;
      const origin = new URL(normalised.url).origin;
      const host = bareHost(origin);
      if (seen.has(host) || isPlatform(host) || competitorRefusal(origin, domain)) continue;
      seen.add(host);
      found.push(origin);
      if (found.length === wanted) return found;
    }
  }
  return found;
}
