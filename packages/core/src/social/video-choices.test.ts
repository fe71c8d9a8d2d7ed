import { describe, expect, it } from "vitest";
import { videoCredits } from "./costs";
import { VIDEO_MODELS } from "./schema";
import { LOCAL_RENDERER_NAME, videoModelChoices } from "./video-choices";

describe("videoModelChoices", () => {
  it("offers the local renderer once, under its own name, when no footage model is set up", () => {
    expect(videoModelChoices("local")).toEqual([
      { id: "veo3_fast", name: LOCAL_RENDERER_NAME, credits: videoCredits("veo3_fast", "local"), renderer: "local" },
    ]);
  });

  it("offers every Kie.ai model with its own price when Kie.ai films the footage", () => {
    const choices = videoModelChoices("kie");
    expect(choices.map((choice) => [choice.id, choice.name])).toEqual(VIDEO_MODELS.map((model) => [model.id, model.name]));
    for (const choice of choices) expect(choice).toMatchObject({ renderer: "kie", credits: videoCredits(choice.id as "veo3_fast", "kie") });
  });
});
