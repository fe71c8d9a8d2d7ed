/** The sentences of a text, in the locale's own rules where Intl knows them; blank ones are dropped. */
export function splitSentences(text: string, locale?: string): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: "sentence" });
  return [...segmenter.segment(text.replace(/\s+/g, " "))].map((part) => part.segment.trim()).filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}
