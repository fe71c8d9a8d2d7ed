import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { assFilter, escapeText, weight, wrapLines } from "../video/ass";
import { fontFamily } from "../video/fonts";
import { runProcess } from "../util/process";
import type { Palette } from "./palette";

/** The size Open Graph, Facebook and LinkedIn previews and most WordPress themes crop featured images to. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/**
 * Where the words go: the centred square of the card's height (x from 285 to 915), the tightest crop themes make
 * (1:1; a 4:3 crop keeps x from 180 to 1020), less a margin for the letters' own overhang.
 */
export const SAFE_AREA = { left: (CARD_WIDTH - CARD_HEIGHT) / 2, right: (CARD_WIDTH + CARD_HEIGHT) / 2, top: 0, bottom: CARD_HEIGHT };
const SAFE_MARGIN = 40;
const TEXT = {
  left: SAFE_AREA.left + SAFE_MARGIN,
  right: SAFE_AREA.right - SAFE_MARGIN,
  top: SAFE_AREA.top + SAFE_MARGIN,
  bottom: SAFE_AREA.bottom - SAFE_MARGIN,
};
const TEXT_WIDTH = TEXT.right - TEXT.left;
const CENTRE_X = CARD_WIDTH / 2;
const MAX_LINES = 4;
const LINE_HEIGHT = 1.25;
/** The site's name and the accent rule under it take the top of the safe area; the title is centred in the rest. */
const SITE = { top: TEXT.top + 16, maxSize: 30, minSize: 16, spacing: 3 };
const RULE = { y: 104, width: 120, height: 8 };
const TITLE_TOP = RULE.y + RULE.height + 28;
const TITLE_SIZES = { largest: 72, smallest: 36, step: 4 };
const RENDER_TIMEOUT_MS = 30_000;

/** A bold letter's width in em, a little over the average so a line of wide letters still fits: lower case, then capitals. */
const EM_PER_LETTER = 0.56;
const EM_PER_CAPITAL = 0.72;

export interface TitleCard {
  siteName: string;
  title: string;
  language: string;
  palette: Palette;
}

/** A line of the card's text where it is drawn: its centre's x, its top, its size, its horizontal scale and the box it takes. */
export interface CardLine {
  text: string;
  size: number;
  /** Horizontal scale in percent: below 100 only for a single word too long for the line at the smallest size. */
  scaleX: number;
  box: { x: number; y: number; width: number; height: number };
}

/** ASS colours are &HAABBGGRR. */
const assColour = (hex: string) => `&H00${hex.slice(4, 6)}${hex.slice(2, 4)}${hex.slice(0, 2)}`.toUpperCase();

/** How many narrow letters fit across the safe area at a font size. */
const lettersPerLine = (size: number) => Math.floor(TEXT_WIDTH / (size * EM_PER_LETTER));

/** A line centred in the safe area, squeezed when its estimated width is more than the area holds. */
function placed(text: string, size: number, top: number, width: number): CardLine {
  const scaleX = width > TEXT_WIDTH ? Math.floor((100 * TEXT_WIDTH) / width) : 100;
  const shown = (width * scaleX) / 100;
  return { text, size, scaleX, box: { x: CENTRE_X - shown / 2, y: top, width: shown, height: size * LINE_HEIGHT } };
}

/** A title cut to its last line's whole words, with an ellipsis, so that line still fits. */
function cutToFit(lines: string[], capacity: number) {
  let last = lines[MAX_LINES - 1]!;
  while (last.includes(" ") && weight(`${last}…`) > capacity) last = last.replace(/\s+\S*$/, "");
  return [...lines.slice(0, MAX_LINES - 1), `${last.replace(/[\s,;:.!?-]+$/, "")}…`];
}

/**
 * The title's lines and size: the largest size (72 px down to 36 px) at which it takes at most four lines across the
 * safe area, which stays readable when a phone shows the card a third of its width; a longer title is cut at a word.
 */
export function titleLayout(title: string, language: string) {
  for (let size = TITLE_SIZES.largest; size >= TITLE_SIZES.smallest; size -= TITLE_SIZES.step) {
    const lines = wrapLines(title, language, lettersPerLine(size));
    if (lines.length <= MAX_LINES) return { size, lines };
  }
  const size = TITLE_SIZES.smallest;
  return { size, lines: cutToFit(wrapLines(title, language, lettersPerLine(size)), lettersPerLine(size)) };
}

