/** A sentence of the narration and when it is spoken, in milliseconds from the start. */
export type NarrationSentence = { text: string; startMs: number; endMs: number };

/** A full-screen text card, shown where a post has no images. */
export type VideoCard = { title?: string; text: string };

/** A video file (a generated scene): it fills its slot as it plays, and its own sound is left out. */
export type VideoClip = { clip: string };

/** An image file (JPEG, PNG or WebP, any size), a text card or a video clip. */
export type Visual = string | VideoCard | VideoClip;

export const isClip = (visual: Visual): visual is VideoClip => typeof visual === "object" && "clip" in visual;
export const isCard = (visual: Visual): visual is VideoCard => typeof visual === "object" && !("clip" in visual);

export type RenderVideoInput = {
  narration: { path: string; sentences: NarrationSentence[] };
  visuals: Visual[];
  subtitles: boolean;
  /** BCP-47; picks a font that covers the language's script. */
  language: string;
  /** A music file, looped under the narration and ducked while the voice speaks. */
  bed?: string;
  /** Shown on the opening visual, so the poster frame carries it. */
  title: string;
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
