import type { PageText } from "./page-text";

/** Below this many words of prose a page says too little about how it is written. */
export const MIN_STYLE_WORDS = 150;

/** What a page's text shows about how it is written. Rates are per 100 words or shares of sentences. */
export interface StyleMeasures {
  words: number;
  sentences: number;
  wordsPerSentence: number;
  longSentenceShare: number;
  sentencesPerParagraph: number;
  wordsPerParagraph: number;
  questionShare: number;
  exclamationShare: number;
  questionHeadingShare: number;
  wordsPerHeading: number | null;
  listItemShare: number;
  english: boolean;
  /** Per 100 words; meaningful for English text only, like everything below. */
  firstSingular: number;
  firstPlural: number;
  second: number;
  contractions: number;
  formalMarkers: number;
  casualMarkers: number;
  hedges: number;
  imperativeShare: number;
  figureShare: number;
  passiveShare: number;
  readingEase: number;
  grade: number;
}

const set = (words: string) => new Set(words.split(" "));

const ENGLISH = set("the and of to a in is that it for you with on as are this be was have or your not can but by at from they we an will if more");
const FIRST_SINGULAR = set("i i'm i've i'd i'll me my mine myself");
const FIRST_PLURAL = set("we we're we've we'd we'll us our ours ourselves");
const SECOND = set("you you're you've you'd you'll your yours yourself yourselves");
const FORMAL = set(
  "however therefore furthermore moreover consequently thus hence nevertheless accordingly whereas additionally subsequently notwithstanding wherein",
);
const CASUAL = set("really pretty awesome super stuff lots totally basically honestly literally cool okay ok gonna wanna kinda yeah hey wow amazing huge tons");
const HEDGES = set("might perhaps maybe possibly probably likely seems seem suggests suggest tend tends arguably");
const IMPERATIVES = set(
  "add avoid be begin build check choose click consider create don't download find follow get give go keep learn let look make note pick plan read remember see set start stop take think try use visit watch write",
);
const ABBREVIATIONS = set("mr mrs ms dr st vs etc e.g i.e inc ltd jr sr no fig approx");
const CONTRACTION = /^[a-z]+(n't|'re|'ve|'ll|'d|'m)$|^(it|that|there|what|here|let|he|she|who|where|how)'s$/;

const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu) ?? [];
const normal = (word: string) => word.toLowerCase().replace(/’/g, "'");

