import type { VideoRenderer } from "./content.entity";
import { videoCredits } from "./costs";
import { DEFAULT_VIDEO_MODEL, VIDEO_MODELS } from "./schema";

/** The name the form gives the local renderer, so nobody picks it believing an AI model films the video. */
export const LOCAL_RENDERER_NAME = "Local renderer (the post's pictures and text, narrated)";

export interface VideoModelChoice {
  id: string;
  name: string;
  credits: number;
  renderer: VideoRenderer;
}

/**
 * The models a video can be made with here. With Kie.ai each model films its own footage, so all are offered. Without
 * it the local renderer makes every video the same way whichever model is named: offering three names for one result
 * would promise footage that never comes, so it is one choice under its own name (the spec's default id, which the API
 * takes like any other).
 */
export function videoModelChoices(renderer: VideoRenderer): VideoModelChoice[] {
  if (renderer === "local") return [{ id: DEFAULT_VIDEO_MODEL, name: LOCAL_RENDERER_NAME, credits: videoCredits(DEFAULT_VIDEO_MODEL, "local"), renderer }];
  return VIDEO_MODELS.map((model) => ({ id: model.id, name: model.name, credits: videoCredits(model.id, renderer), renderer }));
}
