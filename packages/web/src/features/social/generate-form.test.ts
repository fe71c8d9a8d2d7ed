import { describe, expect, it } from "vitest";
import { defaultLanguage, generateBody, initialGenerateValues, MAX_POSTS, missingFields, togglePost, totalCredits } from "./generate-form";

const LANGUAGES = ["ar-EG", "nl-NL", "en-US", "fr-FR", "de-DE", "pt-BR", "uk-UA"].map((code) => ({ code }));
const MODELS = [
  { id: "veo3_fast", credits: 12 },
  { id: "runway-duration-10-generate", credits: 15 },
  { id: "sora-2-text-to-video", credits: 20 },
];
const post = (id: number) => ({ id, title: `Post ${id}` });

describe("the video language by default", () => {
  it("is the site's language in any of WordPress's spellings", () => {
    expect(defaultLanguage(LANGUAGES, "fr_FR")).toBe("fr-FR");
    expect(defaultLanguage(LANGUAGES, "de-DE")).toBe("de-DE");
    expect(defaultLanguage(LANGUAGES, "nl")).toBe("nl-NL");
    // Portugal's Portuguese is narrated as the one Portuguese offered.
    expect(defaultLanguage(LANGUAGES, "pt_PT")).toBe("pt-BR");
  });

  it("is en-US when the site's language is unknown or not offered", () => {
    expect(defaultLanguage(LANGUAGES, null)).toBe("en-US");
    expect(defaultLanguage(LANGUAGES, "sv_SE")).toBe("en-US");
    expect(defaultLanguage(LANGUAGES, "")).toBe("en-US");
  });
});

describe("the generate form", () => {
  it("starts with Veo 3 Fast, captions on, no style and no posts", () => {
    expect(initialGenerateValues({ models: MODELS, languages: LANGUAGES, site_language: "uk" })).toEqual({
      posts: [],
      language: "uk-UA",
      model: "veo3_fast",
      withSubtitle: true,
      soundStyle: "",
      prompt: "",
    });
  });

  it("picks and unpicks posts, never more than ten", () => {
    const picked = togglePost(togglePost([], post(1)), post(2));
    expect(picked).toEqual([post(1), post(2)]);
    expect(togglePost(picked, post(1))).toEqual([post(2)]);
    const full = Array.from({ length: MAX_POSTS }, (_, index) => post(index + 1));
    expect(togglePost(full, post(99))).toEqual(full);
    expect(togglePost(full, post(3))).toHaveLength(MAX_POSTS - 1);
  });

  it("names what is missing: a post, a language, a model, a style when there are styles, a prompt too long", () => {
    const values = initialGenerateValues({ models: MODELS, languages: LANGUAGES, site_language: null });
    expect(missingFields(values, true)).toEqual(["posts", "soundStyle"]);
    expect(missingFields(values, false)).toEqual(["posts"]);
    expect(missingFields({ ...values, posts: [post(1)], language: "", model: "", soundStyle: "calm" }, true)).toEqual(["language", "model"]);
    expect(missingFields({ ...values, posts: [post(1)], prompt: "x".repeat(501) }, false)).toEqual(["prompt"]);
    expect(missingFields({ ...values, posts: [post(1)], prompt: "x".repeat(500), soundStyle: "calm" }, true)).toEqual([]);
  });

  it("costs the model's credits once per post", () => {
    expect(totalCredits(MODELS, { model: "sora-2-text-to-video", posts: [post(1), post(2), post(3)] })).toBe(60);
    expect(totalCredits(MODELS, { model: "veo3_fast", posts: [] })).toBe(0);
    expect(totalCredits(MODELS, { model: "unknown", posts: [post(1)] })).toBeNull();
  });

  it("sends the posts with their titles, and leaves out an empty prompt and no style", () => {
    const values = { posts: [post(7)], language: "en-US", model: "veo3_fast", withSubtitle: true, soundStyle: "", prompt: "  " };
    expect(generateBody(values)).toEqual({ posts: [post(7)], language: "en-US", model: "veo3_fast", withSubtitle: true });
    expect(generateBody({ ...values, soundStyle: "lofi", prompt: " End with our logo. " })).toEqual({
      posts: [post(7)],
      language: "en-US",
      model: "veo3_fast",
      withSubtitle: true,
      soundStyle: "lofi",
      prompt: "End with our logo.",
    });
  });
});
