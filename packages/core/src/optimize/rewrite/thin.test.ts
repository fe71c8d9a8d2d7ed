import { describe, expect, it } from "vitest";
import { scoreWith } from "../profiles";
import { wordCount } from "../words";
import { EXPANSION_NEEDS_MODEL, rewrite } from "./index";
import { type OptimizedPost, scored } from "./types";

const OWN = "<p>My basil died this summer; I would love to know why.</p>";

const thin = (fields: Partial<OptimizedPost> = {}): OptimizedPost => ({
  title: "What I learned this summer",
  seo_title: "",
  meta_description: "",
  focus_keyphrase: "balcony herb garden",
  content: OWN,
  slug: "balcony-herb-garden",
  url: "https://herbs.example/balcony-herb-garden/",
  locale: "en_US",
  ...fields,
});

const related = [
  { title: "Choosing pots for a herb garden", url: "https://herbs.example/choosing-pots/" },
  { title: "Watering herbs on a balcony in August", url: "https://herbs.example/watering-herbs/" },
  { title: "Our bakery opening hours", url: "https://herbs.example/hours/" },
];

/** The text of a post without markup, the links' words and the keyphrase an edit may have put before it. */
const sentences = (html: string) =>
  html
    .replace(/<a [^>]*>[^<]*<\/a>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("a thin post without a model", () => {
  it("keeps its words, adds no sentence, and says that expanding it needs an AI provider", async () => {
    const result = await rewrite({ provider: "yoast", post: thin(), related, siteName: "Herb Notes" });
    expect(result.provider).toBe("offline");
    expect(result.notes).toEqual([`Thin post (11 words): its words are kept as they are. ${EXPANSION_NEEDS_MODEL}`]);
    expect(result.notes[0]).toContain("Expanding this post needs an AI provider");
    expect(sentences(result.post.content)).toBe("Balcony herb garden: My basil died this summer; I would love to know why. Related reading: and .");
    expect(result.post.content).not.toMatch(/this month|Set one concrete target/i);
  });

  it("still gets the fields a rule can justify: an SEO title and a meta description of its own words, and a link to a related post", async () => {
    const result = await rewrite({ provider: "yoast", post: thin(), related, siteName: "Herb Notes" });
    expect(result.post.seo_title.toLowerCase().startsWith("balcony herb garden")).toBe(true);
    expect(result.post.seo_title.length).toBeLessThanOrEqual(60);
    expect(result.post.meta_description).toContain("My basil died this summer");
    expect(result.post.meta_description).not.toMatch(/\.\.\.|…/);
    expect(result.post.content).toContain('href="https://herbs.example/choosing-pots/"');
    expect(scoreWith("yoast", scored(result.post)).score).toBeGreaterThan(scoreWith("yoast", scored(thin())).score);
  });

  it("is left in any language, with the same note", async () => {
    const italian = thin({ locale: "it_IT", focus_keyphrase: "orto di erbe", content: "<p>Il mio basilico è morto questa estate.</p>" });
    const result = await rewrite({ provider: "yoast", post: italian, related, siteName: "Herb Notes" });
    expect(result.notes).toEqual([`Thin post (7 words): its words are kept as they are. ${EXPANSION_NEEDS_MODEL}`]);
    expect(wordCount(result.post.content)).toBeLessThan(20);
  });
});
