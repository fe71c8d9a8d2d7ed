/** What kind of post an English keyword asks for, which decides the section shaped for it. */
export type KeywordShape =
  | { kind: "recipes"; ingredient: string }
  | { kind: "comparison"; sides: [string, string] }
  | { kind: "for"; subject: string; readers: string }
  | { kind: "howto" }
  | { kind: "topic" };

export interface KeywordReading {
  shape: KeywordShape;
  /**
   * A shorter name for what the post is about ("tomatoes" for "growing tomatoes"), made of some of
   * the keyphrase's words but never all of them: sentences can name it without counting as the
   * keyphrase, which Yoast wants at a set density.
   */
  topic: string;
  /** Other names for the topic, taken in turn with it: "tomato pruning" beside "tomatoes". */
  alternates: string[];
  /** Whether the keyphrase takes a plural verb: "zucchini recipes are", but "growing tomatoes is". */
  plural: boolean;
}

const RECIPE_WORDS = /^(recipes?|dishes|meals|dinners|snacks|desserts)$/;
const GENERIC_HEADS = /^(recipes?|ideas|tips|guide|basics|plan|plans|checklist|garden|gardens|list|101)$/;
// Words after which the rest only says where or when: "composting at home", "seed starting indoors".
const SETTING = /\s+(?:(?:at|in|on|during|before|after|with|without)\s+.+|indoors|outdoors|outside|inside|today|fast|quickly)$/;
const gerund = (word: string) =>
  word.length > 4 &&
  /ing$/i.test(word) &&
  !/^(spring|evening|morning|ceiling|building|clothing|string|thing|king|ring|wing|sing|wedding|bedding|frosting|icing)$/i.test(word);

const FUNCTION_WORDS = /^(over|under|to|for|of|and|the|a|an|in|on|at|with|how)$/i;

function topicOf(words: string[]): string {
  const topic = shortName(words);
  const parts = topic.split(" ");
  // "pour over coffee" is about coffee, not "over coffee".
  return parts.length > 1 && FUNCTION_WORDS.test(parts[0]!) ? parts.at(-1)! : topic;
}

function shortName(all: string[]): string {
  const words = /^how to$/i.test(all.slice(0, 2).join(" ")) && all.length > 3 ? all.slice(2) : all;
  const setting = words.join(" ").replace(SETTING, "").split(" ");
  const core = setting.length < words.length ? setting : words;
  const heads = core.length > 1 && GENERIC_HEADS.test(core.at(-1)!.toLowerCase()) ? core.slice(0, -1) : core;
  if (heads.length < words.length) {
    // "growing tomatoes" is about tomatoes, "seed starting indoors" about seed starting.
    if (heads.length > 1 && gerund(heads[0]!)) return heads.slice(1).join(" ");
    return heads.join(" ");
  }
  if (words.length === 1) return "";
  if (gerund(words[0]!)) return words.slice(1).join(" ");
  // "seed starting" is about seeds: "starting" alone names nothing.
  if (words.length === 2 && /^(starting|getting|making|doing|using|taking|having)$/i.test(words[1]!)) return /s$/i.test(words[0]!) ? words[0]! : `${words[0]}s`;
  if (gerund(words.at(-1)!)) return words.at(-1)!;
  return words.length > 2 ? words.slice(-2).join(" ") : words.at(-1)!;
}

