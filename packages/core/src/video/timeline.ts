import type { NarrationSentence } from "./input";

/** A stretch of the video that one picture, clip or card fills, in milliseconds. */
export type Span = { startMs: number; endMs: number };

/** A slide shorter than this is a flicker, not a picture. */
const MIN_SLIDE_MS = 2_000;

/** The sentences that are spoken inside the video, in order, clipped to it. */
export function spokenSentences(sentences: NarrationSentence[], durationMs: number): NarrationSentence[] {
  return sentences
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence.text) && sentence.startMs < durationMs && sentence.endMs > sentence.startMs)
    .map((sentence) => ({ ...sentence, startMs: Math.max(0, sentence.startMs), endMs: Math.min(durationMs, sentence.endMs) }));
}

/**
 * Where each sentence owns the screen: from halfway through the pause before it to halfway
 * through the pause after it (the first from the start, the last to `speechMs`). A picture or a card
 * changes only at these cuts, so no frame shows the end of one sentence with the start of the next.
 */
export function sentenceSpans(sentences: NarrationSentence[], speechMs: number): Span[] {
  return sentences.map((sentence, index) => {
    const before = sentences[index - 1];
    const after = sentences[index + 1];
    return {
      startMs: before ? Math.round((before.endMs + sentence.startMs) / 2) : 0,
      endMs: after ? Math.round((sentence.endMs + after.startMs) / 2) : speechMs,
    };
  });
}

/**
 * The slides over the narration: `slides` groups of whole sentences, as even in number as they
 * can be, a group too short to be seen merged into the next. Without sentences the time is shared
 * evenly, each slide at least `MIN_SLIDE_MS`.
 */
export function slideSpans(spans: Span[], slides: number, speechMs: number): Span[] {
  if (!spans.length) {
    const count = Math.max(1, Math.min(slides, Math.floor(speechMs / MIN_SLIDE_MS)));
    return Array.from({ length: count }, (_, index) => ({
      startMs: Math.round((speechMs * index) / count),
      endMs: Math.round((speechMs * (index + 1)) / count),
    }));
  }
  const count = Math.max(1, Math.min(slides, spans.length));
  const groups: Span[] = [];
  for (let index = 0; index < count; index++) {
    const first = spans[Math.floor((spans.length * index) / count)]!;
    const last = spans[Math.floor((spans.length * (index + 1)) / count) - 1]!;
    const previous = groups.at(-1);
    if (previous && previous.endMs - previous.startMs < MIN_SLIDE_MS) previous.endMs = last.endMs;
    else groups.push({ startMs: first.startMs, endMs: last.endMs });
  }
  const tail = groups.at(-1)!;
  if (groups.length > 1 && tail.endMs - tail.startMs < MIN_SLIDE_MS) groups.splice(-2, 2, { startMs: groups.at(-2)!.startMs, endMs: tail.endMs });
  return groups;
}

/** How many slides a post's pictures make: each held for a sentence or two, every picture shown when there are enough sentences. */
export const pictureSlides = (pictures: number, sentences: number) => Math.max(Math.ceil(sentences / 2), Math.min(pictures, sentences), 1);
