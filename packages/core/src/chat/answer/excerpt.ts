import { sentences } from "../knowledge/passages";
import type { QueryGroup } from "../../text/terms";
import { type AnswerKind, holdsKind } from "./kind";
import { coverageOf, type Hit } from "./retrieve";
import { terms } from "../../text/terms";

const MAX_SENTENCES = 3;
/** A best sentence this short is a lead-in ("Opening hours:"): the sentence after it comes with it. A price list's line ("Flat white £3.20") is not. */
const LEAD_IN_WORDS = 4;

/**
 * The answer without a model: the passage's sentences that hold most of the question's words
 * (one to three: the best and those as good as it), verbatim and in their order in the text.
 * Words the passage's title already says ("Who started Harbour Lane?" over "Harbour Lane.pdf")
 * name what it is about, so they do not pick the sentence, unless they are all the question has.
 * A sentence holding the kind of answer asked (a price for "how much") holds the words naming it.
 */
export function excerpt(hit: Pick<Hit, "passage" | "language">, groups: QueryGroup[], kind: AnswerKind | null = null): string {
  const { passage } = hit;
  const all = sentences(passage.text);
  if (!all.length) return passage.text;
  const title = new Set(terms(`${passage.title} ${passage.heading ?? ""}`, hit.language));
  const asked = groups.filter((group) => !group.word.split(" ").every((part) => title.has(part)));
  // The answer is a sentence holding what was asked (a duration for "how long"), when the passage has one.
  const holding = kind ? all.map((sentence) => holdsKind(sentence, kind)) : [];
  const anyHolding = holding.some(Boolean);
  const scores = all.map((sentence, index) => (anyHolding && !holding[index] ? -1 : coverageOf(asked.length ? asked : groups, sentence, hit.language, kind)));
  const top = Math.max(...scores);
  const chosen = all
    .map((_, index) => index)
    .filter((index) => scores[index] === top)
    .slice(0, MAX_SENTENCES);
  const first = chosen[0]!;
  const leadIn = all[first]!.split(/\s+/).length <= LEAD_IN_WORDS && !/\d/.test(all[first]!);
  if (chosen.length === 1 && leadIn && first + 1 < all.length) chosen.push(first + 1);
  return chosen.map((index) => all[index]).join(" ");
}
