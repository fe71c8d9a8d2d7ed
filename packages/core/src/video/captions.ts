import { splitWords, timeWords, type WordTiming } from "../speech/words";
import type { NarrationSentence } from "./input";

/** A caption: one to three words of one sentence on screen together, and which of them is being spoken. */
export type Caption = { words: WordTiming[]; spacedWords: boolean[]; startMs: number; endMs: number };

const MAX_CAPTION_WORDS = 3;
/** A caption longer than this is split, so the words change at least once a second while the voice speaks. */
const MAX_CAPTION_MS = 1_000;
/** Narrow letters on one caption line at the caption's size. */
const MAX_CAPTION_LETTERS = 16;

const wide = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const letters = (text: string) => Array.from(text).reduce((sum, char) => sum + (wide.test(char) ? 2 : 1), 0);

/** A sentence's words with their times: the engine's when it gave them, else shared out by syllables. */
function timedWords(sentence: NarrationSentence, language: string): WordTiming[] {
  const given = sentence.words?.filter((word) => /[\p{L}\p{N}]/u.test(word.text) && word.endMs > sentence.startMs && word.startMs < sentence.endMs);
  return given?.length ? given : timeWords(sentence.text, language, sentence.startMs, sentence.endMs);
}

/**
 * The captions of the narration: each sentence's words in groups of one to three, a group ending
 * early at a comma or a stop, when it would not fit a line, or when it would stay over a second.
 * A caption lasts until the next word group of its sentence starts (the last one to the sentence's
 * end), and never past `durationMs`.
 */
export function captions(sentences: NarrationSentence[], language: string, durationMs: number): Caption[] {
  const out: Caption[] = [];
  for (const sentence of sentences) {
    const words = timedWords(sentence, language).filter((word) => word.startMs < durationMs);
    // Whether a space stood before each word, as the sentence is written (Japanese has none).
    const written = splitWords(sentence.text, language);
    const spaced = words.map((_, index) => (written[index] ? written[index].spaced : index > 0));
    let group: number[] = [];
    const close = () => {
      if (!group.length) return;
      const first = group[0]!;
      out.push({ words: group.map((index) => words[index]!), spacedWords: group.map((index) => spaced[index]!), startMs: words[first]!.startMs, endMs: 0 });
      group = [];
    };
    for (const [index, word] of words.entries()) {
      const startMs = group.length ? words[group[0]!]!.startMs : word.startMs;
      const text = [...group, index].map((at) => words[at]!.text).join(" ");
      if (group.length && (group.length >= MAX_CAPTION_WORDS || letters(text) > MAX_CAPTION_LETTERS || word.endMs - startMs > MAX_CAPTION_MS)) close();
      group.push(index);
      if (/[,;:.!?、，；：。！？…]$/u.test(word.text)) close();
    }
    close();
    const own = out.filter((caption) => caption.endMs === 0);
    own.forEach((caption, index) => {
      caption.endMs = Math.min(durationMs, own[index + 1]?.startMs ?? Math.max(sentence.endMs, caption.words.at(-1)!.endMs));
    });
  }
  return out.filter((caption) => caption.endMs > caption.startMs);
}
