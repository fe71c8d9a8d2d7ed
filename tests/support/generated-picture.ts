import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { runProcess, withScratchDir } from "../../packages/core/src/util/process";

/** A real picture the size an image model answers with (not 1200x630, so fitting it is tested), made once per size and format. */
const made = new Map<string, Promise<Buffer>>();

export function generatedPicture(width: number, height: number, format: "png" | "jpg" = "png") {
  const key = `${width}x${height}.${format}`;
  let picture = made.get(key);
  if (!picture) {
    picture = withScratchDir(async (dir) => {
      const source = `gradients=s=${width}x${height}:c0=0x2e7d32:c1=0xf9a825:nb_colors=2,drawbox=x=iw/3:y=ih/3:w=iw/3:h=ih/3:color=0x6d4c41:t=fill`;
      await runProcess(
        "ffmpeg",
        ["-hide_banner", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", source, "-frames:v", "1", `picture.${format}`],
        30_000,
        dir,
      );
      return readFile(join(dir, `picture.${format}`));
    });
    made.set(key, picture);
  }
  return picture;
}
