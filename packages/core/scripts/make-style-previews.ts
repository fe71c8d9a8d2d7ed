/**
 * Writes the sound styles' previews the dashboard plays (`packages/web/public/styles/<name>.mp3`)
 * from the same beds the videos use. Run after changing a bed: `npx tsx packages/core/scripts/make-style-previews.ts`.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderBed } from "../src/social/beds";
import { SOUND_STYLES } from "../src/social/styles";

const PREVIEW_SECONDS = 12;
const folder = fileURLToPath(new URL("../../web/public/styles/", import.meta.url));

await mkdir(folder, { recursive: true });
for (const style of SOUND_STYLES) {
  const file = join(folder, `${style.name}.mp3`);
  await renderBed(style.style_id, PREVIEW_SECONDS, file);
  console.log(`wrote ${file}`);
}
