import type { LoadedKnowledge } from "../knowledge/index-file";
import type { Passage } from "../knowledge/passages";
import { type AnswerKind, askedKind, holdsKind, namesKind } from "./kind";
import { type Language, languageIn, type QueryGroup, queryGroups, termMatches, terms } from "../../text/terms";

/** How many of the search's best passages are checked for overlap with the question. */
const CANDIDATES = 10;
/** The share of the question's words a passage must hold (itself or a word of the same meaning) to answer from it. */
export const MIN_COVERAGE = 0.5;
/** A word that only stands in for the visitor's ("price" for "cost", "part-exchange" for "trade-in") counts for half. */
export const SYNONYM_WEIGHT = 0.5;

export interface Hit {
  passage: Passage;
  /** The passage's language, as it was indexed. */
  language: Language;
  score: number;
  /** The share of the question's words the passage holds, a stand-in counting for half. */
  coverage: number;
  /** Whether it holds every one of the question's words, itself or a word of the same meaning. */
  complete: boolean;
  /** The share of `context` terms the passage holds (a part's answer to an earlier part). */
  context: number;
}

export interface Retrieval {
  /** The question's words, each with the words that also satisfy it. */
  groups: QueryGroup[];
  /** The kind of answer the question asks for, when its words tell. */
  kind: AnswerKind | null;
  /** Relevant passages, best first; empty when nothing reaches the threshold. */
  hits: Hit[];
}

/**
 * The PDF is what the owner chose to answer from (a price list, an FAQ); the site's posts fill in.
 * Between passages that each hold every word of the question (or a word of the same meaning), the PDF's comes first. (A partial
 * match can come from the PDF's file name alone, so there the ranking decides.)
 */
const fromDocument = (hit: Hit) => (hit.complete && hit.passage.page !== null ? 1 : 0);

const holds = (present: string[], phrase: string, loose: boolean) =>
  phrase.split(" ").every((part) => present.some((candidate) => (loose ? termMatches(part, candidate) : part === candidate)));

/**
 * How much of each of the question's groups `text` holds: 1 for the visitor's own word (with the
 * index's prefix and typo tolerance), SYNONYM_WEIGHT for a word of the same meaning (exactly), less
 * for part of words meant together, 0 for none. When the question asks a kind of answer (a price,
 * a place) and the text holds one, the words that only name the kind ("cost", "address") it holds too.
 */
export function groupWeights(groups: QueryGroup[], text: string, language: Language, kind: AnswerKind | null = null): number[] {
  const present = [...new Set(terms(text, language))];
  const hasKind = kind !== null && holdsKind(text, kind);
  return groups.map(({ word, alike }) => {
    if (holds(present, word, true)) return 1;
    if (hasKind && namesKind(word, kind)) return 1;
    if (alike.some((other) => holds(present, other, false))) return SYNONYM_WEIGHT;
    // Part of a word like "trade-in" says less than a word of the same meaning.
    const parts = word.split(" ");
    return parts.length > 1 ? (SYNONYM_WEIGHT * parts.filter((part) => holds(present, part, true)).length) / parts.length : 0;
  });
}

/** What a "which" question asks for counts double. */
const FOCUS_WEIGHT = 2;
/**
 * A word most of the knowledge holds ("dog" at a dog groomer's) says little about which passage answers: it counts
 * for half, so "Do you do dog walking?" needs "walking" and is not answered by any sentence about dogs.
 */
const COMMON_WEIGHT = 0.5;
/** The share of passages a word must be in to be common, and the fewest passages where that can be told. */
const COMMON_SHARE = 0.4;
const COMMON_MIN_PASSAGES = 5;

/** The share of the question a text holds, each group by its weight. */
export function coverageOf(groups: QueryGroup[], text: string, language: Language, kind: AnswerKind | null = null): number {
  const matched = groupWeights(groups, text, language, kind);
  let held = 0;
  let total = 0;
  groups.forEach((group, index) => {
    const weight = group.focus ? FOCUS_WEIGHT : group.common ? COMMON_WEIGHT : 1;
    held += matched[index]! * weight;
    total += weight;
  });
  return total ? held / total : 0;
}

const passageCounts = new WeakMap<LoadedKnowledge, Map<string, number>>();

/** How many passages hold each term, counted once per knowledge. */
function passagesHolding(knowledge: LoadedKnowledge, word: string) {
  let counts = passageCounts.get(knowledge);
  if (!counts) {
    counts = new Map();
    knowledge.passages.forEach((passage, id) => {
      const text = `${passage.title} ${passage.heading ?? ""} ${passage.text}`;
      for (const value of new Set(terms(text, knowledge.languages[id] ?? "en"))) counts!.set(value, (counts!.get(value) ?? 0) + 1);
    });
    passageCounts.set(knowledge, counts);
  }
  return counts.get(word) ?? 0;
}