/** "tomatoes" as the first word of a compound: "tomato". */
export function singular(word: string): string {
  if (/(tomato|potato|hero|echo|mango)es$|[sx]es$|ches$|shes$/i.test(word)) return word.slice(0, -2);
  if (/[^aeiou]ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/[^su]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** "pruning tomatoes" is also "tomato pruning": a second name that keeps two posts on tomatoes apart. */
function alternatesOf(words: string[], topic: string): string[] {
  const parts = topic.split(" ");
  if (words.length < 2 || !ACTIVITIES.test(words[0]!) || topic !== words.slice(1).join(" ")) return [];
  return [[...parts.slice(0, -1), singular(parts.at(-1)!), words[0]!.toLowerCase()].join(" ")];
}

// Gerunds that take an object: "growing tomatoes" is one activity; "running shoes" are shoes.
const ACTIVITIES =
  /^(growing|pruning|watering|planting|sowing|harvesting|building|making|writing|choosing|buying|selling|finding|storing|freezing|drying|feeding|raising|keeping|managing|cleaning|fixing|repairing|painting|protecting|picking|propagating|repotting|transplanting|using|learning|teaching|preserving|canning|pickling|roasting|grilling|brewing|training|hiring)$/i;
const IRREGULAR_PLURALS = /^(people|children|men|women|feet|teeth|mice|geese|cattle|data|media|criteria)$/i;
const SINGULAR_ENDINGS = /(ss|us|is|ics|news|series|species|ous)$/i;

/**
 * Whether an English noun phrase takes a plural verb, decided by its head noun: the last word
 * before a "for"/"at"/"in" phrase ("yoga for beginners" is yoga), singular for a gerund head
 * ("companion planting", "composting at home") or a gerund with its object ("growing tomatoes").
 */
export function isPlural(phrase: string): boolean {
  const words = phrase
    .replace(SETTING, "")
    .split(/\s+(?:for|of|vs\.?|versus|or|with)\s+/i)[0]!
    .split(/\s+/)
    .filter(Boolean);
  const head = words.at(-1)?.toLowerCase() ?? "";
  if (!head || gerund(head)) return false;
  if (words.length > 1 && gerund(words[0]!) && ACTIVITIES.test(words[0]!)) return false;
  if (IRREGULAR_PLURALS.test(head)) return true;
  return /[^s]s$/i.test(head) && !SINGULAR_ENDINGS.test(head);
}

/** Reads an English keyword: its kind of post and its topic. Other languages get a plain topic post. */
export function readKeyword(keyword: string, language: string): KeywordReading {
  const { shape, topic } = readShape(keyword, language);
  const words = keyword.split(/\s+/).filter(Boolean);
  const english = language === "en";
  return { shape, topic, alternates: english && topic ? alternatesOf(words, topic) : [], plural: english && isPlural(keyword) };
}

function readShape(keyword: string, language: string): Omit<KeywordReading, "alternates" | "plural"> {
  const original = keyword.split(/\s+/).filter(Boolean);
  const words = original.map((word) => word.toLowerCase());
  const topic = topicOf(original);
  if (language !== "en") return { shape: { kind: "topic" }, topic };
  const versus = keyword.match(/^(.+?)\s+(?:vs\.?|versus|or)\s+(.+)$/i);
  if (versus) return { shape: { kind: "comparison", sides: [versus[1]!.trim(), versus[2]!.trim()] }, topic };
  const recipe = words.findIndex((word) => RECIPE_WORDS.test(word));
  const ingredient = original
    .filter((word, index) => index !== recipe && !/^(easy|quick|simple|healthy|best|summer|winter)$/.test(word.toLowerCase()))
    .join(" ");
  if (recipe > 0 && ingredient) {
    return { shape: { kind: "recipes", ingredient }, topic: ingredient };
  }
  const forWhom = keyword.match(/^(.+?)\s+for\s+(.+)$/i);
  if (forWhom) return { shape: { kind: "for", subject: forWhom[1]!.trim(), readers: forWhom[2]!.trim() }, topic: forWhom[1]!.trim() };
  // "hiking boots" are boots: a gerund before a noun is an activity only when it takes that noun as its object ("growing tomatoes").
  const activity = keyword.replace(SETTING, "").split(/\s+/).filter(Boolean);
  if (/^how to\b/i.test(keyword) || activity.some((word, i) => gerund(word) && (i === activity.length - 1 || ACTIVITIES.test(word))))
    return { shape: { kind: "howto" }, topic };
  return { shape: { kind: "topic" }, topic };
}
