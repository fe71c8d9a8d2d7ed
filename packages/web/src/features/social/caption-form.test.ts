import { describe, expect, it } from "vitest";
import { captionCounter, captionProblem } from "./caption-form";

describe("the Reel caption field", () => {
  it("counts characters and hashtags against Instagram's limits", () => {
    expect(captionCounter("Grow herbs on a balcony\n\n#Herbs #BalconyGarden")).toBe("46 / 2,200 characters · 2 / 30 hashtags");
    expect(captionProblem("Short #one")).toBeUndefined();
  });

  it("refuses a caption over 2,200 characters or 30 hashtags with the API's words", () => {
    expect(captionProblem("a".repeat(2_201))).toBe("Caption must be at most 2,200 characters");
    expect(captionProblem("a".repeat(2_200))).toBeUndefined();
    const tags = Array.from({ length: 31 }, (_, index) => `#tag${index}`).join(" ");
    expect(captionProblem(tags)).toBe("Caption can have at most 30 hashtags");
    expect(captionProblem(tags.replace(/ #tag30$/, ""))).toBeUndefined();
    // A "#" inside a word or a link's anchor is not a hashtag.
    expect(captionCounter("C# and https://example.com/#top")).toContain("0 / 30 hashtags");
  });
});
