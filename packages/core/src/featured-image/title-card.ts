import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { assFilter, escapeText, wrapLines } from "../video/ass";
import { fontFamily } from "../video/fonts";
import { runProcess } from "../util/process";
import type { Palette } from "./palette";

/** The size Open Graph, Facebook and LinkedIn previews and most WordPress themes crop featured images to. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const MAX_LINES = 3;
const RENDER_TIMEOUT_MS = 30_000;

export interface TitleCard {
  siteName: string;
  title: string;
  language: string;
  palette: Palette;
}

/** ASS colours are &HAABBGGRR. */
const assColour = (hex: string) => `&H00${hex.slice(4, 6)}${hex.slice(2, 4)}${hex.slice(0, 2)}`.toUpperCase();

/** How many narrow letters fit on a line at a font size: a bold Latin letter averages about 0.52 em. */
const lettersPerLine = (size: number) => Math.floor(TEXT_WIDTH / (size * 0.52));

/** An ASS drawing of a filled circle of radius r whose bounding box starts at the origin (four Bézier quarters). */
function circle(r: number) {
  const k = Math.round(r * 0.5523);
  const [a, b, c] = [0, r, 2 * r];
  return `m ${b} ${a} b ${b + k} ${a} ${c} ${b - k} ${c} ${b} b ${c} ${b + k} ${b + k} ${c} ${b} ${c} b ${b - k} ${c} ${a} ${b + k} ${a} ${b} b ${a} ${b - k} ${b - k} ${a} ${b} ${a}`;
}

/**
 * The title's lines and size: the largest size (76 px down to 48 px) at which it takes at most three
 * lines, which stays readable when a phone shows the card a third of its width; a longer title is cut at a word.
 */
export function titleLayout(title: string, language: string) {
  for (let size = 76; size >= 48; size -= 4) {
    const lines = wrapLines(title, language, lettersPerLine(size));
    if (lines.length <= MAX_LINES) return { size, lines };
  }
  const lines = wrapLines(title, language, lettersPerLine(48)).slice(0, MAX_LINES);
  lines[MAX_LINES - 1] = `${lines[MAX_LINES - 1]!.replace(/[\s,;:.!?-]+\S*$/, "")}…`;
  return { size: 48, lines };
}

function style(name: string, font: string, size: number, colour: string, alignment: number, marginV: number) {
  return `Style: ${name},${font},${size},${colour},${colour},&H66000000,&H00000000,-1,0,0,0,100,100,0,0,1,0,2,${alignment},${MARGIN},${MARGIN},${marginV},-1`;
}

/** The card's text layer: the site's name over an accent rule at the top, the title large at the bottom left. */
export function titleCardAss(card: TitleCard) {
  const font = fontFamily(card.language);
  const { size, lines } = titleLayout(card.title, card.language);
  const white = "&H00FFFFFF";
  const accent = assColour(card.palette.accent);
  const site = escapeText(card.siteName.toLocaleUpperCase(card.language));
  return [
    "[Script Info]",
    "ScriptType: v4.00+",
    `PlayResX: ${CARD_WIDTH}`,
    `PlayResY: ${CARD_HEIGHT}`,
    "WrapStyle: 2",
    "ScaledBorderAndShadow: yes",
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
    style("Site", font, 30, accent, 7, 72),
    style("Title", font, size, white, 1, 84),
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
    // Two faint discs of the accent colour at the right edge: the card's shape, away from the text.
    `Dialogue: 0,0:00:00.00,1:00:00.00,Site,,0,0,0,,{\\an7\\pos(760,-260)\\bord0\\shad0\\1a&HE6&\\p1}${circle(380)}`,
    `Dialogue: 0,0:00:00.00,1:00:00.00,Site,,0,0,0,,{\\an7\\pos(980,380)\\bord0\\shad0\\1a&HEE&\\p1}${circle(200)}`,
    `Dialogue: 1,0:00:00.00,1:00:00.00,Site,,0,0,0,,{\\fsp3}${site}`,
    `Dialogue: 1,0:00:00.00,1:00:00.00,Title,,0,0,0,,${lines.map(escapeText).join("\\N")}`,
    "",
  ].join("\n");
}

/** Draws the card to a PNG in `workDir` with ffmpeg and libass (the filter names files relative to it). */
export async function renderTitleCard(workDir: string, card: TitleCard) {
  await writeFile(join(workDir, "title-card.ass"), titleCardAss(card));
  const { from, to, accent } = card.palette;
  const background = `gradients=s=${CARD_WIDTH}x${CARD_HEIGHT}:c0=0x${from}:c1=0x${to}:x0=0:y0=0:x1=${CARD_WIDTH}:y1=${CARD_HEIGHT}:nb_colors=2`;
  const rule = `drawbox=x=${MARGIN}:y=122:w=120:h=8:color=0x${accent}:t=fill`;
  const args = ["-hide_banner", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", background];
  args.push("-vf", `vignette=PI/5,${rule},${assFilter("title-card.ass")}`, "-frames:v", "1", "title-card.png");
  await runProcess("ffmpeg", args, RENDER_TIMEOUT_MS, workDir);
  return join(workDir, "title-card.png");
}
