import { type Pos, POSES, senses, type Synset, synset } from "./wordnet";

/** The senses of a word that lend it synonyms: its most frequent ones, the rest too rare to guess from a question. */
const SENSES = 3;
/** A synonym counts only when the shared sense is among its own first senses ("machine" is not a "car" to most people). */
const OWN_SENSES = 2;
/** How many words one word may stand for. */
const MAX_RELATED = 48;
const CACHE_ENTRIES = 5_000;

/** WordNet's suffix rules for a form's base ("varieties" → "variety", "founded" → "found"), as its `morphy` applies them. */
const DETACH: Record<Pos, Array<[string, string]>> = {
  n: [
    ["ies", "y"],
    ["ses", "s"],
    ["xes", "x"],
    ["zes", "z"],
    ["ches", "ch"],
    ["shes", "sh"],
    ["men", "man"],
    ["s", ""],
  ],
  v: [
    ["ies", "y"],
    ["es", "e"],
    ["es", ""],
    ["ed", "e"],
    ["ed", ""],
    ["ing", "e"],
    ["ing", ""],
    ["s", ""],
  ],
  a: [
    ["er", ""],
    ["est", ""],
    ["er", "e"],
    ["est", "e"],
  ],
  r: [],
};

/** The word's base forms WordNet knows, per part of speech: the word itself first, else what a suffix rule leaves. */
export function baseForms(word: string): Array<{ lemma: string; pos: Pos }> {
  const out: Array<{ lemma: string; pos: Pos }> = [];
  for (const pos of POSES) {
    if (senses(word, pos).length) {
      out.push({ lemma: word, pos });
      continue;
    }
    for (const [suffix, ending] of DETACH[pos]) {
      if (word.length <= suffix.length + 1 || !word.endsWith(suffix)) continue;
      const base = `${word.slice(0, -suffix.length)}${ending}`;
      // "stopped" → "stop": the consonant a suffix doubled.
      const candidates = /([bdfgklmnprtz])\1$/.test(base) && ending === "" ? [base, base.slice(0, -1)] : [base];
      const lemma = candidates.find((candidate) => senses(candidate, pos).length);
      if (lemma) {
        out.push({ lemma, pos });
        break;
      }
    }
  }
  return out;
}

/** Whether `synsetOffset` is one of the first senses of `word`: then the word means that, not something rare. */
const primary = (word: string, pos: Pos, synsetOffset: number) => senses(word, pos).slice(0, OWN_SENSES).includes(synsetOffset);

/** WordNet's lexicographer file of nouns that name people ("founder", "beginner"). */
const PERSON = 18;

/**
 * Who does what a verb's sense says, and the verbs they are named for: "start" (as "begin") has
 * the "beginner", who is also the "founder", who "founds". A visitor asks "who started it?"
 * where the text says who founded it.
 */
function throughDoers(found: Synset, add: (word: string) => void) {
  for (const pointer of found.pointers) {
    if (pointer.symbol !== "+" || pointer.pos !== "n") continue;
    const doer = synset("n", pointer.offset);
    if (!doer || doer.lexFile !== PERSON) continue;
    for (const word of doer.words) if (primary(word, "n", doer.offset)) add(word);
    for (const back of doer.pointers) {
      if (back.symbol !== "+" || back.pos !== "v" || !back.target) continue;
      const verb = synset("v", back.offset);
      const word = verb?.words[back.target - 1];
      if (word && primary(word, "v", back.offset)) add(word);
    }
  }
}

/**
 * The words WordNet gives for one sense of the word: the synset's other words that mean mostly
 * this, the words derived from the word itself ("founder" from "found") and, for a verb, what it
 * is a way of doing ("trade in" is a way to "exchange") and who does it.
 */
function fromSense(lemma: string, found: Synset, first: boolean, add: (word: string) => void) {
  const position = found.words.indexOf(lemma) + 1;
  for (const word of found.words) if (word !== lemma && primary(word, found.pos, found.offset)) add(word);
  for (const pointer of found.pointers) {
    if (pointer.symbol === "+" && pointer.source === position && pointer.target) {
      const target = synset(pointer.pos, pointer.offset);
      if (target) add(target.words[pointer.target - 1]!);
    }
    // Only the first sense's: a rarer one's broader verb ("travel" for "repair") is mostly noise.
    if (pointer.symbol === "@" && found.pos === "v" && first) {
      const parent = synset(pointer.pos, pointer.offset);
      for (const word of parent?.words ?? []) if (primary(word, parent!.pos, parent!.offset)) add(word);
    }
    if (pointer.symbol === "&" && found.pos === "a") {
      const similar = synset(pointer.pos, pointer.offset);
      for (const word of similar?.words ?? []) if (primary(word, similar!.pos, similar!.offset)) add(word);
    }
  }
  if (found.pos === "v") throughDoers(found, add);
}

const cache = new Map<string, string[]>();

/**
 * English words that say what `word` says, from WordNet: for each of its parts of speech, its
 * first senses' synonyms and the words derived from it. Words of a phrase come joined by spaces
 * ("part exchange"). Empty for a word WordNet does not know.
 */
export function relatedWords(word: string): string[] {
  const key = word.toLowerCase().replace(/[\s-]+/g, "_");
  const hit = cache.get(key);
  if (hit) return hit;
  const related = new Set<string>();
  const add = (found: string) => {
    const plain = found.replace(/_/g, " ");
    if (related.size < MAX_RELATED && plain !== key.replace(/_/g, " ")) related.add(plain);
  };
  for (const { lemma, pos } of baseForms(key)) {
    if (lemma !== key) add(lemma);
    senses(lemma, pos)
      .slice(0, SENSES)
      .forEach((offset, index) => {
        const found = synset(pos, offset);
        if (found) fromSense(lemma, found, index === 0, add);
      });
  }
  const out = [...related];
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, out);
  return out;
}

/** Whether WordNet knows `words` as one entry ("trade-in", "car park"): then a question means them together. */
export function isCompound(words: string[]): boolean {
  const joined = words.join("_");
  const hyphened = words.join("-");
  return [joined, hyphened].some((candidate) => baseForms(candidate).length > 0);
}
