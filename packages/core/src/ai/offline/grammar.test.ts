import { describe, expect, it } from "vitest";
import type { BlogBrief } from "../schema";
import { compose } from "./compose";
import { isPlural } from "./keyword";
import { sentencesOf } from "./variety";

/** Singular and plural nouns, uncountable ones, gerunds, settings and audiences. */
const KEYWORDS = [
  "zucchini recipes",
  "growing tomatoes",
  "raised bed garden",
  "companion planting",
  "balcony herbs",
  "composting at home",
  "email marketing",
  "running shoes",
  "home insurance",
  "yoga for beginners",
  "sourdough bread",
  "wordpress security",
];
const SEEDS = ["run_01JGRAMMAR1", "run_01JGRAMMAR2", "run_01JGRAMMAR3"];

const base: Omit<BlogBrief, "focusKeyword" | "seed"> = {
  language: "en",
  style: "Friendly and practical",
  keywords: KEYWORDS,
  categories: ["Vegetable garden"],
  niche: "vegetable gardening",
  audience: "beginner gardeners with small backyards and balconies",
  purpose: "Green Thumbs helps beginners grow their own food in small spaces.",
  features: ["raised bed kits", "seed subscriptions"],
  siteName: "Green Thumbs",
  siteUrl: "https://greenthumbs.example",
  existingPosts: [{ title: "Our story", url: "https://greenthumbs.example/our-story/" }],
};

/** Constructions that read wrong whatever the keyword: each is a pattern and what it says is wrong. */
const BAD: [RegExp, string][] = [
  [/\b(\p{L}+)\s+\1\b/iu, "a word doubled"],
  [/^(That|This) (it|they|them) \p{Ll}+ (shows|becomes|pays)\b/u, "a pronoun where the topic modifies a noun"],
  [
    /(?<!\beach of |\b(?:with|to|for|on|of|about|from) )\b(them|they|we|you|us|all of them|all of us)\s+(needs|has|is|was|keeps|takes|does|goes|works|seems|looks)\b/i,
    "a plural subject with a singular verb",
  ],
  [
    /(?<!\b(?:does|did|do|can|will|would|should|could|may|might|must|to|let|make|makes|help|helps)\s)\b(it|he|she)\s+(are|were|have|need|take|do|work)\b(?!\s+(?:to|it|them))/i,
    "a singular subject with a plural verb",
  ],
  [/\b(everyone|every expert|each of us)\s+have\b/i, "a singular subject with a plural verb"],
  [/\b(?:five|ten|twenty|\d+) minutes of \p{L}+ keep\b/iu, "minutes of X keeps, not keep"],
  [/\b(advice|tips|steps) (?:on \p{L}+ )?in this guide (?:work|hold up|apply) .* for \p{L}+\.$/iu, "a topic tacked on at the end"],
  [/\bask (?:feedback|a second opinion)\b/i, "ask for feedback"],
  [/\b(?:energy|motivation|enthusiasm) for (?!it\b)\p{L}+ (?:is|comes|rises)/iu, "energy for a noun"],
  [/\b(?:lazy|slow|off) (?!days|weeks)\p{L}+ (?:days|weeks)\b/iu, "the topic inside 'lazy days'"],
  [/\b(?:teaching|explaining|showing) (?!it\b|them\b|what\b)\p{L}+ to someone\b/iu, "teaching a noun to someone"],
  [/\bgroundwork of\b/i, "the groundwork of a noun"],
  [/\bto be to be\b|\bwant to be (?:with )?\p{L}+ to be\b/iu, "'to be' twice"],
  [/\b(?:an?|the|your) (?:unclear|vague|loose) (?:it|them)\b/i, "a pronoun used as a modifier"],
  [/\b(?:a|the|your|every|this) (?:it|them|they)\b/i, "a pronoun after a determiner"],
  [/\b(?:the|a|an|your|every) \p{L}+ (?:it|them) (?:step|steps|task|tasks|action|idea|goal|plan)\b/iu, "a pronoun used as a modifier"],
  [
    /\bsticks simple\b|\bhave to work\.|\bthat suits (?:it|them) that\b|\bfeels routine\b|\bturns an? \p{L}+ \p{L}+ (?:concrete|real|specific)\b|, (?:it|them) (?:included|among them)\b|, (?:starting|beginning)\.$|\bgetting \p{L}+(?: \p{L}+)* well\b/iu,
    "a dropped object",
  ],
  [/\bsessions a week covers\b|\broutine matter\b|\bversion for\b/i, "agreement or a wrong preposition"],
  [/\bsticks simple\b|\bkeeps simple\b/i, "a dropped object"],
  [/\s[,.:;?!]/, "a space before punctuation"],
  [/\b(?:with|on|about|of|to) (?:with|for|of|about)\b/i, "two prepositions in a row"],
];

/** "<plural keyphrase> is a", "<singular keyphrase> are": the keyphrase with a verb that does not agree. */
function agreementProblems(sentence: string, kw: string): string[] {
  const lower = sentence.toLowerCase();
  const at = lower.indexOf(`${kw.toLowerCase()} `);
  // After a preposition or an auxiliary the keyphrase is not the verb's subject: "getting better with zucchini recipes comes".
  if (at < 0 || /\b(?:with|to|for|on|about|of|in|from|by|at|into|getting|does|do|did|can|will|should)\s+$/.test(lower.slice(0, at))) return [];
  const next = lower.slice(at + kw.length + 1).split(/[^a-z']+/)[0] ?? "";
  const singularVerb = /^(is|was|has|looks|seems|needs|takes|turns|makes|deserves|matters|feels|pays|comes|does|goes|works|rests|sits|stalls)$/;
  const pluralVerb = /^(are|were|have|look|seem|need|take|turn|make|deserve|matter|feel|pay|come|do|go|work|rest|sit|stall)$/;
  const plural = isPlural(kw);
  if (plural && singularVerb.test(next)) return [`"${kw}" is plural but takes "${next}"`];
  if (!plural && pluralVerb.test(next)) return [`"${kw}" is singular but takes "${next}"`];
  return [];
}

function problemsOf(kw: string, seed: string): string[] {
  const { post } = compose({ ...base, focusKeyword: kw, seed });
  // Links are inline: their tags would read as a space before the full stop.
  const sentences = sentencesOf(post.content.replace(/<\/?a\b[^>]*>/g, ""));
  const problems: string[] = [];
  for (const sentence of sentences) {
    for (const [pattern, what] of BAD) if (pattern.test(sentence)) problems.push(`${what}: "${sentence}"`);
    problems.push(...agreementProblems(sentence, kw).map((problem) => `${problem}: "${sentence}"`));
  }
  return problems.map((problem) => `${kw} (${seed}): ${problem}`);
}

describe("the offline writer's English", () => {
  it("tells singular keyphrases from plural ones by their head noun", () => {
    const plural = KEYWORDS.filter(isPlural);
    expect(plural).toEqual(["zucchini recipes", "balcony herbs", "running shoes"]);
    expect(["hiking boots", "index funds", "budgeting apps", "picky eaters"].every(isPlural)).toBe(true);
    expect(["growing tomatoes", "pruning tomatoes", "wordpress security", "news", "glass"].some(isPlural)).toBe(false);
  });

  it("writes posts without doubled words, agreement errors or known bad constructions", () => {
    const problems = KEYWORDS.flatMap((kw) => SEEDS.flatMap((seed) => problemsOf(kw, seed)));
    expect(problems).toEqual([]);
  });
});
