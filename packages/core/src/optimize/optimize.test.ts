import { describe, expect, it } from "vitest";
import { focusKeyphrase } from "./keyphrase";
import { PROVIDERS, scoreWith } from "./profiles";
import { rewriteOffline } from "./rewrite/offline";
import { type OptimizedPost, scored } from "./rewrite/types";
import { resolveSnippet } from "../seo/snippet";

const filler = (topic: string, count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      `Gardeners who try ${topic} on a small balcony often start with a few pots, a bag of compost and a watering can, and they learn quickly that light and wind matter more than the size of the space they have ${index + 1}; the herbs that thrive are the ones that get six hours of sun.`,
  ).join(" ");

/** A post with the defects the optimizer repairs: one long paragraph, long sentences, no subheadings, an H1, an image without alt text, no links. */
const weak: OptimizedPost = {
  title: "What I learned this summer",
  seo_title: "",
  meta_description: "Notes.",
  focus_keyphrase: "balcony herb garden",
  content: `<h1>Summer notes</h1><p>${filler("growing herbs", 6)}</p><p><img src="https://herbs.example/wp-content/uploads/basil-in-terracotta-pot-300x200.jpg"></p><p>${filler("watering", 5)}</p><p>${filler("harvesting", 5)}</p>`,
  slug: "what-i-learned-this-summer",
  url: "https://herbs.example/what-i-learned-this-summer/",
  locale: "en_US",
};

const related = [
  { title: "Choosing pots for a herb garden", url: "https://herbs.example/choosing-pots/" },
  { title: "Watering herbs on a balcony in August", url: "https://herbs.example/watering-herbs/" },
  { title: "Our bakery opening hours", url: "https://herbs.example/hours/" },
];

describe("the offline rewrite", () => {
  for (const provider of PROVIDERS) {
    it(`raises the ${provider} score of a weak post, and has nothing left to improve on its own result`, () => {
      const input = { provider, post: weak, related, siteName: "Herb Notes" };
      const before = scoreWith(provider, scored(weak));
      const rewritten = rewriteOffline(input);
      const after = scoreWith(provider, scored(rewritten));
      expect(after.score).toBeGreaterThan(before.score);
      expect(after.checks.filter((check) => !check.passed).length).toBeLessThan(before.checks.filter((check) => !check.passed).length);

      // Every word it adds is the keyphrase, a related post's title or the words that introduce those links: no sentence of its own.
      const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu));
      const known = words([weak.content, weak.focus_keyphrase, ...related.map((post) => post.title), "Related reading and"].join(" "));
      expect([...words(rewritten.content.replace(/<[^>]+>/g, " "))].filter((word) => !known.has(word))).toEqual([]);

      const again = rewriteOffline({ ...input, post: rewritten });
      expect(again).toEqual(rewritten);
      expect(scoreWith(provider, scored(again)).score).toBe(after.score);
    });
  }

  it("keeps the post's own title, links only to related posts of the site and names images from their files", () => {
    const rewritten = rewriteOffline({ provider: "yoast", post: weak, related, siteName: "Herb Notes" });
    expect(rewritten.title).toBe(weak.title);
    expect(rewritten.seo_title.toLowerCase().startsWith("balcony herb garden")).toBe(true);
    expect(rewritten.seo_title.length).toBeLessThanOrEqual(60);
    expect(rewritten.meta_description.length).toBeGreaterThanOrEqual(120);
    expect(rewritten.meta_description.length).toBeLessThanOrEqual(156);
    expect(rewritten.content).toContain('href="https://herbs.example/watering-herbs/"');
    expect(rewritten.content).not.toContain("https://herbs.example/hours/");
    expect(rewritten.content).toContain('alt="Balcony herb garden: Basil in terracotta pot"');
  });

  it("turns a second H1 into an H2 and gives every image alt text for Semrush", () => {
    const rewritten = rewriteOffline({ provider: "semrush", post: weak, related, siteName: "Herb Notes" });
    expect(rewritten.content).not.toContain("<h1");
    expect(rewritten.content).toContain('alt="Basil in terracotta pot"');
  });
});

describe("the focus keyphrase", () => {
  it("is the plugin's when there is one, else the longest run of topic words in the title", () => {
    expect(focusKeyphrase("basil", "Anything")).toBe("basil");
    expect(focusKeyphrase("", "How to Grow Basil Indoors in Winter")).toBe("grow basil indoors");
  });
});

describe("SEO title templates", () => {
  it("fill in Yoast's and Rank Math's title variables and drop the rest", () => {
    const values = { title: "Basil on the balcony", siteName: "Herb Notes" };
    expect(resolveSnippet("%%title%% %%sep%% %%sitename%%", values)).toBe("Basil on the balcony - Herb Notes");
    expect(resolveSnippet("%title% %page% %sep% %sitename%", values)).toBe("Basil on the balcony - Herb Notes");
    expect(resolveSnippet("Grow basil: 5 tips", values)).toBe("Grow basil: 5 tips");
  });
});
