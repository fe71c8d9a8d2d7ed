import { performance } from "node:perf_hooks";
import { analyse, yoastScore, type CompetitorCrawl, type SitePage } from "../../packages/core/src/audit/analyse";
import { keyphraseFor } from "../../packages/core/src/audit/keyphrase";
import { composeSummaries } from "../../packages/core/src/audit/summary";
import { crawlSite, MAX_DISCOVERED_PAGES } from "../../packages/core/src/crawl";
import { localPolicy } from "../../packages/core/src/net/guarded-fetch";
import { competitorSite, type FixtureSite, serveFixtureSite } from "../support/fixture-site";
import { median, printTable } from "./table";

const SITE_PAGES = 10;
const COMPETITORS = 3;
// What each fixture server waits before answering: a nearby site's response time.
const LATENCIES_MS = [0, 50];
const KEYWORDS = ["balcony", "herbs", "pots"];

const SENTENCES = [
  "Balcony herbs grow well in deep pots with fresh potting soil and a sunny corner.",
  "Basil likes warmth, so keep the pots out of cold wind and water them in the morning.",
  "Mint spreads quickly, which is why it deserves a pot of its own on any balcony.",
  "Thyme and rosemary prefer dry soil, so let the pots drain fully between waterings.",
  "Parsley tolerates some shade and keeps giving leaves when you cut the outer stems first.",
  "Feed herbs in pots lightly every few weeks during summer, since nutrients wash out fast.",
];

const TOPICS = ["worm composting", "rainwater harvesting", "vertical planters", "seed saving", "companion planting", "drip irrigation"];

/** `count` sentences of `pool`, in paragraphs of three with a subheading every nine. */
function body(pool: string[], count: number, offset = 0) {
  const blocks: string[] = [];
  for (let index = 0; index < count; index += 3) {
    if (index && index % 9 === 0) blocks.push(`## Part ${index / 9 + 1}`);
    blocks.push([0, 1, 2].map((step) => pool[(offset + index + step) % pool.length]!).join(" "));
  }
  return blocks.join("\n\n");
}

function ownSite(url: string) {
  const routes: Record<string, string> = {};
  for (let index = 0; index < SITE_PAGES; index++) {
    const title = `Growing balcony herbs in pots, lesson ${index + 1}`;
    const paragraphs = body(SENTENCES, 45, index)
      .split("\n\n")
      .map((block) => (block.startsWith("## ") ? `<h2>${block.slice(3)}</h2>` : `<p>${block}</p>`))
      .join("\n");
    routes[`/lesson-${index + 1}`] = `<!doctype html><html lang="en"><head><title>${title}</title>
<meta name="description" content="A lesson on growing herbs in pots on a balcony: soil, sun, water and harvest, for small spaces and beginners, step by step.">
<link rel="canonical" href="${url}/lesson-${index + 1}"></head>
<body><main><article><h1>${title}</h1><img src="/pot.jpg" alt="Herb pots">${paragraphs}
<p><a href="/lesson-1">First lesson</a> <a href="/lesson-2">Second lesson</a> <a href="/lesson-3">Third lesson</a></p></article></main></body></html>`;
  }
  return routes;
}

function rival(index: number) {
  const topic = TOPICS[index % TOPICS.length]!;
  const sentences = [
    `${topic} starts small on a balcony.`,
    `Most gardeners try ${topic} in their second season.`,
    `A guide to ${topic} saves a summer of mistakes.`,
    ...SENTENCES,
  ];
  return competitorSite({
    name: `Rival ${index + 1}`,
    pages: Array.from({ length: MAX_DISCOVERED_PAGES - 1 }, (_, page) => ({
      path: `/article-${page + 1}`,
      title: `${topic} for balconies, part ${page + 1}`,
      body: body(sentences, 60, page),
    })),
  });
}

