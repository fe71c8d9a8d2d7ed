import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CAPTION_TEXT_MAX, hashtagsFor, proposeCaption } from "./caption";
import { CAPTION_MAX, countHashtags, PublishInput } from "./schema";

const hashtagsOf = (caption: string) => caption.match(/#[\p{L}\p{N}_]+/gu) ?? [];
const textOf = (caption: string) => caption.split("\n\n")[0]!;

describe("a Reel's caption", () => {
  const espresso = {
    title: "Home espresso: a barista's guide",
    html: "<p>Great espresso at home needs fresh beans, a fine grind and thirty seconds of patience.</p><h2>Beans</h2><p>Buy beans roasted in the last month for coffee with crema.</p>",
    url: "https://beanthere.example/home-espresso/",
    keywords: "home espresso",
    categories: ["Coffee", "Brewing guides", "Uncategorized", "Cakes"],
    siteName: "Bean There",
    language: "en",
  };

  it("says the post's promise and links the post in at most 150 characters, then 3 to 5 hashtags", () => {
    const caption = proposeCaption(espresso);
    expect(caption).toBe(
      "Great espresso at home needs fresh beans, a fine grind and thirty seconds of patience.\nRead more: https://beanthere.example/home-espresso/\n\n#HomeEspresso #Coffee #BeanThere",
    );
    expect(textOf(caption).length).toBeLessThanOrEqual(CAPTION_TEXT_MAX);
  });

  it("makes hashtags of whole keyphrases and the categories the post speaks of, never a keyphrase's single words", () => {
    const tags = hashtagsFor(espresso);
    expect(tags).toEqual(["#HomeEspresso", "#Coffee", "#BeanThere"]);
    expect(tags).not.toContain("#home");
    expect(tags).not.toContain("#espresso");
    const many = hashtagsFor({ ...espresso, keywords: "home espresso, espresso grinder, crema, latte art, milk steaming, tamping" });
    expect(many).toHaveLength(5);
    expect(many.slice(0, 2)).toEqual(["#HomeEspresso", "#EspressoGrinder"]);
  });

  it("takes a shorter sentence, or cuts at a word, to keep within 150 characters with the link", () => {
    const long = `${"Espresso ".repeat(30)}tastes best fresh.`;
    const caption = proposeCaption({ ...espresso, excerpt: `<p>${long}</p>` });
    expect(textOf(caption).startsWith("Great espresso at home")).toBe(true);
    const cutOne = proposeCaption({ ...espresso, html: `<p>${long}</p>`, title: long });
    expect(textOf(cutOne).length).toBeLessThanOrEqual(CAPTION_TEXT_MAX);
    expect(textOf(cutOne)).toMatch(/^Espresso Espresso .*…\nRead more: https:\/\/beanthere\.example\/home-espresso\/$/);
  });

  it("takes the title's longer words when the post has no keyphrase", () => {
    expect(hashtagsFor({ title: "Five herbs that thrive on a balcony", keywords: "", siteName: "Green Thumbs" })).toEqual(["#herbs", "#thrive", "#balcony"]);
  });

  it("stays within Instagram's limits and has hashtags even without keywords", () => {
    const caption = proposeCaption({ title: "t", excerpt: `${"word ".repeat(1_000)}end.`, url: "https://g.example/p", keywords: "", siteName: "Green Thumbs" });
    expect(caption.length).toBeLessThanOrEqual(CAPTION_MAX);
    expect(countHashtags(caption)).toBeLessThanOrEqual(30);
    expect(hashtagsOf(caption)).toEqual(["#GreenThumbs"]);
  });

  it("is validated as the owner sent it: at most 2,200 characters and 30 hashtags", () => {
    const parse = (caption: string) => v.safeParse(PublishInput, { contentId: "scn_1", caption });
    expect(parse(`  ${"a".repeat(2_200)}  `).success).toBe(true);
    expect(parse("a".repeat(2_201)).issues?.[0]?.message).toBe("Caption must be at most 2,200 characters");
    expect(parse(Array.from({ length: 31 }, (_, index) => `#t${index}`).join(" ")).issues?.[0]?.message).toBe("Caption can have at most 30 hashtags");
    expect(v.parse(PublishInput, { contentId: "scn_1" }).caption).toBeUndefined();
  });
});
