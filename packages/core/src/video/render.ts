import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { overlayAss, subtitleCues } from "./ass";
import { renderCard } from "./cards";
import { VideoError } from "./error";
import { fontFamily } from "./fonts";
import { composeArgs } from "./graph";
import { FPS, FULL_FRAME, isCard, isClip, MAX_DURATION_MS, MIN_DURATION_MS, type RenderedVideo, type RenderVideoInput } from "./input";
import { slideFrames } from "./motion";
import { audioDurationMs, isReadableImage, isReadableVideo } from "./probe";
import { lastLines, ProcessFailed, runProcess } from "../util/process";

/** A slide shorter than this is a flicker, not a picture. */
const MIN_SLIDE_MS = 2_500;
const TITLE_MS = 4_000;
const POSTER_AT_SECONDS = "0.5";

/**
 * Composes a narrated 1080x1920 video (or one of the size asked for) from a post's images, text cards or generated clips: slow pan
 * and zoom on every picture, clips played as they are (without their sound), the title over the
 * opening, optional burned-in subtitles, and a music bed ducked under the voice.
 */
export async function renderVideo(input: RenderVideoInput, outputDir: string): Promise<RenderedVideo> {
  const narrationMs = await audioDurationMs(input.narration.path);
  if (narrationMs === undefined) throw new VideoError("input", "video_narration_unreadable", "the narration audio could not be read.");
  if (narrationMs > MAX_DURATION_MS) {
    throw new VideoError(
      "input",
      "video_too_long",
      `the narration lasts ${Math.ceil(narrationMs / 1000)} seconds; videos can be at most ${MAX_DURATION_MS / 1000} seconds long.`,
    );
  }
  if (input.bed && (await audioDurationMs(input.bed)) === undefined)
    throw new VideoError("input", "video_bed_unreadable", "the background music could not be read.");
  for (const [index, visual] of input.visuals.entries()) {
    if (typeof visual === "string" && !(await isReadableImage(visual))) {
      throw new VideoError("input", "video_image_unreadable", `image ${index + 1} (${basename(visual)}) could not be read.`);
    }
    if (isClip(visual) && !(await isReadableVideo(visual.clip))) {
      throw new VideoError("input", "video_clip_unreadable", `clip ${index + 1} (${basename(visual.clip)}) could not be read.`);
    }
  }

  const size = input.size ?? FULL_FRAME;
  const durationMs = Math.max(MIN_DURATION_MS, narrationMs);
  const frames = slideFrames(Math.round((durationMs / 1000) * FPS), Math.max(1, input.visuals.length), Math.round((MIN_SLIDE_MS / 1000) * FPS));
  const visuals = input.visuals.length ? input.visuals.slice(0, frames.length) : [{ title: input.title, text: "" }];
  const font = fontFamily(input.language);
  const stem = `video-${randomUUID().slice(0, 8)}`;
  const videoPath = join(outputDir, `${stem}.mp4`);
  const posterPath = join(outputDir, `${stem}.jpg`);
  await mkdir(outputDir, { recursive: true });
  const workDir = await mkdtemp(join(tmpdir(), "sitecrew-video-"));
  try {
    const slides = [];
    for (const [index, visual] of visuals.entries()) {
      if (typeof visual === "string") slides.push({ path: visual, frames: frames[index]!, kind: "image" as const });
      else if (isClip(visual)) slides.push({ path: visual.clip, frames: frames[index]!, kind: "clip" as const });
      else {
        const card = index === 0 && !visual.title ? { ...visual, title: input.title } : visual;
        slides.push({ path: await renderCard(workDir, index, font, input.language, card, size), frames: frames[index]!, kind: "card" as const });
      }
    }
    const firstSlideMs = (frames[0]! / FPS) * 1000;
    // A card draws the title itself; over a picture or a clip it goes on the overlay.
    const title = !isCard(visuals[0]!) && input.title.trim() ? { text: input.title, endMs: Math.min(TITLE_MS, firstSlideMs) } : undefined;
    const cues = input.subtitles ? subtitleCues(input.narration.sentences, input.language, durationMs) : [];
    let overlay: string | undefined;
    if (title || cues.length) {
      overlay = "overlay.ass";
      await writeFile(join(workDir, overlay), overlayAss({ font, language: input.language, title, cues }));
    }
    const args = composeArgs({ slides, narrationPath: input.narration.path, bedPath: input.bed, overlayAss: overlay, durationMs, outputPath: videoPath, size });
    await runProcess("ffmpeg", args, 5 * durationMs + 30_000, workDir);
    await runProcess(
      "ffmpeg",
      ["-hide_banner", "-nostdin", "-v", "error", "-y", "-ss", POSTER_AT_SECONDS, "-i", videoPath, "-frames:v", "1", "-q:v", "3", posterPath],
      30_000,
    );
    return { videoPath, posterPath, durationMs, ...size };
  } catch (error) {
    await Promise.all([rm(videoPath, { force: true }), rm(posterPath, { force: true })]);
    if (error instanceof ProcessFailed) {
      const reason = error.failure.timedOut ? "rendering took too long and was stopped." : "the pictures and sound could not be put together.";
      throw new VideoError("unavailable", "video_render_failed", reason, lastLines(error.failure.stderrTail, 20));
    }
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
