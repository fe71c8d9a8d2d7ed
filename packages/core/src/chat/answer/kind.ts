import { stem } from "../../text/terms";

/** What a question asks for, when its words tell: a price, a time or day, a place, a count, how long, an age. */
export type AnswerKind = "amount" | "time" | "place" | "number" | "duration" | "age";

const DAYS =
  "monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?|daily|every day|noon|midday|midnight|mornings?|evenings?|afternoons?";
const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december";
const NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|dozen";

const SPANS = "minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?";
const PEOPLE = "children|child|kids?|adults?|teenagers?|teens?|toddlers?|infants?|babies|baby|puppies|puppy|grown-ups?";

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
  // "two hours", "90 minutes", "half a day", "a full day", "an hour".
  duration: [
    new RegExp(`\\b(?:\\d+(?:[.,]\\d+)?|${NUMBER_WORDS}|half an?|an?|one and a half)[\\s-]+(?:${SPANS})\\b|\\b(?:half|full|whole|all)[\\s-]day\\b`, "i"),
  ],
  // "under 12", "aged 16 or over", "12 to 20 weeks", "18+", or who may come ("children", "adults").
  age: [
    new RegExp(
      `\\b(?:under|over|aged?|from)\\s+\\d{1,2}s?\\b(?![:.]\\d)|\\b\\d{1,2}\\s?(?:\\+|s\\b|and (?:over|under|up)|or (?:over|older|under|younger))|\\b\\d{1,2}\\s*(?:years?|yrs?|months?|weeks?)\\b|\\b(?:${PEOPLE})\\b`,
      "i",
    ),
  ],
};

/** The question's words that only name the kind ("address", "cost", "open"): a text holding the kind holds them. */
const NAMES: Record<AnswerKind, string[]> = {
  amount: ["cost", "price", "pricing", "fee", "charge", "rate", "expensive", "cheap", "pay"],
  time: ["time", "hour", "open", "opening", "close", "closing", "day"],
  place: ["address", "location", "located", "locate", "find", "based", "situated", "direction"],
  number: ["number", "maximum", "max", "largest", "biggest", "most", "capacity", "size"],
  duration: ["long", "last", "take", "duration", "length", "minute", "hour"],
  age: ["age", "aged", "old", "year", "young", "youngest", "oldest", "minimum"],
};
const NAME_TERMS = Object.fromEntries(Object.entries(NAMES).map(([kind, words]) => [kind, new Set(words.map((word) => stem(word)))])) as Record<
  AnswerKind,
  Set<string>
>;

const AGE_ASKED = /\b\d{1,2}[\s-]*(?:years?|yrs?|months?)[\s-]*old\b|\bhow old\b|\b(?:age|ages|aged|minimum age|age limit)\b/;

/**
 * The kind of answer a question asks for. A yes/no question ("do you have", "can I", "is there",
 * "are you open") asks whether, answered by a sentence: no kind. Otherwise "how much" and price
 * words ask an amount, "when" and "what time" a time, "where" a place, "how many" a number.
 */
export function askedKind(question: string): AnswerKind | null {
  const q = question.toLowerCase().trim();
  // Asked whether or not ("can my 10 year old come?"), an age is still answered by the age a text allows.
  if (AGE_ASKED.test(q)) return "age";
  if (/^(do|does|did|can|could|is|are|was|were|will|would|should|may|have|has)\b/.test(q)) return null;
  if (/\bhow much\b|\b(price|prices|cost|costs|fee|fees|charge)\b/.test(q)) return "amount";
  if (/\bhow many\b|\b(maximum|max|largest|biggest|capacity)\b/.test(q)) return "number";
  if (/\bwhere\b|\b(address|located|location)\b/.test(q)) return "place";
  if (/\bhow long\b|\b(duration|length)\b/.test(q)) return "duration";
  if (/\bwhen\b|\bwhat time\b|\b(hours|opening|open|close|closing)\b/.test(q)) return "time";
  return null;
}

export const holdsKind = (text: string, kind: AnswerKind) => SHOWS[kind].some((pattern) => pattern.test(text));

/**
 * Whether a question's term only names the kind asked ("address" in "What is your address?"). In an age question
 * the visitor's own figure ("my 10 year old") is met by the limit a text states ("under 12"), not by the same figure.
 */
export const namesKind = (word: string, kind: AnswerKind) => NAME_TERMS[kind].has(word) || (kind === "age" && /^\d{1,2}$/.test(word));
