import { describe, expect, it } from "vitest";
import { fitsDescription, META_DESCRIPTION, metaDescriptionFor } from "./meta-description";
import { phraseAt } from "./phrase";
import { SEO_TITLE, seoTitleFor } from "./seo-title";

/** Posts of one coffee blog: each opens on its own facts, two on the same keyphrase. */
const posts = [
  {
    keyphrase: "home espresso",
    title: "Home espresso: dialling in your first shot",
    content:
      "<p>Home espresso starts with 18 grams of coffee ground fine and a 36 gram shot pulled in 25 to 30 seconds. Weigh both with a scale that reads tenths of a gram. A shot that runs fast needs a finer grind.</p><p>Clean the group head after every session.</p>",
  },
  {
    keyphrase: "home espresso",
    title: "Home espresso on a budget machine",
    content:
      "<p>A budget machine makes good home espresso once the basket is dosed evenly and the puck is tamped level. Preheat the portafilter for ten minutes before the first shot. Descale the boiler every two months where water is hard.</p>",
  },
  {
    keyphrase: "coffee grinder",
    title: "Coffee grinder burrs: flat or conical",
    content:
      "<p>Flat burrs give a narrower spread of particle sizes; conical burrs are quieter and keep less coffee inside. Both need a brush every week. Burrs last about 500 kilograms of beans before they dull.</p><p>A coffee grinder with stepless adjustment suits espresso best.</p>",
  },
  {
    keyphrase: "coffee grinder",
    title: "Cleaning a coffee grinder",
    content:
      "<p>Old oils in a coffee grinder make fresh beans taste stale within a week. Run 30 grams of rice-based cleaning tablets through it once a month, then grind 20 grams of beans to clear the dust. Never wash the burrs with water.</p>",
  },
];

describe("meta descriptions made of the post's own sentences", () => {
  it("gives every post of a site its own description: 120-156 characters, the keyphrase, ending on a sentence or a word", () => {
    const taken: string[] = [];
    for (const post of [...posts, ...posts]) {
      const description = metaDescriptionFor({ content: post.content, keyphrase: post.keyphrase, taken });
      expect(description.length, description).toBeGreaterThanOrEqual(META_DESCRIPTION.min);
      expect(description.length, description).toBeLessThanOrEqual(META_DESCRIPTION.max);
      expect(phraseAt(description, post.keyphrase), description).toBeGreaterThanOrEqual(0);
      expect(description).toMatch(/[\p{L}\p{N}][.!?]$/u);
      expect(description).not.toMatch(/\.\.\.|…/);
      expect(post.content.replace(/<[^>]+>/g, " ")).toContain(description.replace(/^[^:]+: /, "").split(". ")[0]);
      taken.push(description);
    }
    expect(new Set(taken).size).toBe(taken.length);
  });

  it("opens with the first paragraph's sentences, and names the keyphrase first when they do not", () => {
    expect(metaDescriptionFor({ content: posts[0]!.content, keyphrase: "home espresso" })).toBe(
      "Home espresso starts with 18 grams of coffee ground fine and a 36 gram shot pulled in 25 to 30 seconds. Weigh both with a scale that reads tenths of a gram.",
    );
    const description = metaDescriptionFor({ content: posts[2]!.content, keyphrase: "coffee grinder" });
    expect(description.startsWith("Coffee grinder: Flat burrs give a narrower spread")).toBe(true);
  });

  it("on a clash with another post's description, writes it from the next sentence", () => {
    const first = metaDescriptionFor({ content: posts[0]!.content, keyphrase: "home espresso" });
    const second = metaDescriptionFor({ content: posts[0]!.content, keyphrase: "home espresso", taken: [first.toUpperCase()] });
    expect(second).not.toBe(first);
    expect(fitsDescription(second, "home espresso", [first])).toBe(true);
  });

  it("cuts a sentence too long for the range at a whole word, never inside one", () => {
    const long = `<p>Home espresso ${Array.from({ length: 40 }, (_, index) => `word${index}`).join(" ")} ends here.</p>`;
    const description = metaDescriptionFor({ content: long, keyphrase: "home espresso" });
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION.max);
    expect(description).toMatch(/ word\d+\.$/);
  });

  it("keeps a description that fits and refuses one cut short, without the keyphrase or already taken", () => {
    const good = "Home espresso starts with 18 grams of coffee ground fine and a 36 gram shot pulled in 25 to 30 seconds, weighed on a scale.";
    expect(fitsDescription(good, "home espresso")).toBe(true);
    expect(fitsDescription(`${good.slice(0, 130)}...`, "home espresso")).toBe(false);
    expect(fitsDescription(good, "coffee grinder")).toBe(false);
    expect(fitsDescription(good, "home espresso", [good.toLowerCase()])).toBe(false);
  });
});

describe("SEO titles", () => {
  it("keep a title that leads with the keyphrase, add the site's name to a short one, and fit a result line", () => {
    expect(seoTitleFor({ title: "Home espresso: dialling in your first shot", keyphrase: "home espresso", siteName: "Bean There" })).toBe(
      "Home espresso: dialling in your first shot - Bean There",
    );
    const long = seoTitleFor({
      title: "Why your coffee grinder matters more than the machine you pull shots with",
      keyphrase: "coffee grinder",
      siteName: "Bean There",
    });
    expect(long.length).toBeLessThanOrEqual(SEO_TITLE.max);
    expect(long).toBe("Why your coffee grinder matters more than the machine you");
    expect(seoTitleFor({ title: "A starter guide to home espresso", keyphrase: "home espresso", siteName: "Bean There" })).toBe(
      "Home espresso: A starter guide - Bean There",
    );
  });

  it("are never shared between two posts of a site", () => {
    const taken: string[] = [];
    for (const post of [...posts, ...posts]) {
      const title = seoTitleFor({ title: post.title, keyphrase: post.keyphrase, siteName: "Bean There", taken });
      expect(title.length, title).toBeLessThanOrEqual(SEO_TITLE.max);
      expect(title.length, title).toBeGreaterThanOrEqual(SEO_TITLE.min);
      expect(phraseAt(title, post.keyphrase), title).toBeLessThanOrEqual(2);
      expect(phraseAt(title, post.keyphrase), title).toBeGreaterThanOrEqual(0);
      taken.push(title);
    }
    expect(new Set(taken.map((title) => title.toLowerCase())).size).toBe(taken.length);
  });
});
