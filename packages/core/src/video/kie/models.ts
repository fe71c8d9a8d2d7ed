/** The social media agent's video models, by their Kie.ai ids. */
export const KIE_MODELS = ["veo3_fast", "runway-duration-10-generate", "sora-2-text-to-video"] as const;

export type KieModel = (typeof KIE_MODELS)[number];

export const isKieModel = (value: string): value is KieModel => (KIE_MODELS as readonly string[]).includes(value);

/** How long one generated clip lasts: Veo 3 Fast makes 8 s, Runway and Sora are asked for 10 s. */
export const CLIP_SECONDS: Record<KieModel, number> = {
  veo3_fast: 8,
  "runway-duration-10-generate": 10,
  "sora-2-text-to-video": 10,
};

/** Each clip is a paid task; a longer narration loops the last scenes rather than buying more. */
export const MAX_CLIPS = 6;

/** How many clips cover a narration of this length. */
export function clipCount(model: KieModel, narrationMs: number) {
  const needed = Math.ceil(Math.max(0, narrationMs) / (CLIP_SECONDS[model] * 1000));
  return Math.min(MAX_CLIPS, Math.max(1, needed));
}
