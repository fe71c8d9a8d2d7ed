import { type Passage, sentences } from "../knowledge/passages";
import { matchedGroups } from "./retrieve";

const MAX_SENTENCES = 3;
/** A best sentence this short is a lead-in ("Opening hours:"): the sentence after it comes with it. */
const LEAD_IN_WORDS = 4;

/**
 * The answer without a model: the passage's sentences that hold most of the question's words
 * (one to three: the best and those as good as it), verbatim and in their order in the text.
 */
export function excerpt(passage: Passage, groups: string[][]): string {
  const all = sentences(passage.text);
  if (!all.length) return passage.text;
  const scores = all.map((sentence) => matchedGroups(groups, sentence).filter(Boolean).length);
  const top = Math.max(...scores);
  const chosen = all
    .map((_, index) => index)
    .filter((index) => scores[index] === top)
    .slice(0, MAX_SENTENCES);
  const first = chosen[0]!;
  if (chosen.length === 1 && all[first]!.split(/\s+/).length <= LEAD_IN_WORDS && first + 1 < all.length) chosen.push(first + 1);
  return chosen.map((index) => all[index]).join(" ");
}
