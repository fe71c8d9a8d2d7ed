import { describe, expect, it } from "vitest";
import type { PageFacts } from "../crawl/types";
import { checkPage } from "./checks";
import { duplicateGroups } from "./duplicates";
import { pageImages } from "./images";
import { keyphraseFor } from "./keyphrase";
import { sanitizeSummary } from "./sanitize";
import { normaliseSiteUrl } from "./schema";

const words = (count: number, text = "herbs grow well in pots on a sunny balcony") => {
  const pool = text.split(" ");
  return Array.from({ length: count }, (_, index) => pool[index % pool.length]).join(" ");
};

function page(overrides: Partial<PageFacts> = {}): PageFacts {
  const url = overrides.url ?? "https://garden.example/basil";
  const text = overrides.text ?? words(400);
  return {
    url,
    finalUrl: url,
    status: 200,
    https: true,
    title: "Growing basil on a small balcony, step by step",
    metaDescription: "How to grow basil in pots on a balcony: soil, sun, watering and harvest, explained step by step for small spaces and for beginners.",
    canonical: url,
    robots: null,
    lang: "en",
    headings: [
      { level: 1, text: "Growing basil" },
      { level: 2, text: "Watering" },
    ],
    wordCount: text.split(" ").length,
    text,
    contentHtml: `<p>${text}</p><img src="/pot.jpg" alt="A pot">`,
    internalLinks: ["https://garden.example/mint", "https://garden.example/sage"],
    externalLinks: [],
    images: [{ src: "https://garden.example/pot.jpg", alt: "A pot" }],
    structuredData: ["Article"],
    openGraph: {},
    htmlBytes: 5000,
    scripts: 0,
    ...overrides,
  };
}

const failing = (facts: PageFacts, others: PageFacts[] = []) =>
  checkPage(facts, pageImages(facts), duplicateGroups([facts, ...others]))
    .filter((finding) => !finding.passed)
    .map((finding) => finding.check);

describe("on-page checks", () => {
  it("pass on a sound page", () => {
    expect(failing(page())).toEqual([]);
  });

  it.each([
    ["noindex", { robots: "noindex, follow" }],
    ["not_https", { https: false }],
    ["missing_title", { title: "" }],
    ["title_length", { title: "Basil" }],
    ["title_length", { title: "Growing basil on a small balcony, step by step, for every season of the year" }],
    ["missing_meta_description", { metaDescription: "" }],
    ["meta_description_length", { metaDescription: "Basil in pots." }],
    ["missing_h1", { headings: [{ level: 2 as const, text: "Watering" }] }],
    [
      "multiple_h1",
      {
        headings: [
          { level: 1 as const, text: "A" },
          { level: 1 as const, text: "B" },
        ],
      },
    ],
    [
      "heading_order",
      {
        headings: [
          { level: 1 as const, text: "A" },
          { level: 3 as const, text: "B" },
        ],
      },
    ],
    ["images_without_alt", { contentHtml: `<p>${words(400)}</p><img src="x.jpg"><img src="y.jpg" alt=" ">` }],
    ["few_internal_links", { internalLinks: ["https://garden.example/basil", "https://www.garden.example/mint"] }],
    ["thin_content", { text: words(120), wordCount: 120 }],
    ["missing_canonical", { canonical: null }],
    ["canonical_elsewhere", { canonical: "https://garden.example/herbs" }],
    ["missing_structured_data", { structuredData: [] }],
  ])("find %s", (check, overrides) => {
    expect(failing(page(overrides))).toEqual([check]);
  });

  it("find titles shared by audited pages, case and spacing ignored", () => {
    const first = page();
    const second = page({ url: "https://garden.example/basil-2", title: " growing BASIL on a small balcony,  step by step" });
    const third = page({
      url: "https://garden.example/thyme",
      title: "Thyme in pots on a balcony, the whole year round",
      metaDescription: "Thyme in pots stays green all year: how to plant it, water it sparingly and cut it back for a compact plant on any balcony.",
      headings: [{ level: 1, text: "Thyme all year" }],
    });
    expect(failing(first, [second, third])).toEqual(["duplicate_title", "duplicate_meta_description", "duplicate_h1"]);
    expect(failing(third, [first, second])).toEqual([]);
  });
});

describe("the keyphrase a page is scored against", () => {
  it("is the plugin's, else the keyword the title names, else the one the text uses most, else the title's repeated words", () => {
    expect(keyphraseFor(page(), ["basil"], "basil pots")).toEqual({ keyphrase: "basil pots", source: "plugin" });
    expect(keyphraseFor(page(), ["mint", "small balcony"])).toEqual({ keyphrase: "small balcony", source: "keywords" });
    expect(keyphraseFor(page({ title: "Growing basil" }), ["sunny", "pots"])).toEqual({ keyphrase: "sunny", source: "keywords" });
    expect(keyphraseFor(page({ title: "Balcony herbs for summer" }), ["roses"])).toEqual({ keyphrase: "balcony herbs", source: "title" });
  });
});

describe("summaries", () => {
  it("keep <p>, <ul>, <li> and <strong> without attributes, and the text of everything else", () => {
    const html = `<p class="x" onclick="alert(1)">Good <strong style="color:red">titles</strong> <a href="javascript:alert(1)">here</a></p><script>alert(1)</script><ul><li>One &amp; <img src=x onerror=alert(1)>two</li></ul><!-- note --><h1>Big</h1>`;
    expect(sanitizeSummary(html)).toBe("<p>Good <strong>titles</strong> here</p><ul><li>One &amp; two</li></ul>Big");
  });
});

describe("site addresses", () => {
  it("are normalised to origin and path", () => {
    expect(normaliseSiteUrl(" Rival.example/Blog/?q=1#top ")).toEqual({ url: "https://rival.example/Blog" });
    expect(normaliseSiteUrl("http://rival.example/")).toEqual({ url: "http://rival.example" });
    expect(normaliseSiteUrl("javascript:alert(1)")).toHaveProperty("error");
  });
});
