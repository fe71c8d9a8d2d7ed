import type { PageFacts } from "../crawl/types";
import { mentions, significantWords, words } from "./text";

export type KeyphraseSource = "plugin" | "keywords" | "title";

/** How many of the title's words make a keyphrase derived from it: Yoast favours short keyphrases. */
const TITLE_KEYPHRASE_WORDS = 2;

const occurrences = (text: string, phrase: string) => {
  const haystack = ` ${words(text).join(" ")} `;
  const needle = ` ${words(phrase).join(" ")} `;
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) count++;
  return count;
};

/**
 * The keyphrase a page is scored against: the one Yoast has for it on the site; else the site's
 * onboarding keyword the title names (or, failing that, the one the text uses most); else the
 * title's words the text repeats most, in the title's order.
 */
export function keyphraseFor(page: PageFacts, keywords: string[], fromPlugin?: string | null): { keyphrase: string; source: KeyphraseSource } {
  const plugin = fromPlugin?.trim();
  if (plugin) return { keyphrase: plugin, source: "plugin" };
  const candidates = keywords.map((keyword) => keyword.trim()).filter(Boolean);
  const inTitle = candidates.find((keyword) => mentions(page.title, keyword));
  if (inTitle) return { keyphrase: inTitle, source: "keywords" };
  const inText = candidates
    .map((keyword) => ({ keyword, count: occurrences(page.text, keyword) }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count)[0];
  if (inText) return { keyphrase: inText.keyword, source: "keywords" };
  const source = page.title.trim() || page.headings.find((heading) => heading.level === 1)?.text || "";
  const titleWords = [...new Set(significantWords(source, page.lang))];
  const ranked = titleWords
    .map((word, index) => ({ word, index, count: occurrences(page.text, word) }))
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .slice(0, TITLE_KEYPHRASE_WORDS)
    .sort((a, b) => a.index - b.index);
  return { keyphrase: ranked.map((entry) => entry.word).join(" "), source: "title" };
}
