/**
 * One spelling for words English writes two ways, so a question in one meets a text in the other:
 * British forms become American ("colour" → "color", "organise" → "organize", "centre" → "center"),
 * and number words become digits ("eight" → "8"), as a price list or a question may write either.
 */

const NUMBERS: Record<string, string> = {
  zero: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  eleven: "11",
  twelve: "12",
  thirteen: "13",
  fourteen: "14",
  fifteen: "15",
  sixteen: "16",
  seventeen: "17",
  eighteen: "18",
  nineteen: "19",
  twenty: "20",
  thirty: "30",
  forty: "40",
  fifty: "50",
  sixty: "60",
  seventy: "70",
  eighty: "80",
  ninety: "90",
  hundred: "100",
  thousand: "1000",
};

/** British words whose American spelling no rule below makes. */
const WORDS: Record<string, string> = {
  aluminium: "aluminum",
  cheque: "check",
  grey: "gray",
  jewellery: "jewelry",
  mould: "mold",
  plough: "plow",
  programme: "program",
  tyre: "tire",
  tyres: "tires",
  pyjamas: "pajamas",
  catalogue: "catalog",
  dialogue: "dialog",
  enrol: "enroll",
  travelled: "traveled",
  travelling: "traveling",
  cancelled: "canceled",
  cancelling: "canceling",
  labelled: "labeled",
  fulfil: "fulfill",
  practise: "practice",
  licence: "license",
  defence: "defense",
  offence: "offense",
  soya: "soy",
};

/** "-our" words: "hour", "four", "tour" and "your" keep theirs. */
const OUR =
  /^(colour|flavour|favour|honour|humour|labour|neighbour|behaviour|harbour|odour|rumour|savour|vapour|armour|parlour|endeavour)(s|ed|ing|ite|ites|ful|able)?$/;
/** "-tre" words: "centre", "theatre", "litre". */
const TRE = /^(cent|theat|lit|met|fib|calib|kilomet|millilit|centimet|millimet|spect)re(s|d)?$/;
/** "-ise" verbs with their forms; words merely ending so ("wise", "rise", "promise", "exercise") are not among them. */
const ISE = /^(\p{L}{3,})(is)(e|es|ed|ing|ation|ations|er|ers)$/u;
const NOT_ISE = new Set([
  "advertise",
  "advise",
  "chastise",
  "comprise",
  "compromise",
  "despise",
  "devise",
  "disguise",
  "enterprise",
  "excise",
  "exercise",
  "expertise",
  "franchise",
  "improvise",
  "merchandise",
  "premise",
  "promise",
  "revise",
  "supervise",
  "surmise",
  "surprise",
  "televise",
  "otherwise",
  "likewise",
  "clockwise",
  "precise",
  "concise",
  "paradise",
  "treatise",
  "demise",
  "raise",
  "praise",
  "noise",
  "cruise",
]);

export function normalSpelling(word: string): string {
  const number = NUMBERS[word];
  if (number) return number;
  const known = WORDS[word];
  if (known) return known;
  if (OUR.test(word)) return word.replace(/our/, "or");
  if (TRE.test(word)) return word.replace(/re(s|d)?$/, (_, end: string | undefined) => `er${end ?? ""}`);
  const ise = ISE.exec(word);
  if (ise && !NOT_ISE.has(`${ise[1]}ise`)) return `${ise[1]}iz${ise[3]}`;
  return word;
}
