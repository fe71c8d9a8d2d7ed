import { describe, expect, it } from "vitest";
import { type EditedDraft, followingSearchFields } from "./edit-fields";

const content =
  "<p>Home espresso starts with 18 grams of coffee ground fine and a 36 gram shot pulled in 25 to 30 seconds. Weigh both with a scale that reads tenths of a gram. A shot that runs fast needs a finer grind.</p>";
const before = { title: "A starter guide to home espresso", excerpt: "Grind, dose and time your first shot.", content };
const site = { siteName: "Crema Corner", titles: ["Cleaning a coffee grinder"], descriptions: [] };

/** A draft as the blog agent sent it: the site holds the search fields SiteCrew made. */
const draft = (after: Partial<EditedDraft["after"]>, overrides: Partial<EditedDraft> = {}): EditedDraft => ({
  before,
  after: { ...before, ...after },
  site: { title: "Home espresso: A starter guide - Crema Corner", description: "Home espresso starts with 18 grams of coffee ground fine." },
  made: { title: "Home espresso: A starter guide - Crema Corner", description: "Home espresso starts with 18 grams of coffee ground fine." },
  keyphrase: "home espresso",
  ...overrides,
});

describe("the search fields that follow an owner's edit of a draft", () => {
  it("makes the SEO title again from a new title, keyphrase first, and leaves the description", () => {
    const fields = followingSearchFields(draft({ title: "Pulling a great shot of home espresso on day one" }), site);
    expect(fields).toEqual({ title: "Home espresso: Pulling a great shot on day one" });
  });

  it("keeps an SEO title or description the owner set on the site", () => {
    const owned = { title: "My own SEO title", description: "My own description of the post." };
    const fields = followingSearchFields(draft({ title: "Pulling a great shot of home espresso", excerpt: "New excerpt." }, { site: owned }), site);
    expect(fields).toEqual({});
  });

  it("takes a new excerpt that fits a description's rules as the meta description, else makes one of the body", () => {
    const excerpt =
      "Home espresso made simple: the grind, the dose and the timing of your first shot, with a scale and a little patience for a sweet and balanced cup.";
    expect(followingSearchFields(draft({ excerpt }), site)).toEqual({ description: excerpt });
    const short = followingSearchFields(draft({ excerpt: "Too short." }), site);
    expect(short.description).toMatch(/^Home espresso starts with 18 grams/);
    expect(short.description!.length).toBeGreaterThanOrEqual(120);
  });

  it("changes nothing for a body that differs only in markup", () => {
    expect(followingSearchFields(draft({ content: content.replace("<p>", "<p>\n") }), site)).toEqual({});
  });

  it("takes fields made before SiteCrew recorded them as its own", () => {
    const fields = followingSearchFields(draft({ title: "Home espresso for beginners at home" }, { made: { description: "" } }), site);
    expect(fields.title).toBe("Home espresso for beginners at home - Crema Corner");
  });

  it("does not repeat an SEO title another post of the site shows", () => {
    const taken = { ...site, titles: ["Home espresso for beginners at home - Crema Corner"] };
    const fields = followingSearchFields(draft({ title: "Home espresso for beginners at home" }), taken);
    expect(fields.title).not.toBe("Home espresso for beginners at home - Crema Corner");
    expect(fields.title).toMatch(/^Home espresso for beginners at home/);
  });
});
