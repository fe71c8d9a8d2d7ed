import { describe, expect, it } from "vitest";
import type { PageFacts } from "../crawl/types";
import { analyse } from "./analyse";

const text = (body: string) => Array.from({ length: 40 }, () => body).join(" ");

function page(url: string, title: string, body: string): PageFacts {
  const words = text(body);
  return {
    url,
    finalUrl: url,
    status: 200,
    https: true,
    title,
    metaDescription: `${title}: a guide for small spaces and for beginners, with soil, sun, watering and harvest explained step by step.`,
    canonical: url,
    robots: null,
    lang: "en",
    headings: [{ level: 1, text: title }],
    wordCount: words.split(" ").length,
    text: words,
    contentHtml: `<p>${words}</p>`,
    internalLinks: [],
    externalLinks: [],
    images: [],
    structuredData: [],
    openGraph: {},
    htmlBytes: 5000,
    scripts: 0,
  };
}

describe("the audit report's words", () => {
  it("speaks of one competitor in the singular", () => {
    const own = page("https://garden.example/basil", "Growing basil on a balcony", "Basil grows well in pots on a sunny balcony.");
    const rival = (path: string) =>
      page(`https://worms.example${path}`, "Worm composting at home", "Worm composting starts with a worm bin. Worm composting feeds herbs.");
    const report = analyse({
      pages: [{ item: { id: 1, title: own.title, url: own.url, type: "post" }, facts: own, failure: null, keyphrase: null, stored: null }],
      competitors: [
        {
          url: "https://worms.example",
          result: { origin: "https://worms.example", pages: [rival("/a"), rival("/b"), rival("/c")], failed: [], blocked: [], error: null, notes: [] },
        },
      ],
      locale: "en",
    });
    const words = JSON.stringify(report);
    expect(words).not.toMatch(/\b1 competitors\b|\bof 1 competitors\b|the 1 competitors/);
    expect(report.content_suggestions[0]!.strategy_overview).toMatch(/^The competitor covers \d+ topics?/);
    expect(report.content_suggestions[0]!.suggested_topics[0]!.description).toContain("by the competitor,");
  });
});
