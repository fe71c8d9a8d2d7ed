export { generateClips, type ClipTiming, type GenerateClipsInput } from "./generate";
export { scenePrompts } from "./prompts";
export { CLIP_SECONDS, clipCount, isKieModel, KIE_MODELS, MAX_CLIPS, type KieModel } from "./models";
export { chooseKie, kieConfigured, type KieConfig } from "./config";
export { KieError, type KieFailure } from "./error";
