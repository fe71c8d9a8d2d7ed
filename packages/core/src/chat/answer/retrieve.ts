import type { LoadedKnowledge } from "../knowledge/index-file";
import type { Passage } from "../knowledge/passages";
import { queryGroups, termMatches, terms } from "../knowledge/terms";

/** How many of the search's best passages are checked for overlap with the question. */
const CANDIDATES = 10;
/** The share of the question's words a passage must hold (itself or a word of the same meaning) to answer from it. */
export const MIN_COVERAGE = 0.5;
/** A word that only stands in for the visitor's ("price" for "cost") counts for less in the ranking. */
const SYNONYM_BOOST = 0.5;

export interface Hit {
  passage: Passage;
  score: number;
  /** The share of the question's words the passage holds. */
  coverage: number;
}

export interface Retrieval {
  /** The question's words, each with the words that also satisfy it. */
  groups: string[][];
  /** Relevant passages, best first; empty when nothing reaches the threshold. */
  hits: Hit[];
}

/**
 * The PDF is what the owner chose to answer from (a price list, an FAQ); the site's posts fill in.
 * Between passages that each hold every word of the question, the PDF's comes first. (A partial
 * match can come from the PDF's file name alone, so there the ranking decides.)
 */
const fromDocument = (hit: Hit) => (hit.coverage === 1 && hit.passage.page !== null ? 1 : 0);

/** Which of the question's word groups `text` satisfies. */
export function matchedGroups(groups: string[][], text: string): boolean[] {
  const present = [...new Set(terms(text))];
  return groups.map((group) => group.some((word) => present.some((candidate) => termMatches(word, candidate))));
}

/**
 * The passages that answer the question: BM25 (with prefix and typo tolerance) ranks them, then a
 * plain overlap check keeps only those holding enough of the question's words, so a question the
 * knowledge does not cover gets nothing rather than the least bad passage.
 */
export function retrieve(knowledge: LoadedKnowledge, question: string, limit = 5): Retrieval {
  const groups = queryGroups(question);
  if (!groups.length) return { groups, hits: [] };
  const weights = new Map<string, number>();
  for (const [word, ...alike] of groups) {
    weights.set(word!, 1);
    for (const other of alike) if (!weights.has(other)) weights.set(other, SYNONYM_BOOST);
  }
  const results = knowledge.index
    .search([...weights.keys()].join(" "), {
      tokenize: (query) => query.split(" "),
      // The words are index terms already: processing them again could change them.
      processTerm: (word) => word,
      boostTerm: (word) => weights.get(word) ?? 1,
    })
    .slice(0, CANDIDATES);
  const hits: Hit[] = [];
  for (const result of results) {
    const passage = knowledge.passages[result.id as number];
    if (!passage) continue;
    const matched = matchedGroups(groups, `${passage.title} ${passage.heading ?? ""} ${passage.text}`);
    const coverage = matched.filter(Boolean).length / groups.length;
    if (coverage >= MIN_COVERAGE) hits.push({ passage, score: result.score, coverage });
  }
  hits.sort((a, b) => b.coverage - a.coverage || fromDocument(b) - fromDocument(a) || b.score - a.score);
  return { groups, hits: hits.slice(0, limit) };
}
