import { describe, expect, it } from "vitest";
import { siteProfileOf } from "./site-profile";

describe("siteProfileOf", () => {
  it("drafts the configuration from the site's title, tagline, language and categories", () => {
    expect(
      siteProfileOf({
        name: "Tom &amp; Jo&#039;s Garden",
        tagline: "Small-space  gardening, &quot;done well&quot;",
        locale: "en_GB",
        categories: ["Uncategorized", "Balcony plants", "Herbs", "Compost", "Tools"],
      }),
    ).toEqual({
      website_name: "Tom & Jo's Garden",
      target_audience: "Readers of English (United Kingdom)",
      purpose: 'Small-space gardening, "done well"',
      categories: ["Balcony plants", "Herbs", "Compost"],
    });
  });

  it("leaves empty what the site does not say, and WordPress's own defaults", () => {
    expect(siteProfileOf({ name: "", tagline: "Just another WordPress site", locale: null, categories: ["Uncategorised"] })).toEqual({
      website_name: "",
      target_audience: "",
      purpose: "",
      categories: [],
    });
    expect(siteProfileOf({ name: "Shop", tagline: "", locale: "not a locale!", categories: ["News", "News"] })).toMatchObject({
      target_audience: "",
      categories: ["News"],
    });
  });
});
