import { describe, expect, it } from "vitest";
import type { PageFacts } from "../crawl/types";
import { analyse, type SitePage } from "./analyse";

const SENTENCES = [
  "A raised bed garden warms up early in spring and drains well after heavy rain.",
  "Fill the frame with a mix of topsoil, compost and a little sand so roots can spread.",
  "Water deeply twice a week rather than a little every day, and mulch to keep moisture in.",
  "Rotate crops each season so pests and diseases do not build up in the same soil.",
];

const text = (words: number) => {
  const out: string[] = [];
  for (let index = 0; out.join(" ").split(" ").length < words; index++) out.push(SENTENCES[index % SENTENCES.length]!);
  return out.join(" ").split(" ").slice(0, words).join(" ");
};

function facts(overrides: Partial<PageFacts> = {}): PageFacts {
  const url = "https://garden.example/raised-bed-garden";
  const body = text(1164);
  const paragraphs = body.match(/(?:\S+\s*){1,90}/g)!.map((chunk) => `<p>${chunk.trim()}</p>`);
  return {
    url,
    finalUrl: url,
    status: 200,
    https: true,
    title: "Raised bed garden: how to build and fill one for vegetables",
    metaDescription: "",
    canonical: url,
    robots: null,
    lang: "en",
    headings: [
      { level: 1, text: "Raised bed garden" },
      { level: 2, text: "Filling the frame" },
    ],
    wordCount: 1164,
    text: body,
    contentHtml: `<h2>Filling the frame</h2>${paragraphs.join("")}`,
    internalLinks: ["https://garden.example/compost", "https://garden.example/mulch"],
    externalLinks: [],
    images: [],
    structuredData: ["Article"],
    openGraph: {},
    htmlBytes: 5000,
    scripts: 0,
    ...overrides,
  };
}

const sitePage = (pageFacts: PageFacts): SitePage => ({
  item: { id: 7, title: pageFacts.title, url: pageFacts.finalUrl, type: "post" },
  facts: pageFacts,
  failure: null,
  keyphrase: { keyphrase: "raised bed garden", source: "plugin" },
  stored: null,
});

const audit = (pageFacts: PageFacts) => analyse({ pages: [sitePage(pageFacts)], competitors: [], locale: "en_US" }).content_analysis[0]!;

describe("a page's findings", () => {
  it("are one per problem, our check and Yoast's assessment merged, written as actions with the page's figures", () => {
    const page = audit(facts());
    const ids = page.improvement_actions.map((action) => action.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(page.cons).size).toBe(page.cons.length);
    const meta = page.improvement_actions.filter((action) => /meta description/i.test(action.description) && !/does not name/.test(action.description));
    expect(meta.map((action) => action.description)).toEqual(['The meta description is missing: write 120-156 characters that name "raised bed garden".']);
    expect(page.improvement_actions.find((action) => action.id === "images")?.description).toBe(
      '1,164 words, no image: add one picture with alt text naming "raised bed garden".',
    );
    expect(ids).not.toContain("metaDescriptionKeyword");
    for (const action of page.improvement_actions) {
      expect(["Low", "Medium", "High"]).toContain(action.impact);
      expect(["Low", "Medium", "High"]).toContain(action.effort);
    }
  });

  it("never pass Yoast's own sentences or exclamations through", () => {
    const page = audit(facts({ externalLinks: [], images: [] }));
    const words = JSON.stringify(page);
    expect(words).not.toContain("!");
    expect(words).not.toMatch(/Make sure to write one|Add some|Meta description length:|Images:|Outbound links:/);
    expect(page.cons.every((con) => !con.includes(": write"))).toBe(true);
  });

  it("list as strengths only the passed checks that matter, once each", () => {
    const page = audit(
      facts({
        metaDescription: "How to build a raised bed garden, fill it with the right soil and plant it for a long season of vegetables in a small backyard.",
      }),
    );
    expect(new Set(page.pros).size).toBe(page.pros.length);
    expect(page.pros).toContain("The page is served over HTTPS.");
    expect(page.pros.join(" ")).toMatch(/"raised bed garden" appears in the title/);
    expect(page.pros.join(" ")).not.toMatch(/may index|canonical link|no images without alt text|No other audited page/);
  });
});
