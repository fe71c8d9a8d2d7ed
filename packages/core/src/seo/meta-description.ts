import { load } from "cheerio";
import { phraseAt, sameText, upperFirst } from "./phrase";

/** Yoast's green range; search results cut longer descriptions mid-sentence. */
export const META_DESCRIPTION = { min: 120, max: 156 };

const SENTENCE_END = /(?<=[.!?…])["”»)]?\s+(?=["“«(¿¡]?[\p{Lu}\p{N}])/u;
const ENDS_SENTENCE = /[.!?…]["”»)]?$/;

export interface DescriptionSource {
  /** The post's body as HTML: its paragraphs, the first one first, are what the description is made of. */
  content: string;
  keyphrase: string;
  /** The descriptions the site's other posts have: the new one repeats none of them. */
  taken?: Iterable<string>;
}

function sentencesOf(content: string): string[] {
  const $ = load(content, null, false);
  return $("p")
    .toArray()
    .map((element) => $(element).text().replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .flatMap((paragraph) => paragraph.split(SENTENCE_END).map((sentence) => sentence.trim()))
    .filter(Boolean);
}

/** The words of `text` that fit in `max` characters, closed as a sentence: never a word cut in two, never an ellipsis. */
function cutAtWord(text: string, max: number): string {
  const words = text.split(" ");
  while (words.length > 1 && words.join(" ").length > max - 1) words.pop();
  const kept = words.join(" ").replace(/[\s,;:–—-]+$/, "");
  return ENDS_SENTENCE.test(kept) ? kept : `${kept.replace(/[.!?…]+$/, "")}.`;
}

/**
 * From sentence `start` on: whole sentences until the range is reached, else the sentence that
 * overflows cut at a word. `lead` opens it when the sentences do not name the keyphrase.
 */
function packed(sentences: string[], start: number, lead: string): { text: string; whole: boolean } {
  let text = lead;
  for (let index = start; index < sentences.length; index++) {
    const next = text ? `${text} ${sentences[index]}` : sentences[index]!;
    if (next.length > META_DESCRIPTION.max) {
      if (text.length >= META_DESCRIPTION.min) return { text, whole: true };
      return { text: cutAtWord(next, META_DESCRIPTION.max), whole: false };
    }
    text = next;
    if (text.length >= META_DESCRIPTION.min) return { text, whole: true };
  }
  return { text, whole: true };
}

/** Whether a description can go out as it is: in range, naming the keyphrase, ending a sentence, and the site's only one of its kind. */
export function fitsDescription(text: string, keyphrase: string, taken: Iterable<string> = []): boolean {
  const trimmed = text.trim();
  return (
    trimmed.length >= META_DESCRIPTION.min &&
    trimmed.length <= META_DESCRIPTION.max &&
    ENDS_SENTENCE.test(trimmed) &&
    !/(\.\.|…)["”»)]?$/.test(trimmed) &&
    phraseAt(trimmed, keyphrase) >= 0 &&
    ![...taken].some((other) => sameText(other, trimmed))
  );
}

/**
 * A meta description made of the post's own sentences, its first paragraph first: 120 to 156
 * characters that name the keyphrase (it opens the description when the sentences lack it) and
 * end on a whole sentence, or else on a whole word. Whole sentences win over a cut one, earlier
 * sentences over later ones; one the site already has is passed over for the next sentence's.
 * A post too short to fill the range gets all it has.
 */
export function metaDescriptionFor({ content, keyphrase, taken = [] }: DescriptionSource): string {
  const sentences = sentencesOf(content);
  const others = [...taken];
  const lead = `${upperFirst(keyphrase.trim())}:`;
  const candidates: { text: string; whole: boolean }[] = [];
  for (let start = 0; start < sentences.length; start++) {
    const own = packed(sentences, start, "");
    if (phraseAt(own.text, keyphrase) >= 0) candidates.push(own);
    candidates.push(packed(sentences, start, lead));
  }
  const inRange = (text: string) => text.length >= META_DESCRIPTION.min && text.length <= META_DESCRIPTION.max;
  const fresh = (text: string) => !others.some((other) => sameText(other, text));
  const ordered = [...candidates.filter((candidate) => candidate.whole), ...candidates.filter((candidate) => !candidate.whole)];
  const chosen = ordered.find(({ text }) => inRange(text) && fresh(text)) ?? ordered.find(({ text }) => fresh(text) && text.length <= META_DESCRIPTION.max);
  if (chosen) return chosen.text;
  // Every sentence of the post is taken, or there is none: the keyphrase alone is still the post's own.
  return sentences.length ? cutAtWord(`${lead} ${sentences.join(" ")}`, META_DESCRIPTION.max) : upperFirst(keyphrase.trim());
}
