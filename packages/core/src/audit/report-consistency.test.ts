import { describe, expect, it } from "vitest";
import type { PageFacts } from "../crawl/types";
import { analyse, type SitePage } from "./analyse";
import { composeSummaries } from "./summary";

const SENTENCES = [
  "A raised bed garden warms up early in spring and drains well after heavy rain.",
  "Fill the frame with a mix of topsoil, compost and a little sand so roots can spread.",
  "Water deeply twice a week rather than a little every day, and mulch to keep moisture in.",
];

const text = (words: number) => {
  const out: string[] = [];
  for (let index = 0; out.join(" ").split(" ").length < words; index++) out.push(SENTENCES[index % SENTENCES.length]!);
  return out.join(" ").split(" ").slice(0, words).join(" ");
};

function facts(path: string, overrides: Partial<PageFacts> = {}, words = 600): PageFacts {
  const url = `https://garden.example/${path}`;
  const body = text(words);
  return {
    url,
    finalUrl: url,
    status: 200,
    https: true,
    title: `Raised bed garden ${path}: how to build and fill one`,
    metaDescription: `How to build a raised bed garden for ${path}, fill it with the right soil and plant it for a long season in a small backyard.`,
    canonical: url,
    robots: null,
    lang: "en",
    headings: [
      { level: 1, text: `Raised beds for ${path}` },
      { level: 2, text: "Filling the frame" },
    ],
    wordCount: words,
    text: body,
    contentHtml: `<h2>Filling the frame</h2><p>${body}</p>`,
    internalLinks: ["https://garden.example/compost", "https://garden.example/mulch"],
    externalLinks: ["https://soil.example/guide"],
    images: [],
    structuredData: ["Article"],
    openGraph: {},
    htmlBytes: 5000,
    scripts: 0,
    ...overrides,
  };
}

const sitePage = (page: PageFacts, id = 1): SitePage => ({
  item: { id, title: page.title, url: page.finalUrl, type: "post" },
  facts: page,
  failure: null,
  keyphrase: { keyphrase: "raised bed garden", source: "plugin" },
  stored: null,
});

const report = (pages: PageFacts[]) => analyse({ pages: pages.map((page, index) => sitePage(page, index + 1)), competitors: [], locale: "en_US" });

const THUMBNAIL = "https://garden.example/wp-content/uploads/bed-1024x683.jpg";
const CONTENT = {
  none: "",
  "with alt": `<img src="/bed.jpg" alt="A raised bed garden of cedar">`,
  "without alt": `<img src="/bed.jpg">`,
};
const FEATURED: Record<string, Partial<PageFacts>> = {
  none: {},
  "named in og:image only": { openGraph: { "og:image": "https://garden.example/wp-content/uploads/bed.jpg" } },
  "shown as the post thumbnail with alt text": {
    openGraph: { "og:image": "https://garden.example/wp-content/uploads/bed.jpg" },
    images: [
      { src: "https://garden.example/logo.png", alt: null },
      { src: THUMBNAIL, alt: "A cedar raised bed" },
    ],
  },
  "shown as the post thumbnail without alt text": {
    openGraph: { "og:image": "https://garden.example/wp-content/uploads/bed.jpg" },
    images: [{ src: THUMBNAIL, alt: null }],
  },
};

describe("what a page's report says about its images", () => {
  for (const [content, html] of Object.entries(CONTENT)) {
    for (const [featured, overrides] of Object.entries(FEATURED)) {
      it(`agrees with itself: content image ${content}, featured image ${featured}`, () => {
        const base = facts("tomatoes");
        const page = report([{ ...base, ...overrides, contentHtml: `${base.contentHtml}${html}` }]).content_analysis[0]!;
        const said = [...page.pros, ...page.cons, ...page.improvement_actions.map((action) => action.description)];
        const ids = page.improvement_actions.map((action) => action.id);
        const hasImage = Boolean(html) || featured !== "none";
        const noImage = said.some((sentence) => /no image/.test(sentence));
        const altText = said.some((sentence) => /image has alt text|images have alt text/.test(sentence));
        const withoutAlt = ids.includes("images_without_alt");
        expect(noImage, "says 'no image'").toBe(!hasImage);
        expect(noImage && (altText || withoutAlt)).toBe(false);
        expect(altText && withoutAlt).toBe(false);
        const shownWithoutAlt = content === "without alt" || featured === "shown as the post thumbnail without alt text";
        expect(withoutAlt, "an image without alt text").toBe(shownWithoutAlt);
        // The logo around the content is not the page's image.
        expect(said.join(" ")).not.toContain("logo");
        expect(ids.filter((id) => id === "images_without_alt" || id === "imageKeyphrase").length).toBeLessThanOrEqual(1);
      });
    }
  }
});

describe("the report's site-wide statements", () => {
  it("count a check as a strength only when 80% of the pages pass it, and as a finding with its count otherwise", () => {
    const withImage = { contentHtml: `<p>${text(600)}</p><img src="/bed.jpg" alt="A raised bed">` };
    const pages = ["a", "b", "c", "d", "e", "f", "g", "h"].map((path, index) =>
      index < 5 ? facts(path, { structuredData: [] }, 200) : facts(path, withImage),
    );
    const { facts: figures } = report(pages);
    const { pros_summary, cons_summary } = composeSummaries(figures);
    expect(pros_summary).not.toMatch(/300 words or more|Structured data/);
    expect(pros_summary).toContain("Served over HTTPS: <strong>8 of 8</strong> pages.");
    // Alt text is judged on the pages that have an image.
    expect(pros_summary).toContain("Alt text on every image: <strong>3 of 3</strong> pages.");
    expect(cons_summary).toContain("<strong>5</strong> of 8 pages have fewer than 300 words");
    expect(cons_summary).toContain("<strong>5</strong> of 8 pages have no structured data");
  });

  it("list pages sharing a title, a meta description or an H1 once, word for word or apart from the keyword", () => {
    const template = (topic: string) =>
      `Everything about ${topic} in one guide: soil, sun, water and harvest, explained step by step for small gardens and beginners alike.`;
    const pages = [
      facts("basil", { metaDescription: template("basil") }),
      facts("mint", { metaDescription: template("mint") }),
      facts("sage", { metaDescription: template("sage"), title: "Raised bed garden basil: how to build and fill one" }),
      facts("dill", { metaDescription: template("sage") }),
      facts("thyme"),
    ];
    const analysis = report(pages);
    const { cons_summary, pros_summary } = composeSummaries(analysis.facts);
    const descriptions = analysis.facts.duplicates.filter((group) => group.field === "meta_description");
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]).toMatchObject({ exact: false, pages: pages.slice(0, 4).map((page) => page.finalUrl) });
    const titles = analysis.facts.duplicates.filter((group) => group.field === "title");
    expect(titles.map((group) => group.pages.length).sort()).toEqual([5]);
    expect(cons_summary.match(/Give the page its own meta description/g)).toHaveLength(1);
    expect(cons_summary).toContain("<strong>4</strong> pages share one meta description wording, apart from the keyword");
    expect(pros_summary).not.toMatch(/meta description|A title/);
    const basil = analysis.content_analysis[0]!;
    expect(basil.improvement_actions.filter((action) => action.id === "duplicate_meta_description")).toHaveLength(1);
  });
});
