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

/** The closing card: who made the video and where to read more. */
export type EndCard = { name: string; url: string };

export type RenderVideoInput = {
  narration: { path: string; sentences: NarrationSentence[] };
  /** Pictures (each held for a sentence or two) or clips; none gives text cards of the sentences spoken. */
  visuals: Visual[];
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
