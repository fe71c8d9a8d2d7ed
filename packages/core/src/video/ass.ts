import { HEIGHT, WIDTH, type NarrationSentence, type VideoCard } from "./input";

type Style = {
  name: string;
  size: number;
  bold: boolean;
  primary: string;
  outline: string;
  back: string;
  borderStyle: 1 | 3;
  outlineWidth: number;
  shadow: number;
  alignment: number;
  marginX: number;
  marginV: number;
};

// Colours are &HAABBGGRR; alpha 00 is opaque.
const subtitle: Style = {
  name: "Subtitle",
  size: 68,
  bold: true,
  primary: "&H00FFFFFF",
  outline: "&H00000000",
  back: "&H80000000",
  borderStyle: 1,
  outlineWidth: 5,
  shadow: 2,
  alignment: 2,
  marginX: 90,
  marginV: 420,
};
const title: Style = {
  name: "Title",
  size: 82,
  bold: true,
  primary: "&H00FFFFFF",
  outline: "&H66000000",
  back: "&H00000000",
  borderStyle: 3,
  outlineWidth: 24,
  shadow: 0,
  alignment: 8,
  marginX: 110,
  marginV: 260,
};
const card: Style = {
  name: "Card",
  size: 64,
  bold: false,
  primary: "&H00FFFFFF",
  outline: "&H50000000",
  back: "&H00000000",
  borderStyle: 1,
  outlineWidth: 2,
  shadow: 3,
  alignment: 5,
  marginX: 110,
  marginV: 200,
};

// Encoding -1 lets libass take each line's direction from its text, so Arabic and Hebrew read right to left.
function styleLine(style: Style, font: string) {
  return [
    `Style: ${style.name}`,
    font,
    style.size,
    style.primary,
    style.primary,
    style.outline,
    style.back,
    style.bold ? -1 : 0,
    0,
    0,
    0,
    100,
    100,
    0,
    0,
    style.borderStyle,
    style.outlineWidth,
    style.shadow,
    style.alignment,
    style.marginX,
    style.marginX,
    style.marginV,
    -1,
  ].join(",");
}

function document(font: string, styles: Style[], events: string[]) {
  return [
    "[Script Info]",
    "ScriptType: v4.00+",
    `PlayResX: ${WIDTH}`,
    `PlayResY: ${HEIGHT}`,
    // Lines are broken here (libass only breaks at spaces, and Chinese or Japanese have none); smart
    // wrapping stays on for text whose letters run wider than estimated.
    "WrapStyle: 0",
    "ScaledBorderAndShadow: yes",
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
    ...styles.map((style) => styleLine(style, font)),
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
    ...events,
    "",
  ].join("\n");
}

function timestamp(ms: number) {
  const centiseconds = Math.max(0, Math.round(ms / 10));
  const hours = Math.floor(centiseconds / 360_000);
  const minutes = Math.floor(centiseconds / 6_000) % 60;
  const seconds = Math.floor(centiseconds / 100) % 60;
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${hours}:${pad(minutes)}:${pad(seconds)}.${pad(centiseconds % 100)}`;
}

/** Draws an ASS file; complex shaping (HarfBuzz) joins Arabic and Indic letters as the fonts intend. */
export const assFilter = (fileName: string) => `ass=${fileName}:shaping=complex`;

/** Plain text made safe for an ASS line: braces open override blocks, a backslash starts \N, \n and \h. */
export function escapeText(text: string) {
  return text.replace(/\s+/g, " ").trim().replace(/\\/g, "\\\u2060").replace(/\{/g, "(").replace(/\}/g, ")");
}

function dialogue(style: Style, startMs: number, endMs: number, text: string) {
  return `Dialogue: 0,${timestamp(startMs)},${timestamp(endMs)},${style.name},,0,0,0,,${text}`;
}

// Full-width scripts take about twice the room of a Latin letter.
const wide = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const weight = (text: string) => Array.from(text).reduce((sum, char) => sum + (wide.test(char) ? 2 : 1), 0);

/** How many narrow letters fit on a line at a font size: a Latin letter is about 0.55 em, the text spans 860 px. */
const lineWeight = (fontSize: number) => Math.floor(860 / (fontSize * 0.55));

/** Breaks text into lines of at most `maxWeight` at word boundaries (dictionary words for scripts without spaces). */
export function wrapLines(text: string, language: string, maxWeight: number) {
  const lines = [""];
  for (const { segment } of new Intl.Segmenter(language, { granularity: "word" }).segment(text.replace(/\s+/g, " ").trim())) {
    const current = lines[lines.length - 1]!;
    if (current.trim() && segment.trim() && weight(current.trimEnd() + segment) > maxWeight) lines.push(segment);
    else lines[lines.length - 1] = current + segment;
  }
  return lines.map((line) => line.trim()).filter(Boolean);
}

const wrapped = (text: string, language: string, fontSize: number) => wrapLines(text, language, lineWeight(fontSize)).map(escapeText).join("\\N");

const LINES_PER_CUE = 2;

/** Splits sentences into cues of at most two lines, each shown for its share of the sentence's time. */
export function subtitleCues(sentences: NarrationSentence[], language: string, durationMs: number): NarrationSentence[] {
  const cues: NarrationSentence[] = [];
  for (const sentence of sentences) {
    const startMs = Math.max(0, sentence.startMs);
    const endMs = Math.min(durationMs, sentence.endMs);
    const lines = wrapLines(sentence.text, language, lineWeight(subtitle.size));
    if (!lines.length || endMs <= startMs) continue;
    const total = weight(lines.join(""));
    let at = startMs;
    for (let index = 0; index < lines.length; index += LINES_PER_CUE) {
      const cueLines = lines.slice(index, index + LINES_PER_CUE);
      const until = index + LINES_PER_CUE >= lines.length ? endMs : at + ((endMs - startMs) * weight(cueLines.join(""))) / total;
      cues.push({ text: cueLines.join("\n"), startMs: Math.round(at), endMs: Math.round(until) });
      at = until;
    }
  }
  return cues;
}

/** The layer drawn over the slideshow: the title on an opening image, and the subtitles when asked. */
export function overlayAss(options: { font: string; language: string; title?: { text: string; endMs: number }; cues: NarrationSentence[] }) {
  const events = options.cues.map((cue) => dialogue(subtitle, cue.startMs, cue.endMs, cue.text.split("\n").map(escapeText).join("\\N")));
  if (options.title) events.unshift(dialogue(title, 0, options.title.endMs, wrapped(options.title.text, options.language, title.size)));
  return document(options.font, [subtitle, title], events);
}

const MAX_CARD_TEXT = 260;
const CARD_TITLE_SIZE = 96;

/** A text card's words, centred on the frame: the title large above the text. */
export function cardAss(font: string, language: string, content: VideoCard) {
  const body = content.text.length > MAX_CARD_TEXT ? `${content.text.slice(0, MAX_CARD_TEXT).replace(/\s+\S*$/, "")}…` : content.text;
  const size = body.length > 160 ? 54 : 64;
  const parts = [
    content.title ? `{\\fs${CARD_TITLE_SIZE}\\b1}${wrapped(content.title, language, CARD_TITLE_SIZE)}` : "",
    body.trim() ? `{\\fs${size}\\b0}${wrapped(body, language, size)}` : "",
  ].filter(Boolean);
  return document(font, [card], [dialogue(card, 0, 3_600_000, parts.join("\\N\\N"))]);
}
