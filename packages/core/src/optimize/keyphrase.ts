import { wordsOf } from "./profiles/page";
import { STOP_WORDS } from "./words";

const MAX_WORDS = 4;

/**
 * The phrase a post is optimised for: the focus keyphrase its SEO plugin holds, else the longest
 * run of topic words in its title ("How to grow basil indoors in winter" -> "grow basil indoors").
 */
export function focusKeyphrase(stored: string, title: string): string {
  if (stored.trim()) return stored.trim();
  const runs: string[][] = [[]];
  for (const word of wordsOf(title)) {
    if (STOP_WORDS.has(word) || /^\d+$/.test(word)) runs.push([]);
    else runs.at(-1)!.push(word);
  }
  const longest = runs.reduce((best, run) => (run.length > best.length ? run : best), []);
  return longest.slice(0, MAX_WORDS).join(" ");
}
