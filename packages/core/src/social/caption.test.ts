import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { hashtagsFor, proposeCaption } from "./caption";
import { CAPTION_MAX, countHashtags, PublishInput } from "./schema";

describe("a Reel's caption", () => {
  it("opens with a hook from the post, then the post's link as text, then hashtags from its keywords", () => {
    const caption = proposeCaption({
      title: "Balcony composting",
      excerpt: "<p>Your kitchen scraps can feed your tomatoes. Here is how.</p>",
      html: "<p>Composting on a balcony is easy.</p>",
      url: "https://green.example/balcony-composting/",
      keywords: "balcony composting, worm bins",
      language: "en",
    });
    expect(caption).toBe(
      "Your kitchen scraps can feed your tomatoes.\n\nhttps://green.example/balcony-composting/\n\n#BalconyComposting #WormBins #balcony #composting #worm #bins",
    );
  });

  it("takes the post's first sentence without an excerpt, and the title's words without keywords", () => {
    const caption = proposeCaption({
      title: "Grow herbs indoors",
      html: "<h2>Light</h2><p>Herbs need six hours of light a day.</p>",
      url: "https://g.example/?p=3",
      keywords: "",
    });
    expect(caption).toBe("Herbs need six hours of light a day.\n\nhttps://g.example/?p=3\n\n#herbs #indoors");
    expect(hashtagsFor("", "Grow herbs indoors")).toEqual(["#herbs", "#indoors"]);
  });

  it("stays within Instagram's limits however long the post's sentence", () => {
    const caption = proposeCaption({ title: "t", excerpt: `${"word ".repeat(1_000)}end.`, url: "https://g.example/p", keywords: "a, b" });
    expect(caption.length).toBeLessThanOrEqual(CAPTION_MAX);
    expect(countHashtags(caption)).toBeLessThanOrEqual(30);
  });

  it("is validated as the owner sent it: at most 2,200 characters and 30 hashtags", () => {
    const parse = (caption: string) => v.safeParse(PublishInput, { contentId: "scn_1", caption });
    expect(parse(`  ${"a".repeat(2_200)}  `).success).toBe(true);
    expect(parse("a".repeat(2_201)).issues?.[0]?.message).toBe("Caption must be at most 2,200 characters");
    expect(parse(Array.from({ length: 31 }, (_, index) => `#t${index}`).join(" ")).issues?.[0]?.message).toBe("Caption can have at most 30 hashtags");
    expect(v.parse(PublishInput, { contentId: "scn_1" }).caption).toBeUndefined();
  });
});
