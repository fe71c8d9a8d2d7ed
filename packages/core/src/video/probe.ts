import { runProcess } from "../util/process";

const PROBE_TIMEOUT_MS = 20_000;

type Probe = { streams?: Array<{ codec_type?: string }>; format?: { duration?: string } };

async function probe(path: string): Promise<Probe> {
  const out = await runProcess("ffprobe", ["-v", "error", "-show_entries", "stream=codec_type:format=duration", "-of", "json", path], PROBE_TIMEOUT_MS);
  return JSON.parse(out) as Probe;
}

/** The length of an audio file in milliseconds, or undefined when it holds no audio ffmpeg can read. */
export async function audioDurationMs(path: string) {
  const result = await probe(path).catch(() => undefined);
  const duration = Number(result?.format?.duration);
  if (!result?.streams?.some((stream) => stream.codec_type === "audio") || !Number.isFinite(duration)) return undefined;
  return Math.round(duration * 1000);
}

/** Whether ffmpeg decodes a picture from the file without errors (a header alone is not enough: the data may be cut or corrupt). */
export async function isReadableImage(path: string) {
  const decode = ["-hide_banner", "-nostdin", "-v", "error", "-xerror", "-i", path, "-frames:v", "1", "-f", "null", "-"];
  return runProcess("ffmpeg", decode, PROBE_TIMEOUT_MS).then(
    () => true,
    () => false,
  );
}

/** Whether the file holds a video stream whose first frame ffmpeg decodes without errors. */
export async function isReadableVideo(path: string) {
  const result = await probe(path).catch(() => undefined);
  if (!result?.streams?.some((stream) => stream.codec_type === "video")) return false;
  return isReadableImage(path);
}

/** A picture's width and height in pixels, or undefined when ffprobe cannot tell. */
export async function imageSize(path: string) {
  const out = await runProcess(
    "ffprobe",
    ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height", "-of", "csv=p=0", path],
    PROBE_TIMEOUT_MS,
  ).catch(() => "");
  const [width, height] = out.trim().split(",").map(Number);
  return width && height ? { width, height } : undefined;
}
