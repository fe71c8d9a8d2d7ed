import { assFilter } from "./ass";
import { FPS, type Brand, type FrameSize } from "./input";
import { cardFilter, cardInput, clipFilter, slideFilter } from "./motion";
import { sceneFilter } from "./scene-motion";

/** A slide from the frame where it starts to fade in (the first from 0); it plays until the next one has faded in over it. */
export type Slide = { startFrame: number } & (
  | { kind: "image" | "clip"; path: string }
  | { kind: "card"; palette: number }
  | { kind: "scene"; brand: Brand; picture?: { path: string; tall: boolean } }
);

/** Pictures cross-fade into each other over this many frames (0.4 s). */
export const FADE_FRAMES = 12;

export type GraphPlan = {
  slides: Slide[];
  narrationPath: string;
  bedPath?: string;
  /** Relative to ffmpeg's working directory, so it needs no escaping inside the filter graph. */
  overlayAss?: string;
  durationMs: number;
  outputPath: string;
  size?: FrameSize;
};

// The bed sits well under the voice, then the sidechain pulls it further down while a sentence is spoken.
const BED_LEVEL = 0.25;
const DUCKING = "sidechaincompress=threshold=0.02:ratio=8:attack=20:release=400";

const hasInput = (slide: Slide) => slide.kind !== "scene" || slide.picture !== undefined;

/** Each slide's own length in frames: until the next one has finished fading in over it; the last to the end. */
function slideLengths(slides: Slide[], totalFrames: number) {
  return slides.map((slide, index) => (slides[index + 1] ? slides[index + 1]!.startFrame + FADE_FRAMES : totalFrames) - slide.startFrame);
}

/** The slides one after another, each cross-fading into the next where it starts. */
function crossFades(slides: Slide[]) {
  if (slides.length === 1) return "[s0]null";
  return slides
    .slice(1)
    .map((slide, index) => {
      const from = index === 0 ? "[s0]" : `[x${index}]`;
      const to = index === slides.length - 2 ? "" : `[x${index + 1}]`;
      return `${from}[s${index + 1}]xfade=transition=fade:duration=${(FADE_FRAMES / FPS).toFixed(3)}:offset=${(slide.startFrame / FPS).toFixed(3)}${to}`;
    })
    .join(";");
}

/** The one ffmpeg command that composes the slides, the overlay and the mixed audio into the MP4. */
export function composeArgs(plan: GraphPlan) {
  const seconds = (plan.durationMs / 1000).toFixed(3);
  const lengths = slideLengths(plan.slides, Math.round((plan.durationMs / 1000) * FPS));
  // A clip loops for as long as its slot needs; only its picture is used, never its sound. A scene of
  // the site's colours alone has no input: its gradient is made inside the graph.
  const inputOf: number[] = [];
  const inputs = plan.slides.flatMap((slide, index) => {
    inputOf.push(inputOf.length ? inputOf.at(-1)! + Number(hasInput(plan.slides[index - 1]!)) : 0);
    if (slide.kind === "clip") return ["-stream_loop", "-1", "-i", slide.path];
    if (slide.kind === "card") return cardInput(slide.palette, lengths[index]!, plan.size);
    if (slide.kind === "scene") return slide.picture ? ["-i", slide.picture.path] : [];
    return ["-i", slide.path];
  });
  const narration = plan.slides.filter(hasInput).length;
  inputs.push("-i", plan.narrationPath);
  if (plan.bedPath) inputs.push("-stream_loop", "-1", "-i", plan.bedPath);

  const stereo = "aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo";
  const slides = plan.slides.map((slide, index) => {
    const input = inputOf[index]!;
    if (slide.kind === "clip") return clipFilter(input, lengths[index]!, `s${index}`, plan.size);
    if (slide.kind === "card") return cardFilter(input, lengths[index]!, `s${index}`);
    if (slide.kind === "scene") {
      const still = slide.picture ? { kind: "picture" as const, input, tall: slide.picture.tall } : { kind: "colours" as const };
      return sceneFilter(still, slide.brand, index, lengths[index]!, `s${index}`, plan.size);
    }
    return slideFilter(input, index, lengths[index]!, `s${index}`, plan.size);
  });
  const joined = crossFades(plan.slides);
  const video = plan.overlayAss ? `${joined},${assFilter(plan.overlayAss)}[video]` : `${joined}[video]`;
  const voice = `[${narration}:a]${stereo},apad,atrim=duration=${seconds}`;
  const fadeOut = Math.max(0, plan.durationMs / 1000 - 1.5).toFixed(3);
  const audio = plan.bedPath
    ? [
        `${voice},asplit=2[voice][key]`,
        `[${narration + 1}:a]${stereo},atrim=duration=${seconds},volume=${BED_LEVEL},afade=t=in:d=0.5,afade=t=out:st=${fadeOut}:d=1.5[bed]`,
        `[bed][key]${DUCKING}[ducked]`,
        "[voice][ducked]amix=inputs=2:duration=first:normalize=0,alimiter=limit=0.95[audio]",
      ]
    : [`${voice}[audio]`];

  return [
    "-hide_banner",
    "-nostdin",
    "-v",
    "error",
    "-y",
    ...inputs,
    "-filter_complex",
    [...slides, video, ...audio].join(";"),
    "-map",
    "[video]",
    "-map",
    "[audio]",
    "-c:v",
    "libx264",
    "-preset",
    // A quarter less CPU than veryfast for a slightly larger file: Instagram encodes every Reel again anyway.
    "superfast",
    "-crf",
    "23",
    "-profile:v",
    "high",
    "-pix_fmt",
    "yuv420p",
    "-r",
    String(FPS),
    "-c:a",
    "aac",
    "-b:a",
    "160k",
    "-ar",
    "48000",
    "-ac",
    "2",
    "-t",
    seconds,
    "-movflags",
    "+faststart",
    plan.outputPath,
  ];
}
