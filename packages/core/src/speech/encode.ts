import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { runProcess, withScratchDir } from "../util/process";

/** MP3 for browsers' <audio> elements: a WAV narration is ten times its size. */
export async function wavToMp3(wav: Uint8Array, kbps = 64): Promise<Uint8Array<ArrayBuffer>> {
  return withScratchDir(async (dir) => {
    const input = join(dir, "in.wav");
    const output = join(dir, "out.mp3");
    await writeFile(input, wav);
    await runProcess("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-i",
      input,
      "-map_metadata",
      "-1",
      "-codec:a",
      "libmp3lame",
      "-b:a",
      `${kbps}k`,
      output,
    ]);
    return new Uint8Array(await readFile(output));
  });
}
