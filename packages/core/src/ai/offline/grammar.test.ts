import { describe, expect, it } from "vitest";
import type { BlogBrief } from "../schema";
import { compose } from "./compose";
import { isPlural, readKeyword } from "./keyword";
import { countWords, plainText } from "./text";
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
/** A careful writer's rate: the keyphrase where Yoast wants it, the short name once a paragraph at most, counted together. */
const MAX_MENTIONS_PER_100_WORDS = 4;

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

/** Keyphrases of other shapes, written for a site whose audience and niche are not the gardening one above. */
const OTHER_SITES: { kw: string; brief: Partial<BlogBrief> }[] = [
  ...["container vegetables", "growing tomatoes", "how to start composting"].map((kw) => ({
    kw,
    brief: { siteName: "Green Balcony", niche: "Gardening", audience: "balcony gardeners", siteUrl: "https://greenbalcony.example" },
  })),
  { kw: "WordPress SEO", brief: { siteName: "PixelCraft", niche: "Web design", audience: "small business owners", siteUrl: "https://pixelcraft.example" } },
  { kw: "emergency fund", brief: { siteName: "Ledger Lab", niche: "Personal finance", audience: "young professionals", siteUrl: "https://ledgerlab.example" } },
  {
    kw: "healthy lunchbox ideas",
    brief: { siteName: "Little Chefs", niche: "Family cooking", audience: "busy parents", siteUrl: "https://littlechefs.example" },
  },
  { kw: "hiking boots", brief: { siteName: "Wild Trails", niche: "Hiking", audience: "weekend hikers", siteUrl: "https://wildtrails.example" } },
];
const MORE_SEEDS = ["agt_topic_1|2026-11-23", "agt_topic_2|2026-11-24", "agt_topic_3|2026-11-25", "agt_topic_4|2026-11-26"];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Slots that want an activity, a modifier or a subject and once got the topic's name, or whose
 * words did not agree: each reads wrong with a noun topic such as "vegetables".
 */
function topicProblems(topic: string): [RegExp, string][] {
  const name = escape(topic.toLowerCase());
  const plural = isPlural(topic);
  return [
    [new RegExp(`\\b(?:saves|spares you) ${name} (?:trouble|time|money)\\b`), "the topic as what a checklist saves"],
    [/\bhear (?:on|with)\b|^(?:we often hear|a common worry we hear|one worry comes up often)\.$/, "a worry without what it is about"],
    [new RegExp(`\\b(?:started to|tend to|belongs to|starts|begins) ${name}\\b`), "a noun where the sentence wants an activity"],
    [new RegExp(`\\bmore than [^.]*\\b(?:with|for|in) ${name}\\.$`), "the topic tacked onto a comparison"],
    [/\bwith (?:more experience|a few seasons behind them|years of practice) with\b/, "experience with ... with"],
    [/\bresults with [^.]* with (?:a friend|others)\b/, "results with ... with"],
    ...(plural
      ? ([
          [
            new RegExp(
              `\\b${name} (?:step|steps|habit|plan|routine|notes|idea|task|check|goal|questions|mistakes|tips|routines|sessions|habits)\\b(?! by step)`,
            ),
            "a plural name used as a modifier",
          ],
          [new RegExp(`\\b(?:how much time does|why) ${name} (?:take|deserves)\\b`), "a plural name with a singular verb"],
        ] as [RegExp, string][])
      : []),
    [/\ba few answers (?:covers|answers|tackles)\b/, "a few answers with a singular verb"],
    [/\bshould [^?]* to (?:give you|bring)\b|\bonce (?:these answers|the list) (?:in hand|done)\b/, "a clause without its verb"],
    [
      /\bpaint \p{L}+(?: \p{L}+)? (?:sound|look)\b|\bget right the\b|\bgather the (?:time|space)\b|\bown and write it down\b/u,
      "a verb without its object in place",
    ],
    [
      /\byour (?:space|setup) (?:shape|affect|steer)\b|\b(?:these steps|those minutes|these sessions) (?:starts|tends)\b|\b(?:this|the) (?:rhythm|routine|sequence) (?:start|tend|feel|become)\b/,
      "a subject and verb that do not agree",
    ],
    [/\b(?:progress|success|progress) (?:with|in) [^.]* (?:rarely|seldom) (?:depend|need|require)\b/, "a singular subject with a plural verb"],
    [/\b(?:small|short|simple|light) (?:it|them) \p{L}+/u, "a pronoun used as a modifier"],
    [
      /^that is why,|^that is why give\b|^rarely, you\b|\bjust if\b|\bcloser look on\b|\bto read on, read\b|\bexactly that (?:with|for)\b|\bhelp nicely\b|\bis your budget on\b/,
      "a wrong word or order",
    ],
    [
      /\bfeels? routine\b|\benjoyed [^.]* to the end\b|\bone of these steps (?:on|about)\b|\bfirst steps first\b|^plan about\b|\bdifference more than you expect\b|^start here, be\b/,
      "a phrase that reads wrong",
    ],
  ];
}

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

function problemsOf(kw: string, seed: string, brief: Partial<BlogBrief> = {}): string[] {
  const { post } = compose({ ...base, ...brief, focusKeyword: kw, seed });
  // Links are inline: their tags would read as a space before the full stop.
  const sentences = sentencesOf(post.content.replace(/<\/?a\b[^>]*>/g, ""));
  const problems: string[] = [];
  const patterns = [...BAD, ...topicProblems(readKeyword(kw, "en").topic || "this topic")];
  for (const sentence of sentences) {
    for (const [pattern, what] of patterns) if (pattern.test(sentence)) problems.push(`${what}: "${sentence}"`);
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

  it("gives a noun topic no slot that wants an activity, a modifier or a subject, over many seeds and keyphrases", () => {
    const problems = OTHER_SITES.flatMap(({ kw, brief }) => [...SEEDS, ...MORE_SEEDS].flatMap((seed) => problemsOf(kw, seed, brief)));
    expect(problems).toEqual([]);
  });

  it("reads a gerund before a noun as a thing, not a how-to: hiking boots are boots", () => {
    expect(["hiking boots", "running shoes", "budgeting apps"].map((kw) => readKeyword(kw, "en").shape.kind)).toEqual(["topic", "topic", "topic"]);
    expect(["growing tomatoes", "trail running", "composting at home", "how to start composting"].map((kw) => readKeyword(kw, "en").shape.kind)).toEqual([
      "howto",
      "howto",
      "howto",
      "howto",
    ]);
  });

  it("names the topic's short name about once a paragraph, not in nearly every sentence", () => {
    const densities = OTHER_SITES.flatMap(({ kw, brief }) =>
      MORE_SEEDS.map((seed) => {
        const { post } = compose({ ...base, ...brief, focusKeyword: kw, seed });
        const reading = readKeyword(kw, "en");
        const names = [reading.topic, ...reading.alternates].filter(Boolean).map(escape);
        const mentions = plainText(post.content).match(new RegExp(`\\b(?:${names.join("|")})\\b`, "gi"))?.length ?? 0;
        const paragraphs = post.content.match(/<(?:p|li|h2|h3)>/g)?.length ?? 0;
        return { kw, seed, perHundredWords: (mentions * 100) / countWords(post.content), perParagraph: mentions / paragraphs };
      }),
    );
    expect(densities.filter((density) => density.perHundredWords > MAX_MENTIONS_PER_100_WORDS || density.perParagraph > 1)).toEqual([]);
  });
});
