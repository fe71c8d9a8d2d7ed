import { overlayAss, SCENE_CAPTION_Y } from "./ass";
import { captions } from "./captions";
import { fontFamily } from "./fonts";
import type { NarrationSentence, RenderVideoInput, Scene } from "./input";

export type Storyboard = NonNullable<RenderVideoInput["storyboard"]>;

export const isEndCard = (scene: Scene) => "endCard" in scene.visual;

/**
 * The words over scenes: a scene's own words while it lasts (one scene's at a time), the captions
 * low in the safe area in the site's accent, none over the end card, whose name and address are its own.
 */
export function sceneOverlay(input: RenderVideoInput, storyboard: Storyboard, sentences: NarrationSentence[], speechMs: number, durationMs: number) {
  const endScene = storyboard.scenes.find(isEndCard);
  const captionsUntil = endScene?.startMs ?? speechMs;
  const caption = input.subtitles ? captions(sentences, input.language, captionsUntil) : [];
  const sceneWords = storyboard.scenes.flatMap((scene) =>
    "words" in scene.visual ? [{ text: scene.visual.words, startMs: scene.startMs, endMs: scene.endMs }] : [],
  );
  const endCard = input.endCard && endScene ? { ...input.endCard, startMs: endScene.startMs, endMs: durationMs } : undefined;
  return overlayAss({
    font: fontFamily(input.language),
    language: input.language,
    captions: caption,
    sceneWords,
    endCard,
    highlight: storyboard.brand.accent,
    captionY: SCENE_CAPTION_Y,
  });
}
