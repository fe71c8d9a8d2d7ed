import { stem } from "../knowledge/terms";

/** What a question asks for, when its words tell: a price, a time or day, a place, a count. */
export type AnswerKind = "amount" | "time" | "place" | "number";

const DAYS =
  "monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?|daily|every day|noon|midday|midnight|mornings?|evenings?|afternoons?";
const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december";
const NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|dozen";

const STREET = "street|st|road|rd|lane|ln|avenue|ave|square|place|way|drive|quay|boulevard|blvd|row|parade|terrace|court|hill|gardens";

/** How each kind shows in a text: any of its patterns. */
const SHOWS: Record<AnswerKind, RegExp[]> = {
  amount: [
    /[£$€¥]\s?\d|\d\s?(?:€|p\b|pence\b|cents?\b|gbp\b|usd\b|eur\b|dollars?\b|pounds?\b|euros?\b)|\b(?:gbp|usd|eur|chf)\s?\d|\bfree\b|\bno extra charge\b/i,
  ],
  time: [new RegExp(`\\b\\d{1,2}[:.]\\d{2}\\b|\\b\\d{1,2}\\s?(?:am|pm)\\b|\\b(?:${DAYS}|${MONTHS})\\b|\\bclosed\\b`, "i")],
  // A number and a street ("14 Mill Street"), a UK postcode ("BS1 4RB"), a US state and ZIP code ("IL 62704").
  place: [
    new RegExp(`\\b\\d+[a-z]?,?\\s+(?:[\\p{L}'-]+\\s+){1,3}(?:${STREET})\\b`, "iu"),
    /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/,
    /\b[A-Z]{2}\s\d{5}(?:-\d{4})?\b/,
  ],
  number: [new RegExp(`\\d|\\b(?:${NUMBER_WORDS})\\b`, "i")],
};

/** The question's words that only name the kind ("address", "cost", "open"): a text holding the kind holds them. */
const NAMES: Record<AnswerKind, string[]> = {
  amount: ["cost", "price", "pricing", "fee", "charge", "rate", "expensive", "cheap", "pay"],
  time: ["time", "hour", "open", "opening", "close", "closing", "day"],
  place: ["address", "location", "located", "locate", "find", "based", "situated", "direction"],
  number: ["number", "maximum", "max", "largest", "biggest", "most", "capacity", "size"],
};
const NAME_TERMS = Object.fromEntries(Object.entries(NAMES).map(([kind, words]) => [kind, new Set(words.map((word) => stem(word)))])) as Record<
  AnswerKind,
  Set<string>
>;

/**
 * The kind of answer a question asks for. A yes/no question ("do you have", "can I", "is there",
 * "are you open") asks whether, answered by a sentence: no kind. Otherwise "how much" and price
 * words ask an amount, "when" and "what time" a time, "where" a place, "how many" a number.
 */
export function askedKind(question: string): AnswerKind | null {
  const q = question.toLowerCase().trim();
  if (/^(do|does|did|can|could|is|are|was|were|will|would|should|may|have|has)\b/.test(q)) return null;
  if (/\bhow much\b|\b(price|prices|cost|costs|fee|fees|charge)\b/.test(q)) return "amount";
  if (/\bhow many\b|\b(maximum|max|largest|biggest|capacity)\b/.test(q)) return "number";
  if (/\bwhere\b|\b(address|located|location)\b/.test(q)) return "place";
  if (/\bwhen\b|\bwhat time\b|\b(hours|opening|open|close|closing)\b/.test(q)) return "time";
  return null;
}

export const holdsKind = (text: string, kind: AnswerKind) => SHOWS[kind].some((pattern) => pattern.test(text));

/** Whether a question's term only names the kind asked ("address" in "What is your address?"). */
export const namesKind = (word: string, kind: AnswerKind) => NAME_TERMS[kind].has(word);