/** The card's words, placed inside the safe area: the site's name at its top (none when the site has no name), the title centred below. */
export function titleCardLines(card: Pick<TitleCard, "siteName" | "title" | "language">): { site: CardLine | null; title: CardLine[] } {
  const name = card.siteName.trim().toLocaleUpperCase(card.language);
  const siteWidth = (size: number) => weight(name) * (size * EM_PER_CAPITAL + SITE.spacing);
  let siteSize = SITE.maxSize;
  while (siteSize > SITE.minSize && siteWidth(siteSize) > TEXT_WIDTH) siteSize -= 2;
  const { size, lines } = titleLayout(card.title, card.language);
  const lineHeight = size * LINE_HEIGHT;
  const firstTop = TITLE_TOP + (TEXT.bottom - TITLE_TOP - lines.length * lineHeight) / 2;
  return {
    site: name ? placed(name, siteSize, SITE.top, siteWidth(siteSize)) : null,
    title: lines.map((line, index) => placed(line, size, firstTop + index * lineHeight, weight(line) * size * EM_PER_LETTER)),
  };
}

/** An ASS drawing of a filled circle of radius r whose bounding box starts at the origin (four Bézier quarters). */
function circle(r: number) {
  const k = Math.round(r * 0.5523);
  const [a, b, c] = [0, r, 2 * r];
  return `m ${b} ${a} b ${b + k} ${a} ${c} ${b - k} ${c} ${b} b ${c} ${b + k} ${b + k} ${c} ${b} ${c} b ${b - k} ${c} ${a} ${b + k} ${a} ${b} b ${a} ${b - k} ${b - k} ${a} ${b} ${a}`;
}

function style(name: string, font: string, size: number, colour: string) {
  return `Style: ${name},${font},${size},${colour},${colour},&H66000000,&H00000000,-1,0,0,0,100,100,0,0,1,0,2,8,0,0,0,-1`;
}

/** One line of words at its place: centred on x, its top at the box's y. */
const lineEvent = (styleName: string, line: CardLine, extra = "") =>
  `Dialogue: 1,0:00:00.00,1:00:00.00,${styleName},,0,0,0,,{\\an8\\pos(${CENTRE_X},${Math.round(line.box.y)})\\fs${line.size}\\fscx${line.scaleX}${extra}}${escapeText(line.text)}`;

/** The card's text layer: the site's name over the accent rule, the title large below it, all inside the centre's safe area. */
export function titleCardAss(card: TitleCard) {
  const font = fontFamily(card.language);
  const white = "&H00FFFFFF";
  const accent = assColour(card.palette.accent);
  const { site, title } = titleCardLines(card);
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
    style("Site", font, SITE.maxSize, accent),
    style("Title", font, TITLE_SIZES.largest, white),
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
    // Two faint discs of the accent colour at the right edge: the card's shape, behind the words.
    `Dialogue: 0,0:00:00.00,1:00:00.00,Site,,0,0,0,,{\\an7\\pos(760,-260)\\bord0\\shad0\\1a&HE6&\\p1}${circle(380)}`,
    `Dialogue: 0,0:00:00.00,1:00:00.00,Site,,0,0,0,,{\\an7\\pos(980,380)\\bord0\\shad0\\1a&HEE&\\p1}${circle(200)}`,
    ...(site ? [lineEvent("Site", site, `\\fsp${SITE.spacing}`)] : []),
    ...title.map((line) => lineEvent("Title", line)),
    "",
  ].join("\n");
}

/** Draws the card to a PNG in `workDir` with ffmpeg and libass (the filter names files relative to it). */
export async function renderTitleCard(workDir: string, card: TitleCard) {
  await writeFile(join(workDir, "title-card.ass"), titleCardAss(card));
  const { from, to, accent } = card.palette;
  // A fixed seed: the gradient source is otherwise random, and the same title should draw the same card.
  const background = `gradients=s=${CARD_WIDTH}x${CARD_HEIGHT}:c0=0x${from}:c1=0x${to}:x0=0:y0=0:x1=${CARD_WIDTH}:y1=${CARD_HEIGHT}:nb_colors=2:seed=1`;
  const rule = `drawbox=x=${CENTRE_X - RULE.width / 2}:y=${RULE.y}:w=${RULE.width}:h=${RULE.height}:color=0x${accent}:t=fill`;
  const args = ["-hide_banner", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", background];
  args.push("-vf", `vignette=PI/5,${rule},${assFilter("title-card.ass")}`, "-frames:v", "1", "title-card.png");
  await runProcess("ffmpeg", args, RENDER_TIMEOUT_MS, workDir);
  return join(workDir, "title-card.png");
}
