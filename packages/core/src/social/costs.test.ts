import { describe, expect, it } from "vitest";
import { CREDIT_COSTS } from "../credit/costs";
import { videoCredits } from "./costs";
import { VIDEO_MODEL_IDS } from "./schema";

describe("video credits", () => {
  it("costs the narrated video's price for every model on the local renderer", () => {
    for (const model of VIDEO_MODEL_IDS) expect(videoCredits(model, "local")).toBe(CREDIT_COSTS.social_video.credits);
  });

  it("adds the clips a minute of video takes, at each model's clip price, with Kie.ai", () => {
    expect(videoCredits("veo3_fast", "kie")).toBe(25 + 6 * 5);
    expect(videoCredits("runway-duration-10-generate", "kie")).toBe(25 + 6 * 6);
    expect(videoCredits("sora-2-text-to-video", "kie")).toBe(25 + 6 * 8);
  });
});
