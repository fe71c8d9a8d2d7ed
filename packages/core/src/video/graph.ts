import { assFilter } from "./ass";
import { FPS, type FrameSize } from "./input";
import { clipFilter, slideFilter } from "./motion";

export type GraphPlan = {
  slides: Array<{ path: string; frames: number; kind: "image" | "card" | "clip" }>;
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

/** The one ffmpeg command that composes the slides, the overlay and the mixed audio into the MP4. */
export function composeArgs(plan: GraphPlan) {
  const seconds = (plan.durationMs / 1000).toFixed(3);
  // A clip loops for as long as its slot needs; only its picture is used, never its sound.
  const inputs = plan.slides.flatMap((slide) => (slide.kind === "clip" ? ["-stream_loop", "-1", "-i", slide.path] : ["-i", slide.path]));
  const narration = plan.slides.length;
  inputs.push("-i", plan.narrationPath);
  if (plan.bedPath) inputs.push("-stream_loop", "-1", "-i", plan.bedPath);

  const stereo = "aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo";
  const slides = plan.slides.map((slide, index) =>
    slide.kind === "clip"
      ? clipFilter(index, slide.frames, `s${index}`, plan.size)
      : slideFilter(index, index, slide.frames, slide.kind === "card", `s${index}`, plan.size),
  );
  const concat = `${plan.slides.map((_, index) => `[s${index}]`).join("")}concat=n=${plan.slides.length}:v=1:a=0`;
  const video = plan.overlayAss ? `${concat},${assFilter(plan.overlayAss)}[video]` : `${concat}[video]`;
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
    "veryfast",
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
