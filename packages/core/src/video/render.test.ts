import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { espeakSpeech } from "../speech/espeak";
import { VideoError } from "./error";
import { FULL_FRAME, type FrameSize, type NarrationSentence, type RenderVideoInput } from "./input";
import { END_CARD_MS, renderVideo } from "./render";

const run = promisify(execFile);
const RENDER_TIMEOUT = 180_000;
const FULL: FrameSize = { width: 1080, height: 1920 };
// A third of the frame each way: the same graph, subtitles and motion scaled down, about a ninth of the work.
const SMALL: FrameSize = { width: 360, height: 640 };
let scratch: string;

async function ffmpeg(...args: string[]) {
  return run("ffmpeg", ["-hide_banner", "-nostdin", "-v", "error", "-y", ...args], { maxBuffer: 64 * 1024 * 1024, encoding: "buffer" });
}

/** Speaks the sentences as a video run does: through the offline speech port, each sentence and word timed. */
async function narrate(voice: string, sentences: string[], path: string): Promise<NarrationSentence[]> {
  const narration = await espeakSpeech().synthesize({ text: sentences.join(" "), voiceId: voice });
  await writeFile(path, narration.audio);
  return narration.sentences;
}

async function probe(path: string) {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "stream=codec_type,codec_name,width,height,r_frame_rate,pix_fmt,sample_rate,channels:format=duration",
    "-of",
    "json",
    path,
  ]);
  return JSON.parse(stdout) as { streams: Array<Record<string, string | number>>; format: { duration: string } };
}

async function meanVolume(path: string, filters = "") {
  const { stderr } = await run("ffmpeg", ["-hide_banner", "-nostdin", "-i", path, "-vn", "-af", `${filters}volumedetect`, "-f", "null", "-"]);
  return Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)![1]);
}

/** One frame of a small render as 8-bit grey pixels, `SMALL.width` a row. */
async function frameAt(path: string, seconds: number) {
  const { stdout } = await ffmpeg("-ss", String(seconds), "-i", path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "gray", "-");
  expect(stdout.length).toBe(SMALL.width * SMALL.height);
  return stdout;
}

/** A row of the full 1080x1920 frame, as a row of the small one. */
const rowOf = (fullRow: number) => Math.min(SMALL.height - 1, Math.floor((fullRow * SMALL.height) / FULL.height));

/**
 * How many pixels of a band of rows differ clearly (more than compression noise) between two grey
 * frames. Rows and the count are in the full 1080x1920 frame, though the frames are small.
 */
function changedPixels(a: Buffer, b: Buffer, fromRow: number, toRow: number) {
  let count = 0;
  for (let i = rowOf(fromRow) * SMALL.width; i < rowOf(toRow) * SMALL.width; i++) if (Math.abs(a[i]! - b[i]!) > 48) count++;
  return (count * FULL.width * FULL.height) / (SMALL.width * SMALL.height);
}

const rowMean = (frame: Buffer, fullRow: number) =>
  frame.subarray(rowOf(fullRow) * SMALL.width, (rowOf(fullRow) + 1) * SMALL.width).reduce((sum, value) => sum + value, 0) / SMALL.width;

/** Every frame of a small render at `fps`, as grey pixels: frame `i` is the picture at `i / fps` seconds. */
async function framesOf(path: string, fps: number) {
  const { stdout } = await ffmpeg("-i", path, "-vf", `fps=${fps}:round=down`, "-f", "rawvideo", "-pix_fmt", "gray", "-");
  const size = SMALL.width * SMALL.height;
  return Array.from({ length: Math.floor(stdout.length / size) }, (_, index) => stdout.subarray(index * size, (index + 1) * size));
}

