import { splitWords } from "../speech/words";
import type { Caption } from "./captions";
import { HEIGHT, WIDTH } from "./input";

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
const caption: Style = {
  name: "Caption",
  size: 92,
  bold: true,
  primary: "&H00FFFFFF",
  outline: "&H00000000",
  back: "&H80000000",
  borderStyle: 1,
  outlineWidth: 7,
  shadow: 3,
  alignment: 5,
  marginX: 90,
  marginV: 0,
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
  marginV: 250,
};

/** The word being spoken, in the caption's highlight colour (&HBBGGRR: a warm yellow). */
const HIGHLIGHT = "&H00E6FF&";
const WHITE = "&HFFFFFF&";

/**
 * Reels and Shorts cover the top of the frame with the account bar and the bottom with the caption
 * and buttons: text stays between these rows (of the 1920-row frame) to be seen.
 */
const SAFE_AREA = { top: 250, bottom: 1520 } as const;
const SAFE_CENTRE = Math.round((SAFE_AREA.top + SAFE_AREA.bottom) / 2);
// Under a card's sentence, the captions go to the lower part of the safe area.
const CAPTION_UNDER_CARD = 1_300;

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
/** How much room text takes, in narrow letters: a full-width character counts twice. */
export const weight = (text: string) => Array.from(text).reduce((sum, char) => sum + (wide.test(char) ? 2 : 1), 0);

/** How many narrow letters fit on a line at a font size: a Latin letter is about 0.55 em, the text spans 860 px. */
const lineWeight = (fontSize: number) => Math.floor(860 / (fontSize * 0.55));

/**
 * Breaks text into lines of at most `maxWeight` between words (dictionary words for scripts without
 * spaces); punctuation stays with its word, so no line starts with ":" or ".".
 */
export function wrapLines(text: string, language: string, maxWeight: number) {
  const lines: string[] = [];
  for (const word of splitWords(text, language)) {
    const current = lines.at(-1);
    const joined = current === undefined ? word.text : `${current}${word.spaced ? " " : ""}${word.text}`;
    if (current === undefined || weight(joined) > maxWeight) lines.push(word.text);
    else lines[lines.length - 1] = joined;
  }
  return lines;
}

const wrapped = (text: string, language: string, fontSize: number) => wrapLines(text, language, lineWeight(fontSize)).map(escapeText).join("\\N");

/** The highlight in ASS's &HBBGGRR& from hex RGB ("ffd29a"). */
const assColour = (rgb: string) => `&H${rgb.slice(4, 6)}${rgb.slice(2, 4)}${rgb.slice(0, 2)}&`.toUpperCase();

/** One event per word of a caption: the whole group on screen, the word being spoken highlighted. */
function captionEvents(captions: Caption[], y: number, highlight = HIGHLIGHT) {
  return captions
    .flatMap((group) =>
      group.words.map((word, index) => {
        const text = group.words
          .map((each, at) => {
            const shown = escapeText(each.text);
            const space = at > 0 && group.spacedWords[at] ? " " : "";
            return space + (at === index ? `{\\c${highlight}}${shown}{\\c${WHITE}}` : shown);
          })
          .join("");
        const startMs = index === 0 ? group.startMs : word.startMs;
        const endMs = index === group.words.length - 1 ? group.endMs : group.words[index + 1]!.startMs;
        return endMs > startMs ? dialogue(caption, startMs, endMs, `{\\pos(${WIDTH / 2},${y})}${text}`) : undefined;
      }),
    )
    .filter((event): event is string => event !== undefined);
}

const MAX_CARD_TEXT = 260;
/** The end card's name: the largest words on it, as the site's sign. */
const END_NAME_SIZE = 100;
const CARD_TITLE_SIZE = 96;

/** A card's sentence: shown while it is spoken, large and bold when it is the title. */
export type CardText = { text: string; startMs: number; endMs: number; isTitle: boolean };

function cardEvent(language: string, text: CardText, withCaptions: boolean) {
  const body = text.text.length > MAX_CARD_TEXT ? `${text.text.slice(0, MAX_CARD_TEXT).replace(/\s+\S*$/, "")}…` : text.text;
  const size = text.isTitle ? CARD_TITLE_SIZE : body.length > 160 ? 62 : 76;
  // With captions the sentence sits at the top of the safe area, above them; without, in the middle.
  const place = withCaptions ? "\\an8" : "\\an5";
  return dialogue(card, text.startMs, text.endMs, `{${place}\\fs${size}\\b${text.isTitle ? 1 : 0}}${wrapped(body, language, size)}`);
}

type Overlay = {
  font: string;
  language: string;
  /** The title over the opening picture, until `endMs`. */
  title?: { text: string; endMs: number };
  captions: Caption[];
  /** The sentences of text cards, for a post without pictures. */
  cards?: CardText[];
  /** The closing card's words, from `startMs` to `endMs`. */
  endCard?: { name: string; url: string; startMs: number; endMs: number };
  /** Scenes' large words: one scene's at a time, above the captions. */
  sceneWords?: Array<{ text: string; startMs: number; endMs: number }>;
  /** The spoken word's colour in the captions, as hex RGB: the site's accent. */
  highlight?: string;
  /** The captions' row (of 1920), where the layout puts them. */
  captionY?: number;
};

/** Over scenes the captions sit low in the safe area, below a picture or a scene's words. */
export const SCENE_CAPTION_Y = 1_380;
/** A scene's words, centred here: in the upper part of the safe area. */
const SCENE_WORDS_Y = 700;
const SCENE_WORDS_SIZE = 104;

function sceneWordsEvent(language: string, words: { text: string; startMs: number; endMs: number }) {
  const text = wrapped(words.text, language, SCENE_WORDS_SIZE);
  return dialogue(card, words.startMs, words.endMs, `{\\fad(200,200)\\pos(${WIDTH / 2},${SCENE_WORDS_Y})\\fs${SCENE_WORDS_SIZE}\\b1}${text}`);
}

/** The layer drawn over the slides: the title, the captions, the cards' sentences and the end card's words. */
export function overlayAss(overlay: Overlay) {
  const cards = overlay.cards ?? [];
  const scenes = overlay.sceneWords ?? [];
  const captionY = overlay.captionY ?? (cards.length ? CAPTION_UNDER_CARD : SAFE_CENTRE);
  const events = [
    ...(overlay.title ? [dialogue(title, 0, overlay.title.endMs, wrapped(overlay.title.text, overlay.language, title.size))] : []),
    ...cards.map((text) => cardEvent(overlay.language, text, overlay.captions.length > 0)),
    ...scenes.map((words) => sceneWordsEvent(overlay.language, words)),
    ...captionEvents(overlay.captions, captionY, overlay.highlight ? assColour(overlay.highlight) : HIGHLIGHT),
  ];
  if (overlay.endCard) {
    const { name, url, startMs, endMs } = overlay.endCard;
    events.push(
      dialogue(
        card,
        startMs,
        endMs,
        `{\\fad(300,0)\\pos(${WIDTH / 2},${Math.round(HEIGHT * 0.45)})\\fs${END_NAME_SIZE}\\b1}${wrapped(name, overlay.language, END_NAME_SIZE)}`,
      ),
    );
    // The address in the site's accent, where there is one: the name stays the card's one white title.
    const colour = overlay.highlight ? `\\c${assColour(overlay.highlight)}` : "";
    events.push(dialogue(card, startMs, endMs, `{\\fad(300,0)\\pos(${WIDTH / 2},${Math.round(HEIGHT * 0.56)})\\fs52${colour}}${escapeText(url)}`));
  }
  return document(overlay.font, [caption, title, card], events);
}