/** The groups with the words most passages hold marked common; a question of common words alone keeps them whole. */
function withCommonWords(knowledge: LoadedKnowledge, groups: QueryGroup[]): QueryGroup[] {
  const total = knowledge.passages.length;
  if (total < COMMON_MIN_PASSAGES) return groups;
  const common = (group: QueryGroup) => group.word.split(" ").every((part) => passagesHolding(knowledge, part) / total >= COMMON_SHARE);
  const marked = groups.map((group) => (!group.focus && common(group) ? { ...group, common: true } : group));
  return marked.every((group) => group.common) ? groups : marked;
}

/** The groups of a question in its own language, or the knowledge's when its words do not tell (an index of version 1 is English). */
export function questionGroups(knowledge: LoadedKnowledge, question: string) {
  const language = knowledge.multilingual ? (languageIn(question) ?? knowledge.language) : "en";
  return { language, groups: queryGroups(question, language), kind: language === "en" ? askedKind(question) : null };
}

/**
 * The passages that answer the question: BM25 (with prefix and typo tolerance) ranks them, then a
 * plain overlap check keeps only those holding enough of the question's words, so a question the
 * knowledge does not cover gets nothing rather than the least bad passage. `context` (terms of an
 * earlier part's answer) ranks passages that continue it first among those that answer.
 */
export function retrieve(knowledge: LoadedKnowledge, question: string, limit = 5, context: string[] = []): Retrieval {
  const { language, groups, kind } = questionGroups(knowledge, question);
  if (!groups.length) return { groups, kind, hits: [] };
  const weighed = withCommonWords(knowledge, groups);
  const search = (chosen: QueryGroup[], extra: string[]) => {
    const weights = new Map<string, number>();
    for (const { word, alike } of chosen) {
      for (const part of word.split(" ")) weights.set(part, 1);
      for (const other of alike) for (const part of other.split(" ")) if (!weights.has(part)) weights.set(part, SYNONYM_WEIGHT);
    }
    for (const value of extra) if (!weights.has(value)) weights.set(value, SYNONYM_WEIGHT);
    return knowledge.index.search([...weights.keys()].join(" "), {
      tokenize: (query) => query.split(" "),
      // The words are index terms already: processing them again could change them.
      processTerm: (word) => word,
      boostTerm: (word) => weights.get(word) ?? 1,
    });
  };
  const candidates = search(groups, context)
    .slice(0, CANDIDATES)
    .map((result) => ({ id: result.id as number, score: result.score }));
  // "What is your address?" asks for what a text holds without naming it ("14 Mill Street"): the
  // search cannot find it by the words that name the kind, so passages holding the kind are
  // candidates too, found by the question's other words, or the first ones when it has none.
  if (kind) {
    const found = new Set(candidates.map((candidate) => candidate.id));
    const others = groups.filter((group) => !namesKind(group.word, kind));
    const all = knowledge.passages.map((_, id) => id);
    // Found by the other words first; then any passage holding the kind, as "my 10 year old" meets "under 12" by no word.
    const ids = others.length ? [...new Set([...search(others, []).map((result) => result.id as number), ...all])] : all;
    let added = 0;
    for (const id of ids) {
      if (added >= CANDIDATES) break;
      if (found.has(id) || !holdsKind(knowledge.passages[id]!.text, kind)) continue;
      candidates.push({ id, score: 0 });
      added++;
    }
  }
  const hits: Hit[] = [];
  for (const result of candidates) {
    const id = result.id;
    const passage = knowledge.passages[id];
    if (!passage) continue;
    const passageLanguage = knowledge.languages[id] ?? "en";
    // A question and a passage in different languages share no stems: nothing to weigh.
    if (passageLanguage !== language) continue;
    // A passage without the kind of answer asked (no price for "how much") is a near miss, not an answer.
    if (kind && !holdsKind(passage.text, kind)) continue;
    const text = `${passage.title} ${passage.heading ?? ""} ${passage.text}`;
    const matched = groupWeights(groups, text, language, kind);
    const coverage = coverageOf(weighed, text, language, kind);
    if (coverage < MIN_COVERAGE) continue;
    const present = new Set(terms(text, language));
    const shared = context.length ? context.filter((value) => present.has(value)).length / context.length : 0;
    hits.push({ passage, language: passageLanguage, score: result.score, coverage, complete: matched.every((weight) => weight > 0), context: shared });
  }
  hits.sort(
    (a, b) =>
      b.context - a.context || Number(b.complete) - Number(a.complete) || fromDocument(b) - fromDocument(a) || b.coverage - a.coverage || b.score - a.score,
  );
  return { groups, kind, hits: hits.slice(0, limit) };
}
