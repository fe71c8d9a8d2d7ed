import type { LoadedKnowledge } from "../knowledge/index-file";
import type { Passage } from "../knowledge/passages";
import { passageBlock } from "./model";

/**
 * Knowledge smaller than this goes to the model whole: a small business's price list or FAQ fits in
 * any model's context for a fraction of a cent, and the model then finds answers worded in ways the
 * retrieval does not match. Larger knowledge sends the retrieval's best passages.
 */
export const WHOLE_KNOWLEDGE_TOKENS = 6_000;

/**
 * No tokenizer fits every provider the chat may use, so tokens are estimated as English text averages,
 * about four characters each (as the post-cost bench estimates them). Other languages run a little
 * higher: the threshold has room for that.
 */
const CHARS_PER_TOKEN = 4;

/** Whether the passages, as the prompt writes them, stay under the whole-knowledge budget; stops reading once past it. */
export function fitsWhole(passages: Passage[]): boolean {
  const budget = WHOLE_KNOWLEDGE_TOKENS * CHARS_PER_TOKEN;
  let characters = 0;
  for (const [index, passage] of passages.entries()) {
    characters += passageBlock(passage, index + 1).length + 1;
    if (characters >= budget) return false;
  }
  return true;
}

/** What the model reads for a question: every passage, in the knowledge's order, when they fit; else the retrieval's best. */
export const passagesForModel = (knowledge: LoadedKnowledge, best: Passage[]): Passage[] => (fitsWhole(knowledge.passages) ? knowledge.passages : best);
