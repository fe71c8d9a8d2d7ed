import type { WordTiming } from "../speech/words";

/**
 * A sentence of the narration and when it is spoken, in milliseconds from the start; with its words'
 * times when the speech engine reports them (otherwise they are estimated from syllables).
 */
export type NarrationSentence = { text: string; startMs: number; endMs: number; words?: WordTiming[] };

/** A video file (a generated scene): it fills its slot as it plays, and its own sound is left out. */
export type VideoClip = { clip: string };

/** An image file (JPEG, PNG or WebP, any size) or a video clip. */
export type Visual = string | VideoClip;

export const isClip = (visual: Visual): visual is VideoClip => typeof visual === "object" && "clip" in visual;

/** What one scene shows: one of the post's pictures, the site's colours with the scene's words large, or the end card. */
export type SceneVisual = { image: string } | { words: string } | { endCard: true };

/** A stretch of the narration and what is on screen meanwhile. */
export type Scene = { startMs: number; endMs: number; visual: SceneVisual };

/** The site's colours as hex RGB ("7a2e1d"): a two-stop background and an accent that reads on it. */
export type Brand = { from: string; to: string; accent: string };

/** The closing card: who made the video and where to read more. */
export type EndCard = { name: string; url: string };

export type RenderVideoInput = {
  narration: { path: string; sentences: NarrationSentence[] };
  /** Pictures (each held for a sentence or two) or clips; none gives text cards of the sentences spoken. */
  visuals: Visual[];
  /**
   * The video scene by scene instead of `visuals`: each picture whole on the site's colours or the
   * scene's words large on them, slowly panning, cross-fading at the scene's cut; an end card scene
   * last. The site's colours also give the captions' highlight.
   */
  storyboard?: { brand: Brand; scenes: Scene[] };
  /** Captions in the short-video style: a few words at a time, the one being spoken highlighted. */
  subtitles: boolean;
  /** BCP-47; picks a font that covers the language's script. */
  language: string;
  /** A music file, looped under the narration and ducked while the voice speaks. */
  bed?: string;
  /** Shown on the opening visual while the title is spoken, so the poster frame carries it. */
  title: string;
  /** A short card after the narration, with the site's name and address. */
  endCard?: EndCard;
  /** The frame, 1080x1920 unless a smaller one is asked for; the layout and the text scale with it. */
  size?: FrameSize;
};

export type FrameSize = { width: number; height: number };

export type RenderedVideo = { videoPath: string; posterPath: string; durationMs: number; width: number; height: number };

export const WIDTH = 1080;
export const HEIGHT = 1920;
export const FPS = 30;
export const FULL_FRAME: FrameSize = { width: WIDTH, height: HEIGHT };
export const MIN_DURATION_MS = 3_000;
export const MAX_DURATION_MS = 90_000;
