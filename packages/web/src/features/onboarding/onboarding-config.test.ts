import { describe, expect, it } from "vitest";
import { CONFIG_GROUPS, configInputOf, configValuesOf, emptyFieldsFrom, hasEmptyField, OnboardingConfigSchema } from "./onboarding-config";
import { validate } from "../../lib/form";

const saved = {
  website_name: "Acme Shop",
  website_niche: "Outdoor gear",
  target_audience: "Hikers",
  purpose: "Sell boots",
  features: ["Light", "Tough", "Cheap"],
  keywords: ["boots", "hiking", "trail"],
  categories: ["Guides", "Reviews", "News"],
};

describe("onboarding configuration", () => {
  it("turns the saved configuration into form values and back into the payload", () => {
    const result = validate(OnboardingConfigSchema, configInputOf(configValuesOf(saved)));
    expect(result).toEqual({
      ok: true,
      value: {
        websiteName: "Acme Shop",
        websiteNiche: "Outdoor gear",
        targetAudience: "Hikers",
        websiteDescription: { purpose: "Sell boots", strongFeaturesAndBenefits: ["Light", "Tough", "Cheap"] },
        blogSuggestions: { keywords: ["boots", "hiking", "trail"], categories: ["Guides", "Reviews", "News"] },
      },
    });
  });

  it("requires every field, keyed by the same dot paths the API uses", () => {
    const values = { ...configValuesOf(saved), websiteName: "  ", "websiteDescription.strongFeaturesAndBenefits.1": "" };
    const result = validate(OnboardingConfigSchema, configInputOf(values));
    expect(result).toEqual({
      ok: false,
      errors: {
        websiteName: "Website name is required",
        "websiteDescription.strongFeaturesAndBenefits.1": "Feature is required",
      },
    });
  });

  it("has one input per payload field, each labelled for its error", () => {
    const blank = validate(OnboardingConfigSchema, configInputOf(configValuesOf()));
    const names = CONFIG_GROUPS.flatMap((group) => group.fields.map((field) => field.name));
    expect(blank.ok).toBe(false);
    expect(Object.keys(blank.ok ? {} : blank.errors).sort()).toEqual([...names].sort());
    expect(names).toEqual(Object.keys(configValuesOf()));
  });

  it("pads a short saved list with blanks", () => {
    expect(configValuesOf({ ...saved, keywords: ["one"] })["blogSuggestions.keywords.2"]).toBe("");
  });

  it("takes the site's own answers only for the fields still empty", () => {
    const typed = { ...configValuesOf(), websiteName: "My own name", "blogSuggestions.categories.0": "  " };
    const fromSite = configValuesOf({ website_name: "Green Thumbs & Co", purpose: "Small-space gardening", categories: ["Herbs", "Compost"] });
    expect(emptyFieldsFrom(typed, fromSite)).toEqual({
      "websiteDescription.purpose": "Small-space gardening",
      "blogSuggestions.categories.0": "Herbs",
      "blogSuggestions.categories.1": "Compost",
    });
    expect(hasEmptyField(typed)).toBe(true);
    expect(hasEmptyField(configValuesOf(saved))).toBe(false);
  });
});
