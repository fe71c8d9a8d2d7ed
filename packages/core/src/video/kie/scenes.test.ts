import { describe, expect, it } from "vitest";
import { chooseKie } from "./config";
import { clipCount } from "./models";
import { scenePrompts, sceneSentences } from "./prompts";

describe("scene planning", () => {
  it("buys enough clips to cover the narration, one at least and six at most", () => {
    expect(clipCount("veo3_fast", 0)).toBe(1);
    expect(clipCount("veo3_fast", 8_000)).toBe(1);
    expect(clipCount("veo3_fast", 8_001)).toBe(2);
    expect(clipCount("veo3_fast", 30_000)).toBe(4);
    expect(clipCount("runway-duration-10-generate", 30_000)).toBe(3);
    expect(clipCount("sora-2-text-to-video", 41_000)).toBe(5);
    expect(clipCount("veo3_fast", 90_000)).toBe(6);
    expect(clipCount("sora-2-text-to-video", 90_000)).toBe(6);
  });

  it("gives each scene its own run of sentences, in order and of about equal length", () => {
    const sentences = [
      "Compost needs air.",
      "Turn it every week.",
      "Keep it damp, not wet.",
      "Brown leaves add carbon.",
      "Green scraps add nitrogen.",
      "In two months it is soil.",
    ];
    const groups = sceneSentences(sentences, 3);
    expect(groups).toHaveLength(3);
    expect(groups.flat()).toEqual(sentences);
    for (const group of groups) expect(group.length).toBe(2);
  });

  it("lets scenes share a sentence when there are fewer sentences than scenes", () => {
    expect(sceneSentences(["Only one line."], 3)).toEqual([["Only one line."], ["Only one line."], ["Only one line."]]);
    expect(sceneSentences([], 2)).toEqual([[], []]);
  });

  it("writes vertical, text-free prompts from the narration and appends the owner's instructions", () => {
    const prompts = scenePrompts({
      title: "Balcony  composting",
      sentences: ["A small bin fits any balcony.", "Dry leaves keep the smell away."],
      suffix: "  Warm autumn colours. ",
      count: 2,
    });
    expect(prompts).toHaveLength(2);
    expect(prompts[0]).toContain('scene 1 of 2 of a short video about "Balcony composting"');
    expect(prompts[0]).toContain("A small bin fits any balcony.");
    expect(prompts[0]).not.toContain("Dry leaves");
    expect(prompts[1]).toContain("Dry leaves keep the smell away.");
    for (const prompt of prompts) {
      expect(prompt).toContain("Vertical 9:16");
      expect(prompt).toContain("No text, captions, subtitles, logos or watermarks");
      expect(prompt.endsWith("Warm autumn colours.")).toBe(true);
    }
  });

  it("keeps a long narration within what every model accepts", () => {
    const long = Array.from({ length: 60 }, (_, index) => `Sentence number ${index} says something about the garden.`);
    const [prompt] = scenePrompts({ title: "Gardens", sentences: long, suffix: "x".repeat(500), count: 1 });
    expect(prompt!.length).toBeLessThanOrEqual(1_800);
    expect(prompt).toContain("…");
  });

  it("sends a key to Kie.ai, the double's own key to the double, and renders locally with neither", () => {
    expect(chooseKie({ apiKey: "sk-live" })).toEqual({ apiKey: "sk-live", baseUrl: "https://api.kie.ai" });
    expect(chooseKie({ doubleUrl: "http://127.0.0.1:4010" })).toEqual({ apiKey: "local-double", baseUrl: "http://127.0.0.1:4010" });
    expect(chooseKie({ apiKey: "wrong", doubleUrl: "http://127.0.0.1:4010" })).toEqual({ apiKey: "wrong", baseUrl: "http://127.0.0.1:4010" });
    expect(chooseKie({ apiKey: " ", doubleUrl: "" })).toBeUndefined();
  });
});
