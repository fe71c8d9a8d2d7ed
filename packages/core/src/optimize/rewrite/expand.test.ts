import { describe, expect, it } from "vitest";
import { repeatedPhrases } from "../../ai/offline/variety";
import { Seo } from "../../seo";
import { scoreWith } from "../profiles";
import { wordCount } from "../words";
import { expandThinPost } from "./expand";
import { rewrite } from "./index";
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

const KEYPHRASE_CHECKS = ["introductionKeyword", "keyphraseDensity", "subheadingsKeyword", "textLength"];
const problems = (post: OptimizedPost) => Seo.score(scored(post)).problems.map((problem) => problem.id);

describe("a thin post's offline expansion", () => {
  it("turns an 11-word post into 300 words or more after the owner's text, with the keyphrase checks passing and no 5-word phrase said a third time", () => {
    expect(wordCount(OWN)).toBe(11);
    const { post, note } = expandThinPost({ provider: "yoast", post: thin(), related, siteName: "Herb Notes" });
    expect(note).toBeUndefined();
    expect(wordCount(post.content)).toBeGreaterThanOrEqual(300);
    expect(post.content.startsWith("<p>My basil died this summer; I would love to know why. ")).toBe(true);
    expect(post.content).toMatch(/<h2>[^<]+<\/h2>/);
    expect(post.content).toMatch(/<h3>[^<]*\?<\/h3>/);
    for (const check of KEYPHRASE_CHECKS) expect(problems(post), check).not.toContain(check);
    expect(repeatedPhrases(post.content)).toEqual([]);
    expect(post.content).toContain('href="https://herbs.example/choosing-pots/"');
    expect(post.content).not.toContain("https://herbs.example/hours/");
  });

  it("writes in the post's language, German, Spanish and French as well as English", () => {
    const posts = {
      de_DE: { focus_keyphrase: "Kräutergarten auf dem Balkon", content: "<p>Mein Basilikum ist diesen Sommer eingegangen, und ich weiß nicht warum.</p>" },
      es_ES: { focus_keyphrase: "huerto de hierbas", content: "<p>Mi albahaca se murió este verano y no sé por qué.</p>" },
      fr_FR: { focus_keyphrase: "jardin d'herbes", content: "<p>Mon basilic est mort cet été et je ne sais pas pourquoi.</p>" },
    };
    for (const [locale, fields] of Object.entries(posts)) {
      const { post } = expandThinPost({ provider: "yoast", post: thin({ ...fields, locale }), related: [], siteName: "Herb Notes" });
      expect(wordCount(post.content), locale).toBeGreaterThanOrEqual(300);
      expect(post.content.startsWith(fields.content.slice(0, -4)), locale).toBe(true);
      for (const check of KEYPHRASE_CHECKS) expect(problems(post), `${locale} ${check}`).not.toContain(check);
      expect(repeatedPhrases(post.content), locale).toEqual([]);
    }
  });

  it("gives text saved without markup its paragraphs, keeps it first, and leaves a post of 300 words as it was", () => {
    const plain = "My basil died this summer\n\nI would love to know why.";
    const { post } = expandThinPost({ provider: "yoast", post: thin({ content: plain }), related, siteName: "Herb Notes" });
    expect(post.content).toMatch(/^<p>My basil died this summer\. [^<]*balcony herb garden[^<]*<\/p>\n<p>I would love to know why\.<\/p>/);
    const long = thin({ content: `<p>${"Basil wants sun and steady water on a balcony. ".repeat(38)}</p>` });
    expect(wordCount(long.content)).toBeGreaterThanOrEqual(300);
    expect(expandThinPost({ provider: "yoast", post: long, related, siteName: "Herb Notes" }).post).toBe(long);
  });

  it("says in the step that expansion is English/German/Spanish/French only, and leaves a post in another language as it was", async () => {
    const italian = thin({ locale: "it_IT", focus_keyphrase: "orto di erbe", content: "<p>Il mio basilico è morto questa estate.</p>" });
    const result = await rewrite({ provider: "yoast", post: italian, related, siteName: "Herb Notes" });
    expect(result.provider).toBe("offline");
    expect(result.notes).toEqual(["Thin post (7 words): not expanded, as expansion is English/German/Spanish/French only."]);
    expect(wordCount(result.post.content)).toBeLessThan(300);
  });
});

describe("rewriting a thin post", () => {
  it("expands it before the usual edits, says from how many words to how many, and scores the expanded post", async () => {
    const post = thin();
    const result = await rewrite({ provider: "yoast", post, related, siteName: "Herb Notes" });
    const words = wordCount(result.post.content);
    expect(result.notes).toEqual([`Thin post: expanded from 11 to ${words} words with sections on "balcony herb garden".`]);
    expect(words).toBeGreaterThanOrEqual(300);
    expect(result.post.content.startsWith("<p>My basil died this summer; I would love to know why. ")).toBe(true);
    expect(repeatedPhrases(result.post.content)).toEqual([]);
    for (const provider of ["yoast", "rankmath", "semrush"] as const) {
      const rewritten = await rewrite({ provider, post, related, siteName: "Herb Notes" });
      expect(scoreWith(provider, scored(rewritten.post)).score, provider).toBeGreaterThan(scoreWith(provider, scored(post)).score);
    }
  });
});