/** A video frame, or a picture laid out as the renderer sets it (whole, over a blurred fill, in the upper part), as a 9x16 grey thumbnail. */
async function thumbnail(path: string, seconds?: number) {
  const at = seconds === undefined ? [] : ["-ss", String(seconds)];
  const layout =
    seconds === undefined
      ? "split[a][b];[a]scale=360:640:force_original_aspect_ratio=increase,crop=360:640,boxblur=15:3,eq=brightness=-0.18[bg];[b]scale=360:640:force_original_aspect_ratio=decrease[fg];[bg][fg]overlay=(W-w)/2:(H-h)/5,"
      : "";
  const { stdout } = await ffmpeg(
    ...at,
    "-i",
    path,
    "-frames:v",
    "1",
    "-vf",
    `${layout}scale=360:640:force_original_aspect_ratio=increase,crop=360:640,scale=9:16`,
    "-f",
    "rawvideo",
    "-pix_fmt",
    "gray",
    "-",
  );
  return stdout;
}

/** How far apart two thumbnails are below the title (rows 6 to 16 of 16): the mean difference of their pixels. */
const distance = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let i = 6 * 9; i < 16 * 9; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / (10 * 9);
};

/** The bright pixels (text) in a band of rows of the full frame: where a card's or a caption's letters are. */
const textMask = (frame: Buffer, fromRow: number, toRow: number) =>
  frame.subarray(rowOf(fromRow) * SMALL.width, rowOf(toRow) * SMALL.width).map((value) => (value > 200 ? 1 : 0));
const maskDifference = (a: Uint8Array, b: Uint8Array) => a.reduce((sum, value, index) => sum + (value === b[index] ? 0 : 1), 0);
const maskSize = (mask: Uint8Array) => mask.reduce((sum, value) => sum + value, 0);

async function expectPlayableVideo(path: string, narrationMs: number, size: FrameSize = SMALL) {
  const { streams, format } = await probe(path);
  const video = streams.find((stream) => stream.codec_type === "video")!;
  const audio = streams.find((stream) => stream.codec_type === "audio")!;
  expect(video).toMatchObject({ codec_name: "h264", width: size.width, height: size.height, r_frame_rate: "30/1", pix_fmt: "yuv420p" });
  expect(audio).toMatchObject({ codec_name: "aac", channels: 2 });
  expect([44100, 48000]).toContain(Number(audio.sample_rate));
  const seconds = Number(format.duration);
  expect(Math.abs(seconds - Math.max(3, narrationMs / 1000) - END_CARD_MS / 1000)).toBeLessThan(1);
  expect(seconds).toBeGreaterThanOrEqual(3);
  expect(seconds).toBeLessThanOrEqual(90);
  expect(await meanVolume(path)).toBeGreaterThan(-45);
}

let english: RenderVideoInput;
let arabic: RenderVideoInput;
const small = (input: RenderVideoInput): RenderVideoInput => ({ ...input, size: SMALL });
const narrationMs = (input: RenderVideoInput) => input.narration.sentences.at(-1)!.endMs;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "video-test-"));
  await Promise.all([
    ffmpeg("-f", "lavfi", "-i", "testsrc2=s=1600x1200", "-frames:v", "1", join(scratch, "wide.png")),
    ffmpeg("-f", "lavfi", "-i", "color=c=0x3a7d44:s=480x900", "-frames:v", "1", join(scratch, "tall.jpg")),
    ffmpeg(
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=196:duration=4",
      "-f",
      "lavfi",
      "-i",
      "anoisesrc=d=4:c=pink:a=0.05",
      "-filter_complex",
      "amix=inputs=2",
      join(scratch, "bed.mp3"),
    ),
  ]);
  const englishSentences = await narrate(
    "en-us",
    ["Composting on a balcony is easy.", "A small bin and dry leaves are all you need.", "Turn it once a week and keep it moist."],
    join(scratch, "en.wav"),
  );
  const arabicSentences = await narrate("ar", ["حدائق صغيرة.", "مرحبا بكم في مدونتنا.", "نتحدث اليوم عن الحدائق الصغيرة على الشرفة."], join(scratch, "ar.wav"));
  english = small({
    narration: { path: join(scratch, "en.wav"), sentences: englishSentences },
    visuals: [join(scratch, "wide.png"), join(scratch, "tall.jpg")],
    subtitles: true,
    language: "en-US",
    bed: join(scratch, "bed.mp3"),
    title: "Balcony composting",
    endCard: { name: "Green Thumbs", url: "greenthumbs.example" },
  });
  arabic = small({
    narration: { path: join(scratch, "ar.wav"), sentences: arabicSentences },
    visuals: [],
    subtitles: false,
    language: "ar",
    title: "حدائق صغيرة",
    endCard: { name: "حدائق", url: "hadaiq.example" },
  });
}, 60_000);

