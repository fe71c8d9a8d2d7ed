import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sniffImage } from "../media/image";
import { runProcess } from "../util/process";
import { ImageProviderError } from "./provider";
import { CARD_HEIGHT, CARD_WIDTH } from "./title-card";

const FIT_TIMEOUT_MS = 30_000;

/**
 * Writes the featured image from a generated picture: only a picture its leading bytes say is one
 * (PNG, JPEG, GIF or WebP), scaled to cover 1200x630 and cropped to it at the centre, as a PNG in `workDir`.
 */
export async function fitPicture(workDir: string, bytes: Buffer) {
  const type = sniffImage(bytes);
  if (!type) throw new ImageProviderError("The image model's answer is not a picture (PNG, JPEG, GIF or WebP).");
  const source = join(workDir, `generated.${type.extension}`);
  await writeFile(source, bytes);
  const fit = `scale=${CARD_WIDTH}:${CARD_HEIGHT}:force_original_aspect_ratio=increase,crop=${CARD_WIDTH}:${CARD_HEIGHT},setsar=1`;
  const args = ["-hide_banner", "-nostdin", "-v", "error", "-y", "-i", source, "-vf", fit, "-frames:v", "1", "featured.png"];
  try {
    await runProcess("ffmpeg", args, FIT_TIMEOUT_MS, workDir);
  } catch {
    throw new ImageProviderError(`The image model's ${type.extension.toUpperCase()} picture could not be read.`);
  }
  return join(workDir, "featured.png");
}
