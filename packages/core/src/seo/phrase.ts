/** Words as search tools compare them: lower case, letters and digits, apostrophes and hyphens inside. */
export const wordsIn = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];

/** Where the keyphrase's words start, in order and together, among the text's words; -1 when they do not appear. */
export function phraseAt(text: string, phrase: string): number {
  const words = wordsIn(text);
  const wanted = wordsIn(phrase);
  if (wanted.length === 0) return -1;
  for (let index = 0; index + wanted.length <= words.length; index++) {
    if (wanted.every((word, offset) => words[index + offset] === word)) return index;
  }
  return -1;
}

/** Two texts that differ only in case, spacing or punctuation are the same text to a search engine. */
export const sameText = (a: string, b: string) => wordsIn(a).join(" ") === wordsIn(b).join(" ");

export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
