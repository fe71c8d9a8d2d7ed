import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { assFilter, cardAss } from "./ass";
import { FULL_FRAME, type FrameSize, type VideoCard } from "./input";
import { runProcess } from "../util/process";

// Deep two-colour gradients that keep white text readable.
const palettes: Array<[string, string]> = [
  ["0x1e3a5f", "0x6b2d5c"],
  ["0x0f4c45", "0x1e2a5a"],
  ["0x5a1e3a", "0x2b1d52"],
  ["0x283048", "0x4b6a6f"],
];

const CARD_TIMEOUT_MS = 30_000;

/** Draws a card to a PNG in `workDir` (ffmpeg runs there, so filter arguments need no path escaping). */
export async function renderCard(workDir: string, index: number, font: string, language: string, content: VideoCard, size: FrameSize = FULL_FRAME) {
  const [from, to] = palettes[index % palettes.length]!;
  const assName = `card-${index}.ass`;
  const pngName = `card-${index}.png`;
  await writeFile(join(workDir, assName), cardAss(font, language, content));
  const { width, height } = size;
  const background = `gradients=s=${width}x${height}:c0=${from}:c1=${to}:x0=0:y0=0:x1=${width}:y1=${height}:nb_colors=2`;
  const args = [
    "-hide_banner",
    "-nostdin",
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    background,
    "-vf",
    `vignette=PI/6,${assFilter(assName)}`,
    "-frames:v",
    "1",
    pngName,
  ];
  await runProcess("ffmpeg", args, CARD_TIMEOUT_MS, workDir);
  return join(workDir, pngName);
}
