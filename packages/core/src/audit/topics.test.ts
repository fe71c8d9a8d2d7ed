import { describe, expect, it } from "vitest";
import type { PageFacts } from "../crawl/types";
import { mentions } from "./text";
import { postTitle, topicGaps } from "./topics";

function page(url: string, title: string, headings: string[], text: string): PageFacts {
  return {
    url,
    finalUrl: url,
    status: 200,
    https: true,
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
  };
}

const own = [
  page("https://garden.example/basil", "Growing basil on a small balcony", ["Growing basil", "Watering"], "Basil grows well in pots on a sunny balcony."),
];

const beds = {
  url: "https://beds.example",
  pages: [
    page(
      "https://beds.example/irrigation",
      "Perfect Raised Bed Irrigation Tips | Beds Co",
      ["Perfect raised bed irrigation", "Why drip irrigation reduces water waste"],
      "Drip irrigation reduces water waste in a raised bed. Soaker hoses keep soil moist, and a timer waters the raised bed at dawn. Rainwater harvesting overflow feeds it; rainwater harvesting overflow is free. Beds settle over winter, over winter.",
    ),
    page(
      "https://beds.example/soil",
      "Raised bed soil: the best mix | Beds Co",
      ["Raised bed soil", "Keep soil moist with mulch", "Filling raised beds"],
      "Raised bed soil needs compost and topsoil. Mulch keeps soil moist; soaker hoses help in dry weeks.",
    ),
    page(
      "https://beds.example/compost",
      "Home compost bins | Beds Co",
      ["Compost bins", "Worm castings"],
      "Compost bins turn kitchen scraps into compost. Worm castings enrich raised bed soil.",
    ),
  ],
};

const worms = {
  url: "https://worms.example",
  pages: [
    page(
      "https://worms.example/castings",
      "Using worm castings",
      ["Worm castings", "Harvesting worm castings"],
      "Worm castings feed plants. Red wigglers in a worm bin make worm castings from kitchen scraps.",
    ),
    page("https://worms.example/bins", "Compost bins for balconies", ["Compost bins"], "Small compost bins fit a balcony. Red wigglers live in a worm bin."),
  ],
};

describe("topic gaps", () => {
  const gaps = topicGaps(own, ["basil"], [beds, worms]);

  it("are noun phrases of competitor titles and headings, never fragments or praise", () => {
    const phrases = gaps.map((gap) => gap.phrase);
    expect(phrases).toEqual(expect.arrayContaining(["worm castings", "compost bins", "raised bed"]));
    const everything = gaps.flatMap((gap) => [gap.phrase, ...gap.keywords]).join(" | ");
    expect(everything).not.toMatch(/perfect|irrigation reduces|keep soil|\bbest\b|beds co|(^|\| )harvesting|over winter/);
  });

  it("rank a topic several competitors cover first, with the pages that cover it and a post title", () => {
    expect(gaps[0]!.competitors.length).toBe(2);
    const castings = gaps.find((gap) => gap.phrase === "worm castings")!;
    expect(castings).toMatchObject({ pages: 2, title: "Worm castings: a practical guide" });
    expect(castings.sources.map((source) => source.url).sort()).toEqual(["https://beds.example/compost", "https://worms.example/castings"]);
    expect(postTitle("raised bed irrigation")).toBe("Raised bed irrigation: a practical guide");
  });

  it("have 2 to 4 keywords, each in a cited competitor page", () => {
    const pages = [...beds.pages, ...worms.pages];
    for (const gap of gaps) {
      expect(gap.keywords.length, gap.phrase).toBeGreaterThanOrEqual(2);
      expect(gap.keywords.length, gap.phrase).toBeLessThanOrEqual(4);
      expect(gap.keywords[0]).toBe(gap.phrase);
      const cited = gap.sources.map((source) => pages.find((entry) => entry.finalUrl === source.url)!);
      for (const keyword of gap.keywords) {
        expect(
          cited.some((entry) => mentions([entry.title, ...entry.headings.map((heading) => heading.text), entry.text].join("\n"), keyword)),
          `${gap.phrase}: ${keyword}`,
        ).toBe(true);
      }
    }
  });

  it("leave out what the site's titles, headings or keyphrases already name", () => {
    const covered = topicGaps([...own, page("https://garden.example/worms", "Worm castings for herbs", ["Worm castings"], "")], ["compost bin"], [beds, worms]);
    expect(covered.map((gap) => gap.phrase)).not.toContain("worm castings");
    expect(covered.map((gap) => gap.phrase)).not.toContain("compost bins");
  });
});