async function auditOnce(delayMs: number) {
  const site = await serveFixtureSite(ownSite, { delayMs });
  const rivals: FixtureSite[] = [];
  for (let index = 0; index < COMPETITORS; index++) rivals.push(await serveFixtureSite(rival(index), { host: `rival${index + 1}.localhost`, delayMs }));
  try {
    const urls = Array.from({ length: SITE_PAGES }, (_, index) => `${site.url}/lesson-${index + 1}`);
    const started = performance.now();
    const own = await crawlSite(site.url, { urls, policy: localPolicy });
    const ownMs = performance.now() - started;
    const crawls: { crawl: CompetitorCrawl; ms: number }[] = await Promise.all(
      rivals.map(async (entry) => {
        const from = performance.now();
        const result = await crawlSite(entry.url, { maxPages: MAX_DISCOVERED_PAGES, policy: localPolicy });
        return { crawl: { url: entry.url, result }, ms: performance.now() - from };
      }),
    );
    const crawledAt = performance.now();
    const pages: SitePage[] = urls.map((url, index) => {
      const facts = own.pages.find((page) => page.url === url) ?? null;
      return {
        item: { id: index + 1, title: "", url, type: "post" },
        facts,
        failure: null,
        keyphrase: facts ? keyphraseFor(facts, KEYWORDS) : null,
        stored: null,
      };
    });
    const analysis = analyse({ pages, competitors: crawls.map((entry) => entry.crawl), locale: "en" });
    composeSummaries(analysis.facts);
    const finished = performance.now();
    const scoring = pages.flatMap((page) => {
      if (!page.facts) return [];
      const from = performance.now();
      yoastScore(page.facts, page.keyphrase!.keyphrase, "en");
      return [performance.now() - from];
    });
    return {
      delayMs,
      totalMs: finished - started,
      ownMs,
      analyseMs: finished - crawledAt,
      sitePages: own.pages.length,
      competitors: crawls.map((entry) => ({ pages: entry.crawl.result.pages.length, ms: entry.ms })),
      maxInFlight: Math.max(...rivals.map((entry) => entry.maxInFlight)),
      scoringMs: scoring,
      topics: analysis.facts.topics.length,
    };
  } finally {
    await Promise.all([site.close(), ...rivals.map((entry) => entry.close())]);
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * An audit of 10 pages against 3 competitors of 20 pages each, all served on loopback: the crawl
 * with its politeness limit (2 requests at once per host), Yoast's scoring and the comparison.
 * The database writes and the AI provider are left out: they are the same few calls whatever the
 * site.
 */
export async function benchAudit() {
  const results = [];
  for (const delay of LATENCIES_MS) results.push(await auditOnce(delay));
  printTable(
    `SEO audit: ${SITE_PAGES} pages against ${COMPETITORS} competitors x ${MAX_DISCOVERED_PAGES} pages, served locally`,
    ["server latency", "total", "per audited page", "own pages read", "competitors crawled", "compare + summaries", "topics found"],
    results.map((result) => [
      ms(result.delayMs),
      ms(result.totalMs),
      ms(result.totalMs / SITE_PAGES),
      `${result.sitePages} in ${ms(result.ownMs)}`,
      `${result.competitors.map((entry) => entry.pages).join(" + ")} pages in ${ms(Math.max(...result.competitors.map((entry) => entry.ms)))}`,
      ms(result.analyseMs),
      result.topics,
    ]),
  );
  printTable(
    "Yoast SEO + readability scoring per page (about 450 words)",
    ["server latency", "median", "slowest"],
    results.map((result) => [ms(result.delayMs), ms(median(result.scoringMs)), ms(Math.max(...result.scoringMs))]),
  );
  printTable(
    "Crawler throughput per competitor, with at most 2 requests at once per host",
    ["server latency", "pages per second (each)", "most requests at once seen by a host"],
    results.map((result) => [
      ms(result.delayMs),
      result.competitors.map((entry) => ((entry.pages * 1000) / entry.ms).toFixed(1)).join(", "),
      result.maxInFlight,
    ]),
  );
}
