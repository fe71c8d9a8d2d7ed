import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { overlayAss, type CardText } from "./ass";
import { captions } from "./captions";
import { VideoError } from "./error";
import { fontFamily } from "./fonts";
import { composeArgs, FADE_FRAMES, type Slide } from "./graph";
import { FPS, FULL_FRAME, isClip, MAX_DURATION_MS, MIN_DURATION_MS, type NarrationSentence, type RenderedVideo, type RenderVideoInput } from "./input";
import { audioDurationMs, imageSize, isReadableImage, isReadableVideo } from "./probe";
import { fillsFrame } from "./scene-motion";
import { isEndCard, sceneOverlay, type Storyboard } from "./scene-overlay";
import { pictureSlides, sentenceSpans, slideSpans, spokenSentences, type Span } from "./timeline";
import { lastLines, ProcessFailed, runProcess } from "../util/process";

/** The end card's length: long enough to read a name and an address. */
export const END_CARD_MS = 2_500;
/** An end card scene stays this long after its closing line is said, so the name can be read. */
export const END_SCENE_TAIL_MS = 1_200;
const TITLE_MS = 4_000;
const POSTER_AT_SECONDS = "0.5";

const toFrame = (ms: number) => Math.round((ms / 1000) * FPS);
const same = (a: string, b: string) =>
  a
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim() ===
  b
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Slides start half a fade before their cut, so the cross-fade is centred on it (the first at 0). */
const fadeStart = (span: Span, index: number) => (index === 0 ? 0 : Math.max(1, toFrame(span.startMs) - FADE_FRAMES / 2));

/** What the slides show and when: the pictures or clips over their spans, or one card per sentence; the end card last. */
function planSlides(input: RenderVideoInput, sentences: NarrationSentence[], speechMs: number, endCard: boolean) {
  const spans = sentenceSpans(sentences, speechMs);
  const clips = input.visuals.some(isClip);
  const count = !input.visuals.length ? Math.max(1, spans.length) : clips ? input.visuals.length : pictureSlides(input.visuals.length, spans.length);
  const groups = clips ? slideSpans([], count, speechMs) : slideSpans(spans, count, speechMs);
  const slides: Slide[] = groups.map((span, index) => {
    const startFrame = fadeStart(span, index);
    if (!input.visuals.length) return { kind: "card", palette: index, startFrame };
    const visual = input.visuals[index % input.visuals.length]!;
    return typeof visual === "string" ? { kind: "image", path: visual, startFrame } : { kind: "clip", path: visual.clip, startFrame };
  });
  if (endCard) slides.push({ kind: "card", palette: -1, startFrame: toFrame(speechMs) });
  return { slides, spans };
}

/**
 * The words over the slides: on cards the sentence being spoken (from cut to cut, so one sentence
 * at a time); over a picture the title while it is spoken; the captions; the end card's name and address.
 */
function overlayOf(input: RenderVideoInput, sentences: NarrationSentence[], spans: Span[], speechMs: number, durationMs: number) {
  const font = fontFamily(input.language);
  const caption = input.subtitles ? captions(sentences, input.language, speechMs) : [];
  const cards: CardText[] = input.visuals.length
    ? []
    : sentences.length
      ? sentences.map((sentence, index) => ({ text: sentence.text, ...spans[index]!, isTitle: index === 0 && same(sentence.text, input.title) }))
      : [{ text: input.title, startMs: 0, endMs: speechMs, isTitle: true }];
  // The title stays only while it is what is heard: over captions of another sentence it would be a second one.
  const opening = sentences[0];
  const titleShown = input.visuals.length && input.title.trim() && (!opening || same(opening.text, input.title) || !input.subtitles);
  const title = titleShown ? { text: input.title, endMs: opening ? spans[0]!.endMs : Math.min(TITLE_MS, speechMs) } : undefined;
  const endCard = input.endCard && durationMs > speechMs ? { ...input.endCard, startMs: speechMs, endMs: durationMs } : undefined;
  if (!title && !caption.length && !cards.length && !endCard) return undefined;
  return overlayAss({ font, language: input.language, title, captions: caption, cards, endCard });
}