/** Sentences of a paragraph: ends at . ! ? … (or 。！？) before a capital, a digit or the end. */
function sentences(text: string): string[] {
  const pieces = text.split(/(?<=[.!?…]["'”’)\]]*)\s+(?=["'“‘(\[¿¡]?[\p{Lu}\p{N}])|(?<=[。！？])/u);
  const merged: string[] = [];
  let lastWord = "";
  for (const piece of pieces) {
    const trimmed = piece.trim();
    if (!trimmed) continue;
    // "Dr. Smith", "e.g. This", "J. Smith": the full stop did not end the sentence.
    if (merged.length && (ABBREVIATIONS.has(normal(lastWord)) || /^\p{Lu}$/u.test(lastWord))) merged[merged.length - 1] += ` ${trimmed}`;
    else merged.push(trimmed);
    lastWord = trimmed.slice(trimmed.lastIndexOf(" ") + 1).replace(/\.$/, "");
  }
  return merged;
}

/** English syllables by vowel groups, the usual estimate behind readability formulas. */
function syllables(word: string): number {
  const lower = word.toLowerCase().replace(/[^a-z]/g, "");
  if (lower.length <= 3) return 1;
  const trimmed = lower.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 1);
}

const share = (part: number, whole: number) => (whole ? part / whole : 0);
const per100 = (count: number, total: number) => (total ? (count * 100) / total : 0);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Measures the prose of a page: paragraphs of at least a few words, list items and headings apart. */
export function measureStyle(page: PageText): StyleMeasures {
  const paragraphs = page.blocks.filter((block) => block.kind === "paragraph" && words(block.text).length >= 6).map((block) => block.text);
  const items = page.blocks.filter((block) => block.kind === "item").map((block) => block.text);
  const headings = page.blocks.filter((block) => block.kind === "heading").map((block) => block.text);

  const paragraphSentences = paragraphs.map(sentences);
  const allSentences = [...paragraphSentences.flat(), ...items.flatMap(sentences)];
  const proseWords = [...paragraphs, ...items].flatMap(words).map(normal);
  const sentenceWords = paragraphSentences.flat().map((sentence) => words(sentence).length);
  const total = proseWords.length;
  const count = (group: Set<string>) => proseWords.filter((word) => group.has(word)).length;
  const startsWith = (group: Set<string>) => allSentences.filter((sentence) => group.has(normal(words(sentence)[0] ?? ""))).length;
  const englishShare = share(count(ENGLISH), total);
  const prose = paragraphSentences.flat();
  const syllableCount = prose.flatMap(words).reduce((sum, word) => sum + syllables(word), 0);
  const proseWordCount = sentenceWords.reduce((sum, n) => sum + n, 0);
  const wordsPerSentence = share(proseWordCount, prose.length);
  const syllablesPerWord = share(syllableCount, proseWordCount);

  return {
    words: total,
    sentences: allSentences.length,
    wordsPerSentence: round(wordsPerSentence),
    longSentenceShare: round(share(sentenceWords.filter((n) => n > 20).length, sentenceWords.length), 3),
    sentencesPerParagraph: round(share(prose.length, paragraphs.length)),
    wordsPerParagraph: round(share(proseWordCount, paragraphs.length)),
    questionShare: round(share(allSentences.filter((s) => /[?？]["'”’)]*$/.test(s)).length, allSentences.length), 3),
    exclamationShare: round(share(allSentences.filter((s) => /[!！]["'”’)]*$/.test(s)).length, allSentences.length), 3),
    questionHeadingShare: round(share(headings.filter((h) => /[?？]$/.test(h)).length, headings.length), 3),
    wordsPerHeading: headings.length ? Math.round(total / headings.length) : null,
    listItemShare: round(share(items.length, items.length + paragraphs.length), 3),
    english: englishShare >= 0.12,
    firstSingular: round(per100(count(FIRST_SINGULAR), total), 2),
    firstPlural: round(per100(count(FIRST_PLURAL), total), 2),
    second: round(per100(count(SECOND), total), 2),
    contractions: round(per100(proseWords.filter((word) => CONTRACTION.test(word)).length, total), 2),
    formalMarkers: round(per100(count(FORMAL), total), 2),
    casualMarkers: round(per100(count(CASUAL), total), 2),
    hedges: round(per100(count(HEDGES), total), 2),
    imperativeShare: round(share(startsWith(IMPERATIVES), allSentences.length), 3),
    figureShare: round(share(allSentences.filter((s) => /\d/.test(s)).length, allSentences.length), 3),
    passiveShare: round(
      share(prose.filter((s) => /\b(is|are|was|were|be|been|being|get|gets|got)\s+(\w+ly\s+)?\w+(ed|en)\b/i.test(s)).length, prose.length),
      3,
    ),
    readingEase: round(206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord),
    grade: round(Math.max(1, 0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59)),
  };
}

function tones(m: StyleMeasures): string[] {
  const found: string[] = [];
  const relaxed = m.contractions >= 1.2 || m.casualMarkers >= 0.4;
  const formal = m.contractions < 0.3 && (m.formalMarkers >= 0.25 || m.passiveShare >= 0.2);
  if (relaxed) found.push(m.casualMarkers >= 0.4 ? "casual" : "conversational");
  else if (formal) found.push("formal");
  else found.push("clear and neutral");
  if (m.second >= 2) found.push("reader-focused");
  if (m.exclamationShare >= 0.05) found.push("enthusiastic");
  if (m.hedges >= 0.8) found.push("measured");
  if (m.imperativeShare >= 0.12) found.push("practical and instructional");
  if (m.figureShare >= 0.2) found.push("concrete and fact-based");
  return found;
}

const VOICES = {
  you: 'address the reader directly as "you"',
  I: 'write in the first person ("I"), sharing personal experience and opinions',
  we: 'write as "we", speaking for the team or brand behind the site',
};

/** Every point of view the page uses noticeably, the strongest first. */
function person(m: StyleMeasures): string {
  const used = [
    { rate: m.second, voice: VOICES.you },
    { rate: m.firstSingular, voice: VOICES.I },
    { rate: m.firstPlural, voice: VOICES.we },
  ]
    .filter((entry) => entry.rate >= 0.8)
    .sort((a, b) => b.rate - a.rate)
    .map((entry) => entry.voice);
  if (!used.length) return 'Keep an impersonal, third-person point of view; avoid "I", "we" and "you".';
  const text = used.join("; ");
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function sentenceAdvice(m: StyleMeasures): string {
  const average = Math.round(m.wordsPerSentence);
  const long = Math.round(m.longSentenceShare * 100);
  const longer = long < 5 ? "rarely over 20 words" : `about ${long}% over 20 words`;
  if (average <= 14) return `Keep sentences short: about ${average} words on average, ${longer}.`;
  if (average <= 20) return `Use medium-length sentences (about ${average} words on average), mixing short ones with longer ones, ${longer}.`;
  return `Use long, developed sentences (about ${average} words on average, ${longer}).`;
}

function paragraphAdvice(m: StyleMeasures): string {
  const sentencesEach = Math.max(1, Math.round(m.sentencesPerParagraph));
  const wordsEach = Math.round(m.wordsPerParagraph);
  if (sentencesEach <= 2)
    return `Keep paragraphs very short: ${sentencesEach === 1 ? "often a single sentence" : "one or two sentences"} (about ${wordsEach} words).`;
  if (sentencesEach <= 4) return `Keep paragraphs to about ${sentencesEach} sentences (around ${wordsEach} words).`;
  return `Write full paragraphs of about ${sentencesEach} sentences (around ${wordsEach} words).`;
}

const READING_BANDS = [
  { from: 80, text: "very easy, everyday words" },
  { from: 70, text: "easy, plain language" },
  { from: 60, text: "plain English for a general audience" },
  { from: 50, text: "fairly demanding, for an informed audience" },
  { from: 30, text: "demanding, for educated or professional readers" },
  { from: -Infinity, text: "specialist, dense with technical vocabulary" },
];

function readingLevel(m: StyleMeasures): string {
  const ease = Math.round(m.readingEase);
  const grade = Math.round(m.grade) <= 5 ? "5 or below" : String(Math.round(m.grade));
  const band = READING_BANDS.find((entry) => ease >= entry.from)!.text;
  return `Aim for a reading level around grade ${grade} (Flesch reading ease ${ease}): ${band}.`;
}

/**
 * A writing brief a writer (human or model) can follow to sound like the measured page: tone,
 * point of view, sentence and paragraph length, questions, lists, headings and reading level.
 */
export function describeStyle(m: StyleMeasures, source: string): string {
  const lines = [`Write in the style of ${source}.`];
  if (m.english) {
    lines.push(`Tone: ${tones(m).join(", ")}.`, person(m));
  }
  lines.push(sentenceAdvice(m), paragraphAdvice(m));
  if (m.questionShare >= 0.08) lines.push(`Ask the reader questions often (about one sentence in ${Math.max(2, Math.round(1 / m.questionShare))}).`);
  else if (m.questionShare >= 0.02) lines.push("Ask the reader a question now and then.");
  else lines.push("State things directly; rarely ask questions.");
  if (m.questionHeadingShare >= 0.3) lines.push("Phrase many subheadings as questions readers would ask.");
  if (m.exclamationShare >= 0.05) lines.push("Use exclamation marks for energy, sparingly.");
  else if (m.exclamationShare === 0) lines.push("Avoid exclamation marks.");
  if (m.listItemShare >= 0.25) lines.push("Break steps, options and key points into bulleted or numbered lists.");
  else if (m.listItemShare > 0) lines.push("Use a list now and then for steps or options; mostly write in prose.");
  else lines.push("Write in flowing prose paragraphs rather than lists.");
  if (m.wordsPerHeading) lines.push(`Add a subheading about every ${Math.max(50, Math.round(m.wordsPerHeading / 50) * 50)} words.`);
  if (m.english) {
    if (m.contractions >= 1.2) lines.push("Use contractions (it's, don't, you'll) freely.");
    else if (m.contractions < 0.2) lines.push("Avoid contractions.");
    lines.push(m.passiveShare >= 0.2 ? "The passive voice is acceptable where it reads naturally." : "Prefer the active voice.");
    if (m.figureShare >= 0.2) lines.push("Support points with numbers, figures and concrete examples.");
    lines.push(readingLevel(m));
  }
  return lines.join(" ");
}
