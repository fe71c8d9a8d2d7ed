import { describe, expect, it } from "vitest";
import type { PageFacts } from "../crawl/types";
import { analyse } from "./analyse";

function page(url: string, title: string, headings: string[], text: string, more: Partial<PageFacts> = {}): PageFacts {
  return {
    url,
    finalUrl: url,
    status: 200,
    https: url.startsWith("https:"),
    title,
    metaDescription: "",
    canonical: url,
    robots: null,
    lang: "en",
    headings: headings.map((heading, index) => ({ level: index === 0 ? 1 : 2, text: heading })),
    wordCount: text.split(" ").length,
    text,
    contentHtml: `<p>${text}</p>`,
    internalLinks: [],
    externalLinks: [],
    images: [],
    structuredData: [],
    openGraph: {},
    htmlBytes: 5000,
    scripts: 0,
    ...more,
  };
}

const lighthouse = (performance: number) => ({
  lighthouse: { performance, accessibility: 90, best_practices: 90, seo: 90, lcp_ms: 1200, cls: 0, tbt_ms: 10, opportunities: [] },
  error: null,
});

const own = page("http://garden.example/", "Growing basil on a balcony", ["Growing basil"], "Basil grows in pots on a sunny balcony.", {
  internalLinks: ["http://garden.example/mint"],
});

const worms = [
  page(
    "https://worms.example/",
    "Worm castings for every garden",
    ["Worm castings", "Compost bins"],
    "Worm castings feed plants. Compost bins hold kitchen scraps.",
    {
      structuredData: ["Organization", "WebSite"],
      internalLinks: ["https://worms.example/a", "https://worms.example/b", "https://worms.example/c"],
    },
  ),
  page(
    "http://worms.example/bins",
    "Compost bins on a balcony",
    ["Compost bins", "Worm castings"],
    "Small compost bins make worm castings from kitchen scraps.",
    {
      structuredData: ["Article"],
      internalLinks: ["https://worms.example/"],
    },
  ),
];

describe("each competitor's figures", () => {
  const report = analyse({
    pages: [
      { item: { id: 1, title: own.title, url: own.url, type: "page" }, facts: own, failure: null, keyphrase: null, stored: null, measurement: lighthouse(64) },
    ],
    competitors: [
      {
        url: "https://worms.example",
        result: { origin: "https://worms.example", pages: worms, failed: [], blocked: [], error: null, notes: [] },
        measurement: lighthouse(87),
      },
      {
        url: "https://closed.example",
        result: { origin: "https://closed.example", pages: [], failed: [], blocked: [], error: "No answer", notes: [] },
      },
    ],
    locale: "en",
  });

  it("are counted from its crawled pages, with its home page's Lighthouse performance and the topics the site lacks", () => {
    expect(report.competitor_analysis[0]).toMatchObject({
      status: "analysed",
      pages: 2,
      average_words: 9,
      structured_data_types: ["Article", "Organization", "WebSite"],
      https_share: 0.5,
      internal_links_per_page: 2,
      lighthouse_performance: 87,
      topics: expect.arrayContaining(["worm castings", "compost bins"]),
    });
  });

  it("stand beside the site's own, whose home page Lighthouse measured", () => {
    expect(report.site_figures).toEqual({
      pages: 1,
      average_words: 8,
      structured_data_types: [],
      https_share: 0,
      internal_links_per_page: 1,
      lighthouse_performance: 64,
    });
  });

  it("are left out for a competitor that could not be crawled", () => {
    expect(report.competitor_analysis[1]).toMatchObject({ status: "unreachable", pages: 0 });
    expect(report.competitor_analysis[1]).not.toHaveProperty("average_words");
  });
});