/** The scenes as slides: each picture measured once, to fill the frame when tall or sit whole on the site's colours. */
async function sceneSlides(storyboard: Storyboard): Promise<Slide[]> {
  return Promise.all(
    storyboard.scenes.map(async (scene, index): Promise<Slide> => {
      const startFrame = fadeStart(scene, index);
      if (!("image" in scene.visual)) return { kind: "scene", brand: storyboard.brand, startFrame };
      const size = await imageSize(scene.visual.image);
      return {
        kind: "scene",
        brand: storyboard.brand,
        startFrame,
        picture: { path: scene.visual.image, tall: size ? fillsFrame(size.width, size.height) : false },
      };
    }),
  );
}

/** The storyboard's scenes inside the video: in order, clipped to it, the last one to its end. */
function fitScenes(storyboard: Storyboard, durationMs: number): Storyboard {
  const scenes = storyboard.scenes
    .filter((scene) => scene.startMs < durationMs && scene.endMs > scene.startMs)
    .map((scene, index, all) => ({
      ...scene,
      startMs: index === 0 ? 0 : scene.startMs,
      endMs: index === all.length - 1 ? durationMs : Math.min(durationMs, scene.endMs),
    }));
  return { ...storyboard, scenes };
}

/**
 * Composes a narrated 1080x1920 video (or one of the size asked for): the post's pictures, each held
 * for a sentence or two with a slow pan or zoom and cross-fading into the next (or generated clips as
 * they are, or, for a post without pictures, cards that show the sentence being spoken); the title
 * over the opening; captions a few words at a time with the spoken word highlighted; a short end card
 * with the site's name and address; and a music bed ducked under the voice.
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
  const pictures = [...input.visuals, ...(input.storyboard?.scenes ?? []).flatMap((scene) => ("image" in scene.visual ? [scene.visual.image] : []))];
  for (const [index, visual] of pictures.entries()) {
    if (typeof visual === "string" && !(await isReadableImage(visual))) {
      throw new VideoError("input", "video_image_unreadable", `image ${index + 1} (${basename(visual)}) could not be read.`);
    }
    if (isClip(visual) && !(await isReadableVideo(visual.clip))) {
      throw new VideoError("input", "video_clip_unreadable", `clip ${index + 1} (${basename(visual.clip)}) could not be read.`);
    }
  }

  const size = input.size ?? FULL_FRAME;
  const speechMs = Math.max(MIN_DURATION_MS, narrationMs);
  const endScene = input.storyboard?.scenes.some(isEndCard) ?? false;
  // The end card is left out where it would make the video longer than a Reel may be.
  const endCard = !input.storyboard && Boolean(input.endCard) && speechMs + END_CARD_MS <= MAX_DURATION_MS;
  const durationMs = Math.min(MAX_DURATION_MS, speechMs + (endCard ? END_CARD_MS : endScene ? END_SCENE_TAIL_MS : 0));
  const sentences = spokenSentences(input.narration.sentences, speechMs);
  const storyboard = input.storyboard && fitScenes(input.storyboard, durationMs);
  const { slides, spans } = storyboard ? { slides: await sceneSlides(storyboard), spans: [] } : planSlides(input, sentences, speechMs, endCard);
  const stem = `video-${randomUUID().slice(0, 8)}`;
  const videoPath = join(outputDir, `${stem}.mp4`);
  const posterPath = join(outputDir, `${stem}.jpg`);
  await mkdir(outputDir, { recursive: true });
  const workDir = await mkdtemp(join(tmpdir(), "sitecrew-video-"));
  try {
    const ass = storyboard ? sceneOverlay(input, storyboard, sentences, speechMs, durationMs) : overlayOf(input, sentences, spans, speechMs, durationMs);
    let overlay: string | undefined;
    if (ass) {
      overlay = "overlay.ass";
      await writeFile(join(workDir, overlay), ass);
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
