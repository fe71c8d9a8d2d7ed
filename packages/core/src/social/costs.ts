import { CREDIT_COSTS } from "../credit/costs";
import { clipCount } from "../video/kie/models";
import type { VideoRenderer } from "./content.entity";
import type { VideoModelId } from "./schema";

/** How long a video is planned for: the narration of one post fits in a minute. */
export const VIDEO_SECONDS = 60;

/** Credits per clip each Kie.ai model costs (Veo 3 Fast makes 8 s clips, Runway and Sora 10 s). */
const CLIP_CREDITS: Record<VideoModelId, number> = {
  veo3_fast: 5,
  "runway-duration-10-generate": 6,
  "sora-2-text-to-video": 8,
};

/**
 * Credits for one post's video, what the generate form shows and the run holds. The local
 * renderer (ffmpeg over the post's own pictures) costs the narrated video's price whatever the
 * model. With Kie.ai the model's clips are paid on top: as many as a 60 s video needs, as the
 * renderer buys them (at most six; a longer narration loops the last scenes), at the model's
 * price per clip.
 */
export function videoCredits(model: VideoModelId, renderer: VideoRenderer): number {
  const base = CREDIT_COSTS.social_video.credits;
  if (renderer === "local") return base;
  return base + clipCount(model, VIDEO_SECONDS * 1000) * CLIP_CREDITS[model];
}
