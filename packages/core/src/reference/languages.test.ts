import { describe, expect, it } from "vitest";
import { compose } from "../ai/offline/compose";
import { LANGUAGES, languageChoices, NEEDS_AI_PROVIDER } from "./languages";

const brief = (language: string) => ({
  language,
  style: "Friendly",
  focusKeyword: "balcony herbs",
  keywords: ["balcony herbs", "herb pots", "watering herbs"],
  categories: ["Guides"],
  niche: "Gardening",
  audience: "balcony gardeners",
  purpose: "Teach small-space gardening",
  features: ["Weekly guides"],
  siteName: "Green Balcony",
  siteUrl: "https://green.example.com",
  existingPosts: [],
  seed: "languages-test",
});

describe("languageChoices", () => {
  it("offers every language with an AI provider", () => {
    const choices = languageChoices(true);
    expect(choices).toHaveLength(LANGUAGES.length);
    expect(choices.every((choice) => choice.available && choice.reason === null)).toBe(true);
  });

  it("without one, disables exactly the languages the offline writer would write in English, saying why", () => {
    for (const choice of languageChoices(false)) {
      const writtenInEnglish = compose(brief(choice.code)).notes.length > 0;
      expect({ id: choice.id, available: choice.available }).toEqual({ id: choice.id, available: !writtenInEnglish });
      expect(choice.reason).toBe(choice.available ? null : NEEDS_AI_PROVIDER);
    }
    const available = languageChoices(false).filter((choice) => choice.available);
    expect(available.map((choice) => choice.id).sort()).toEqual(["de-DE", "en-US", "es-ES", "fr-FR"]);
  });
});
