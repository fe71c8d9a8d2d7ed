/** A word as it is shown: its punctuation kept with it, and whether a space stood before it. */
export interface Word {
  text: string;
  spaced: boolean;
}

/** When a word of a sentence is spoken, in milliseconds from the start of the narration. */
export interface WordTiming {
  text: string;
  startMs: number;
  endMs: number;
}

const SPOKEN = /[\p{L}\p{N}]/u;
const CONNECTOR = /[-‐'’.·/_&+@]$/u;

/**
 * The words of a text with their punctuation attached: a closing mark to the word before it, an
 * opening one to the word after it, so that no word is punctuation alone (a lone "." or ":" would
 * be a caption or a line of its own).
 */
export function splitWords(text: string, language: string): Word[] {
  const words: Word[] = [];
  let lead = "";
  let leadSpaced = false;
  let space = false;
  let lastSpoken = false;
  const attach = (mark: string) => {
    const last = words.at(-1);
    if (last) last.text += mark;
    else lead += mark;
  };
  for (const { segment } of new Intl.Segmenter(language, { granularity: "word" }).segment(text.replace(/\s+/g, " ").trim())) {
    if (!segment.trim()) {
      // A mark standing between spaces (" - ", " :") closes what came before it.
      if (lead && words.length) {
        attach(` ${lead}`);
        lead = "";
      } else if (lead) lead += " ";
      space = true;
      continue;
    }
    if (SPOKEN.test(segment)) {
      // "well-known", "e.g." and "l'eau" are one word; after "、" or "," a new one starts.
      const joined = words.length && !space && !lastSpoken && !lead && CONNECTOR.test(words.at(-1)!.text);
      if (joined) words.at(-1)!.text += segment;
      else words.push({ text: lead + segment, spaced: (lead ? leadSpaced : space) && words.length > 0 });
      lead = "";
      lastSpoken = true;
    } else {
      if (space || lead || !words.length) {
        if (!lead) leadSpaced = space;
        lead += segment;
      } else attach(segment);
      lastSpoken = false;
    }
    space = false;
  }
  if (lead) attach(words.length ? (space ? ` ${lead}` : lead) : "");
  return words;
}

const DENSE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const VOWEL_GROUPS = /[aeiouyàáâãäåæèéêëìíîïòóôõöøœùúûüýÿăąęěėīįıōőūůűųǎǐǒǔ]+|[аеёиоуыэюяіїєў]+|[αεηιουωάέήίόύώϊϋΐΰ]+/giu;
const INDIC = /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Gujarati}\p{Script=Kannada}\p{Script=Malayalam}]/u;
const ABJAD = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/** About how many syllables a word takes to say: the unit a sentence's time is shared out by. */
export function syllables(word: string, language: string): number {
  const digits = (word.match(/\p{N}/gu) ?? []).length;
  const letters = word.replace(/\p{N}/gu, "");
  // A number is said as several words ("twenty twenty-four").
  let count = digits ? digits + 1 : 0;
  if (DENSE.test(letters)) count += (letters.match(/[\p{L}]/gu) ?? []).length;
  else if (/\p{Script=Thai}/u.test(letters)) count += Math.ceil((letters.match(/\p{L}/gu) ?? []).length / 2.5);
  else if (INDIC.test(letters)) count += (letters.match(/\p{Lo}/gu) ?? []).length;
  else if (ABJAD.test(letters)) count += Math.ceil((letters.match(/\p{L}/gu) ?? []).length / 2);
  else {
    let groups = (letters.match(VOWEL_GROUPS) ?? []).length;
    // English drops a final silent e ("make", "these"), not a sounded one ("table", "be").
    if (language.toLowerCase().startsWith("en") && groups > 1 && /[^aeiouyl]e[^\p{L}]*$/iu.test(letters)) groups--;
    count += groups || ((letters.match(/\p{L}/gu) ?? []).length ? 1 : 0);
  }
  return Math.max(1, count);
}

// A comma or a full stop is a short breath in the voice: it takes about a syllable's time.
const pauseAfter = (word: string) => (/[,;:、，；：—–]$/u.test(word) ? 1 : /[.!?。！？…]$/u.test(word) ? 1.5 : 0);

/**
 * When each word of a sentence spoken from `startMs` to `endMs` is said: the time shared out by
 * syllables, a pause counted after a comma or a stop. Where the engine reports no word boundaries,
 * this is what captions follow.
 */
export function timeWords(text: string, language: string, startMs: number, endMs: number): WordTiming[] {
  const words = splitWords(text, language);
  const spoken = words.map((word) => syllables(word.text, language));
  const pauses = words.map((word, index) => (index < words.length - 1 ? pauseAfter(word.text) : 0));
  const total = [...spoken, ...pauses].reduce((sum, weight) => sum + weight, 0);
  const msPerUnit = Math.max(0, endMs - startMs) / total;
  let at = startMs;
  return words.map((word, index) => {
    const from = at;
    at += spoken[index]! * msPerUnit;
    const until = at;
    at += pauses[index]! * msPerUnit;
    return { text: word.text, startMs: Math.round(from), endMs: Math.round(until) };
  });
}
