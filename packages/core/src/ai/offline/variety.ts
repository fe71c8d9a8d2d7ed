import { plainText } from "./text";

/** How often one 5-word phrase may occur in a post before it reads as repetition. */
export const MAX_PHRASE_REPEATS = 2;

/** A post's sentences as a reader compares them: plain text, one block at a time, case and spacing ignored. */
export function sentencesOf(html: string): string[] {
  return html
    .split(/<\/?(?:p|li|h2|h3|td|th)>/)
    .map(plainText)
    .flatMap((block) => block.split(/(?<=[.!?:])\s+/))
    .map((sentence) => sentence.toLowerCase().replace(/\s+/g, " ").trim())
    .filter((sentence) => /\p{L}/u.test(sentence));
}

/** For each post, the share of its sentences that also appear in another post. */
export function sharedShares(posts: string[]): number[] {
  const sets = posts.map((html) => new Set(sentencesOf(html)));
  return posts.map((html, index) => {
    const own = sentencesOf(html);
    const shared = own.filter((sentence) => sets.some((other, at) => at !== index && other.has(sentence)));
    return own.length ? shared.length / own.length : 0;
  });
}

/** The 5-word phrases that occur more than MAX_PHRASE_REPEATS times in the post's sentences (a phrase ends with its sentence). */
export function repeatedPhrases(html: string): string[] {
  const counts = new Map<string, number>();
  for (const sentence of sentencesOf(html)) {
    const words = sentence.split(/[^\p{L}\p{N}']+/u).filter(Boolean);
    for (let i = 0; i + 5 <= words.length; i++) {
      const phrase = words.slice(i, i + 5).join(" ");
      counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
    }
  }
  return [...counts].filter(([, count]) => count > MAX_PHRASE_REPEATS).map(([phrase, count]) => `${phrase} (${count})`);
}
