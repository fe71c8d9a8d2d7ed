import { normalSpelling } from "./spelling";
import { detectLanguage, type Language, STEMMERS, STOP_WORDS_BY_LANGUAGE } from "./language";
import { isCompound, relatedWords } from "./synonyms";

export type { Language } from "./language";

/**
 * How text becomes search terms, the same for the index and for visitors' questions: lower case,
 * accents folded, stemmed in the text's language (a light English stemming of plurals, -ing and
 * -ed; Snowball for the others), and the words every question has ("how", "does", "you") left out
 * so they neither match nor count against a passage.
 */

const STOP_WORDS = new Set(
  (
    "a about above after again all also am an and any anything are as at back be been before being between both but by can " +
    "could did do does doing done during each else ever every for from get gets got had has have having he her here hers " +
    "him his how i if in into is it its itself just know let like may me might more most much must my no nor not now of " +
    "off on once only or other our ours out over own please same say see she should so some something still such tell " +
    "take than thank thanks that the their them then there these they this those through to too under until up upon us very " +
    "want was we were what whats when where whether which while who whom whose why will with would yes yet you your yours"
  ).split(" "),
);

/**
 * Words a visitor uses for what a text says otherwise ("cost" for "price", "open" for "hours"). A
 * question's word matches a passage through any word of its group.
 */
const SYNONYM_GROUPS = [
  ["cost", "price", "pricing", "fee", "charge", "pay", "rate", "expensive", "cheap"],
  ["open", "opening", "hour", "close", "closed"],
  ["address", "location", "located", "direction"],
  ["phone", "call", "telephone"],
  ["email", "mail"],
  ["ship", "shipping", "deliver", "delivery", "dispatch"],
  ["refund", "return", "exchange", "money"],
  ["buy", "order", "purchase"],
  ["cancel", "cancellation", "terminate"],
  ["book", "booking", "appointment", "reserve", "reservation"],
  ["job", "career", "vacancy", "hiring"],
  ["discount", "coupon", "sale", "offer", "deal"],
  // What a menu says of milk or food a visitor asks for as "plant-based".
  ["plant based", "vegan", "dairy free", "oat", "soy", "almond", "coconut"],
];

const MIN_LENGTH = 2;

/**
 * Splits on anything that is not a letter or a digit, in any script, and between a number and its
 * unit ("250g" is "250 g", as a price list writes it). A word hyphenated from short parts ("Wi-Fi",
 * "e-mail") also comes whole ("wifi"), as visitors write it, unless `joined` is false; "wi fi"
 * still meets its parts.
 */
export function tokenize(text: string, joined = true): string[] {
  const out: string[] = [];
  for (const word of text.split(/[^\p{L}\p{N}-]+/u)) {
    const parts = word
      .split("-")
      .flatMap((part) => part.split(/(?<=\p{N})(?=\p{L})|(?<=\p{L})(?=\p{N})/u))
      .filter(Boolean);
    out.push(...parts);
    const pieces = word.split("-").filter(Boolean);
    if (joined && pieces.length > 1 && pieces.some((piece) => piece.length <= 3) && pieces.every((piece) => /^\p{L}+$/u.test(piece))) out.push(pieces.join(""));
  }
  return out;
}

const fold = (word: string) =>
  word
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

/**
 * A deterministic suffix stripper: enough to meet "Saturdays" with "Saturday", "opening" with
 * "open" and "pricing" with "price". Not a linguist's stemmer; the index and the questions only
 * need to agree.
 */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  let w = word;
  if (w.length > 5 && w.endsWith("ing")) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith("ed") && !w.endsWith("eed")) w = undouble(w.slice(0, -2));
  else if (w.length > 4 && w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is|os)$/.test(w)) w = w.slice(0, -1);
  // "price" and "pric(ing)", "close" and "clos(ed)": the silent e goes everywhere.
  if (w.length > 4 && w.endsWith("e") && !w.endsWith("ee")) w = w.slice(0, -1);
  return w;
}

/** "shipp(ing)" -> "ship": the consonant a suffix doubled. */
const undouble = (w: string) => (w.length > 3 && /([bdfgkmnprt])\1$/.test(w) ? w.slice(0, -1) : w);

/** One raw token as an index term, or null for a word that carries no meaning on its own. */
export function term(token: string, language: Language = "en"): string | null {
  if (language === "en") {
    const folded = fold(token);
    // A lone digit is a quantity ("1 kg", "6 people"); a lone letter says nothing.
    if ((folded.length < MIN_LENGTH && !/^\d$/.test(folded)) || STOP_WORDS.has(folded)) return null;
    const word = normalSpelling(folded);
    return /^\d+$/.test(word) ? word : stem(word);
  }
  // Snowball stemmers read the word with its accents; the term is folded after.
  const word = token.toLowerCase();
  if (word.length < MIN_LENGTH || STOP_WORDS_BY_LANGUAGE[language].has(word)) return null;
  return fold(STEMMERS[language](word));
}