afterAll(() => rm(scratch, { recursive: true, force: true }));

const freshDir = () => mkdtemp(join(scratch, "out-"));

describe("renderVideo", () => {
  it(
    "turns a post with two images into a video whose frames show them, with captions that change at least once a second, and none when off",
    { timeout: RENDER_TIMEOUT },
    async () => {
      // The suite's one full-size render is the end-to-end Reel (tests/e2e/wordpress.spec.ts), which Instagram's double
      // probes; here the same graph, a third of the frame each way.
      expect(FULL_FRAME).toEqual(FULL);
      const [withSubtitles, without] = await Promise.all([
        renderVideo(english, await freshDir()),
        renderVideo({ ...english, subtitles: false }, await freshDir()),
      ]);
      expect(withSubtitles).toMatchObject(SMALL);
      expect(Math.abs(withSubtitles.durationMs - narrationMs(english) - END_CARD_MS)).toBeLessThan(1000);
      await expectPlayableVideo(withSubtitles.videoPath, narrationMs(english));
      const poster = await probe(withSubtitles.posterPath);
      expect(poster.streams[0]).toMatchObject({ codec_name: "mjpeg", ...SMALL });

      // Three sentences over two pictures: the first picture while the first is spoken, the second over the other two.
      const [wide, tall] = await Promise.all((english.visuals as string[]).map((path) => thumbnail(path)));
      const sentences = english.narration.sentences;
      for (const [index, sentence] of sentences.entries()) {
        const shown = await thumbnail(without.videoPath, (sentence.startMs + sentence.endMs) / 2000);
        const [expected, other] = index === 0 ? [wide!, tall!] : [tall!, wide!];
        expect(distance(shown, expected)).toBeLessThan(distance(shown, other) / 2);
      }

      // Captions sit in the middle of the safe area; without them that band is the picture alone.
      const fps = 8;
      const [on, off] = await Promise.all([framesOf(withSubtitles.videoPath, fps), framesOf(without.videoPath, fps)]);
      const caption = (index: number) => {
        let count = 0;
        const band = [rowOf(780) * SMALL.width, rowOf(990) * SMALL.width];
        const mask = new Uint8Array(band[1]! - band[0]!);
        for (let i = band[0]!; i < band[1]!; i++) if (Math.abs(on[index]![i]! - off[index]![i]!) > 48) mask[i - band[0]!] = ++count && 1;
        return mask;
      };
      for (const sentence of sentences) {
        const first = Math.ceil((sentence.words![0]!.startMs / 1000) * fps);
        const last = Math.floor((sentence.words!.at(-1)!.endMs / 1000) * fps);
        for (let index = first; index <= last; index++) expect(maskSize(caption(index))).toBeGreaterThan(100);
        // Within every second of speech the caption changes: other words, or another word lit.
        for (let index = first; index + fps <= last; index++) {
          const changes = Array.from({ length: fps }, (_, step) => maskDifference(caption(index + step), caption(index + step + 1)));
          expect(Math.max(...changes)).toBeGreaterThan(40);
        }
      }
      const end = Math.ceil((narrationMs(english) / 1000) * fps) + 2;
      expect(maskSize(caption(end))).toBeLessThan(20);
    },
  );

  it("renders a post without images as cards that show the sentence being spoken, one sentence at a time", { timeout: RENDER_TIMEOUT }, async () => {
    const without = await renderVideo(arabic, await freshDir());
    await expectPlayableVideo(without.videoPath, narrationMs(arabic));
    const fps = 15;
    const frames = await framesOf(without.videoPath, fps);
    const sentences = arabic.narration.sentences;
    // The card's words are white on a dark gradient: the bright pixels are its text.
    const text = (seconds: number) => textMask(frames[Math.round(seconds * fps)]!, 400, 1500);
    const middles = sentences.map((sentence) => text((sentence.startMs + sentence.endMs) / 2000));
    for (const [index, mask] of middles.entries()) {
      expect(maskSize(mask)).toBeGreaterThan(40);
      if (index) expect(maskDifference(mask, middles[index - 1]!)).toBeGreaterThan(maskSize(mask) / 2);
      const sentence = sentences[index]!;
      // While a sentence is spoken its card shows it, and only it.
      for (let seconds = sentence.startMs / 1000 + 0.1; seconds < sentence.endMs / 1000 - 0.1; seconds += 1 / fps) {
        const shown = text(seconds);
        const others = middles.filter((_, at) => at !== index).map((other) => maskDifference(shown, other));
        expect(maskDifference(shown, mask) * 3).toBeLessThan(Math.min(...others));
      }
    }
    // Across every change of sentence each frame shows one whole sentence, never parts of two.
    for (let index = 1; index < sentences.length; index++) {
      for (let at = sentences[index - 1]!.endMs / 1000 - 0.2; at < sentences[index]!.startMs / 1000 + 0.2; at += 1 / fps) {
        const shown = text(at);
        const [before, after] = [maskDifference(shown, middles[index - 1]!), maskDifference(shown, middles[index]!)];
        expect(Math.min(before, after) * 3).toBeLessThan(Math.max(before, after));
      }
    }

    const withSubtitles = await renderVideo({ ...arabic, subtitles: true }, await freshDir());
    await expectPlayableVideo(withSubtitles.videoPath, narrationMs(arabic));
    const spoken = sentences[1]!;
    const at = (spoken.startMs + spoken.endMs) / 2000;
    const [on, off] = await Promise.all([frameAt(withSubtitles.videoPath, at), frameAt(without.videoPath, at)]);
    expect(changedPixels(on, off, 1200, 1400)).toBeGreaterThan(3_000);
  });

  it("ducks the music bed while the voice speaks", { timeout: RENDER_TIMEOUT }, async () => {
    // A steady 1 kHz "voice" for two seconds, then three seconds of silence, over a 200 Hz bed.
    const voice = join(scratch, "tone-voice.wav");
    const bed = join(scratch, "tone-bed.wav");
    await ffmpeg("-f", "lavfi", "-i", "sine=frequency=1000:duration=2", "-af", "apad=whole_dur=5", voice);
    await ffmpeg("-f", "lavfi", "-i", "sine=frequency=200:duration=2", bed);
    const { videoPath } = await renderVideo({ ...english, narration: { path: voice, sentences: [] }, bed, subtitles: false }, await freshDir());
    const bedLevel = (from: number, to: number) => meanVolume(videoPath, `atrim=start=${from}:end=${to},bandpass=f=200:width_type=h:w=60,`);
    const underVoice = await bedLevel(0.7, 1.8);
    const alone = await bedLevel(2.6, 3.4);
    expect(alone).toBeGreaterThan(-40);
    expect(alone - underVoice).toBeGreaterThan(6);
  });

  it(
    "plays clips in their slots: cropped to fill the frame, looped when short, without pan, zoom or their own sound",
    { timeout: RENDER_TIMEOUT },
    async () => {
      // A 1 kHz "voice" for five seconds; the clips carry a 5 kHz tone that must not be heard.
      const voice = join(scratch, "clip-voice.wav");
      const short = join(scratch, "short-portrait.mp4");
      const wide = join(scratch, "wide-green.mp4");
      const encode = ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest"];
      await Promise.all([
        ffmpeg("-f", "lavfi", "-i", "sine=frequency=1000:duration=5", voice),
        ffmpeg("-f", "lavfi", "-i", "testsrc2=s=720x1280:r=30:d=1.5", "-f", "lavfi", "-i", "sine=frequency=5000:duration=1.5", ...encode, short),
        ffmpeg("-f", "lavfi", "-i", "color=c=0x3a7d44:s=1280x720:r=24:d=4", "-f", "lavfi", "-i", "sine=frequency=5000:duration=4", ...encode, wide),
      ]);
      const input: RenderVideoInput = {
        ...english,
        narration: { path: voice, sentences: [] },
        visuals: [{ clip: short }, { clip: wide }],
        bed: undefined,
        subtitles: false,
      };
      const { videoPath } = await renderVideo(input, await freshDir());
      await expectPlayableVideo(videoPath, 5_000);

      // The 1.5 s clip fills a 2.5 s slot by starting again: 0.3 s in and 1.8 s in show the same picture.
      const [first, again, later] = await Promise.all([frameAt(videoPath, 0.3), frameAt(videoPath, 1.8), frameAt(videoPath, 1.0)]);
      expect(changedPixels(first, again, 0, 1920)).toBeLessThan(2_000);
      expect(changedPixels(first, later, 0, 1920)).toBeGreaterThan(20_000);

      // The landscape clip covers the whole frame: no black bars above or below it.
      const green = await frameAt(videoPath, 3.8);
      for (const row of [2, 960, 1917]) expect(rowMean(green, row)).toBeGreaterThan(60);

      const band = (frequency: number) => meanVolume(videoPath, `bandpass=f=${frequency}:width_type=h:w=200,`);
      expect(await band(1000)).toBeGreaterThan(-30);
      expect(await band(5000)).toBeLessThan(-60);
    },
  );

  it("refuses a clip that holds no picture", { timeout: RENDER_TIMEOUT }, async () => {
    const dir = await freshDir();
    const soundOnly = join(scratch, "sound-only.mp4");
    await ffmpeg("-f", "lavfi", "-i", "sine=frequency=440:duration=1", "-c:a", "aac", soundOnly);
    await expect(renderVideo({ ...english, visuals: [english.visuals[0]!, { clip: soundOnly }] }, dir)).rejects.toMatchObject({
      code: "video_clip_unreadable",
      message: "The video could not be rendered: clip 2 (sound-only.mp4) could not be read.",
    });
    expect(await readdir(dir)).toEqual([]);
  });

  it("refuses an unreadable image or a missing narration with a clear error and leaves no files", { timeout: RENDER_TIMEOUT }, async () => {
    const dir = await freshDir();
    const broken = join(scratch, "broken.jpg");
    await ffmpeg("-f", "lavfi", "-i", "anullsrc", "-t", "0.1", "-f", "s16le", broken);
    const badImage = renderVideo({ ...english, visuals: [english.visuals[0]!, broken] }, dir);
    await expect(badImage).rejects.toThrow(VideoError);
    await expect(badImage).rejects.toMatchObject({
      code: "video_image_unreadable",
      message: "The video could not be rendered: image 2 (broken.jpg) could not be read.",
    });
    const corrupt = join(scratch, "corrupt.png");
    const png = await readFile(english.visuals[0] as string);
    const data = png.indexOf("IDAT") + 4;
    png.fill(0, data, data + 2_000);
    await writeFile(corrupt, png);
    await expect(renderVideo({ ...english, visuals: [corrupt] }, dir)).rejects.toMatchObject({ code: "video_image_unreadable" });
    const noNarration = renderVideo({ ...english, narration: { ...english.narration, path: join(scratch, "missing.wav") } }, dir);
    await expect(noNarration).rejects.toMatchObject({ code: "video_narration_unreadable" });
    expect(await readdir(dir)).toEqual([]);
  });

  it("refuses narration over 90 seconds before rendering", { timeout: RENDER_TIMEOUT }, async () => {
    // The output folder is made just before rendering starts: still absent, nothing was rendered.
    const dir = join(scratch, "never-rendered");
    const long = join(scratch, "long.wav");
    await ffmpeg("-f", "lavfi", "-i", "sine=frequency=300:duration=91", long);
    await expect(renderVideo({ ...english, narration: { path: long, sentences: [] } }, dir)).rejects.toMatchObject({
      code: "video_too_long",
      message: "The video could not be rendered: the narration lasts 91 seconds; videos can be at most 90 seconds long.",
    });
    expect(existsSync(dir)).toBe(false);
  });
});