/** The terms of a text, in order, repeated as they occur. */
export function terms(text: string, language: Language = "en"): string[] {
  const out: string[] = [];
  for (const token of tokenize(text)) {
    const value = term(token, language);
    if (value) out.push(value);
  }
  return out;
}

/** The language of a text, or null when its words do not tell. */
export const languageIn = (text: string): Language | null =>
  detectLanguage(
    tokenize(text).map((token) => token.toLowerCase()),
    STOP_WORDS,
  );

const synonyms = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  const stems = [...new Set(group.map((word) => stem(word)))];
  for (const word of stems) synonyms.set(word, [...new Set([...(synonyms.get(word) ?? []), ...stems])]);
}

/**
 * One of a question's words, or words meant together ("trade-in"), with the other words that
 * satisfy it: `word` (its terms joined by a space) counts in full, each of `alike` less.
 */
export interface QueryGroup {
  word: string;
  alike: string[];
  /** What a "which" question asks for ("which varieties"): a passage must be about it. */
  focus?: boolean;
  /** A word most of the knowledge holds: it tells little about which passage answers. */
  common?: boolean;
}

/**
 * A question word's stand-ins: the product's own groups ("price" for "cost"), then WordNet's words, as index terms.
 * A WordNet word's own group is not followed: two steps drift ("walking" → "walk-to" → "close" → "opening hours").
 */
function alikeOf(raw: string, value: string): string[] {
  const alike = new Set<string>(synonyms.get(value) ?? []);
  for (const related of relatedWords(raw)) {
    const phrase = terms(related).join(" ");
    if (phrase) alike.add(phrase);
  }
  alike.delete(value);
  return [...alike];
}

/** "How long", "how often": the adverb only says what kind of answer is wanted. */
const HOW_ADVERBS = new Set(["long", "often", "soon", "far", "quickly", "many"]);

/**
 * A question's distinct terms, each with the words that also satisfy it. English questions also
 * take the words of the same meaning (the product's groups and WordNet's), "how much" asks for a
 * price, and two words WordNet knows as one ("car park") make one group; questions in another
 * language are stemmed in it, without synonyms.
 */
export function queryGroups(question: string, language: Language = "en"): QueryGroup[] {
  const lowered = question.toLowerCase();
  // A question's "wi-fi" meets the text's parts; only the text needs the whole as well.
  const tokens = tokenize(lowered, false);
  const seen = new Set<string>();
  const groups: QueryGroup[] = [];
  let focus = false;
  const push = (word: string, alike: () => string[]) => {
    if (!word || seen.has(word)) return;
    seen.add(word);
    groups.push({ word, alike: language === "en" ? alike() : [], ...(focus ? { focus } : {}) });
    focus = false;
  };
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const previous = tokens[index - 1];
    if (language === "en" && previous === "how" && token === "much") {
      push(stem("cost"), () => alikeOf("cost", stem("cost")));
      continue;
    }
    if (language === "en" && ((previous === "how" && HOW_ADVERBS.has(token)) || (previous === "what" && token === "time"))) continue;
    if (language === "en" && token === "which") focus = true;
    const value = term(token, language);
    if (!value) continue;
    const next = tokens[index + 1];
    const nextValue = next === undefined ? null : term(next, language);
    // "plant-based" as one word of the product's groups, which WordNet does not know.
    if (language === "en" && nextValue && lowered.includes(`${token}-${next}`) && synonyms.has(`${value} ${nextValue}`)) {
      const word = `${value} ${nextValue}`;
      push(word, () => alikeOf(`${token}-${next}`, word));
      index++;
      continue;
    }
    if (language === "en" && next !== undefined && nextValue && isCompound([token, next])) {
      const compound = `${token}_${next}`;
      // "trade-in" is one word: asked as one. In "decaffeinated coffee" each word still counts, and the
      // first takes the whole's synonyms ("decaf"): a text about coffee is not yet about decaf.
      if (lowered.includes(`${token}-${next}`)) {
        const word = [value, nextValue].join(" ");
        push(word, () => alikeOf(compound, word));
        index++;
        continue;
      }
      push(value, () => [...new Set([...alikeOf(token, value), ...alikeOf(compound, value)])]);
      continue;
    }
    push(value, () => alikeOf(token, value));
  }
  return groups;
}

/** Words of five letters or more also match by prefix and with one typo: short words would match too much. */
export const LOOSE_MIN = 5;

const withinOneEdit = (a: string, b: string) => {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
};

/** Whether a passage term satisfies a question term, with the index's own prefix and typo tolerance. */
export function termMatches(query: string, candidate: string): boolean {
  if (query === candidate) return true;
  if (query.length < LOOSE_MIN) return false;
  return candidate.startsWith(query) || withinOneEdit(query, candidate);
}
