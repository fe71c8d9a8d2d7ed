import type { PageFacts } from "../crawl/types";
import type { Score } from "../seo/score";
import {
  type CheckId,
  type Finding,
  type Level,
  META_DESCRIPTION_CHARS,
  MIN_INTERNAL_LINKS,
  RULES,
  THIN_CONTENT_WORDS,
  TITLE_CHARS,
  type YoastFindingId,
} from "./checks";
import type { PageImages } from "./images";

/** One problem of one page, written as what to do about it, with the page's own figures. */
export interface PageFinding {
  id: CheckId | YoastFindingId;
  title: string;
  /** "<what was found>: <what to do>." */
  text: string;
  /** What was found, the text's clause before the action. */
  problem: string;
  impact: Level;
  effort: Level;
}

/** The page as the finding texts read it. */
interface Context {
  facts: PageFacts;
  images: PageImages;
  keyphrase: string;
}

const count = (value: number, one: string, many = `${one}s`) => `${value.toLocaleString("en-US")} ${value === 1 ? one : many}`;
const named = (keyphrase: string) => (keyphrase ? `"${keyphrase}"` : "the page's keyphrase");

/**
 * Yoast assessments that judge the same thing as one of our checks: our check's finding stands for
 * both, so a page never lists a problem twice.
 */
const SAME_AS_CHECK: Record<string, CheckId[]> = {
  metaDescriptionLength: ["missing_meta_description", "meta_description_length"],
  titleWidth: ["title_length", "missing_title"],
  textTitleAssessment: ["missing_title"],
  textLength: ["thin_content"],
  textPresence: ["thin_content"],
  imageAltTags: ["images_without_alt"],
  internalLinks: ["few_internal_links"],
  singleH1: ["multiple_h1", "missing_h1"],
};

/** Whether the keyphrase occurs in a text, case and spacing ignored. */
const mentions = (text: string, keyphrase: string) => Boolean(keyphrase) && text.toLowerCase().replace(/\s+/g, " ").includes(keyphrase.toLowerCase());

function occurrences(text: string, keyphrase: string) {
  if (!keyphrase) return 0;
  return text.toLowerCase().replace(/\s+/g, " ").split(keyphrase.toLowerCase()).length - 1;
}

interface YoastFinding {
  title: string;
  impact: Level;
  effort: Level;
  text: (page: Context) => string;
}

/** Our own words for the Yoast assessments no check of ours covers; Yoast's sentences are never shown. */
const YOAST_FINDINGS = {
  keyphraseInSEOTitle: {
    title: "Start the title with the keyphrase",
    impact: "Medium",
    effort: "Low",
    text: ({ facts, keyphrase }) =>
      mentions(facts.title, keyphrase)
        ? `The title does not start with ${named(keyphrase)}: move it to the front of the title.`
        : `The title does not name ${named(keyphrase)}: start the title with it.`,
  },
  introductionKeyword: {
    title: "Name the keyphrase in the introduction",
    impact: "Medium",
    effort: "Low",
    text: ({ keyphrase }) => `The first paragraph does not name ${named(keyphrase)}: name it in the opening sentences.`,
  },
  metaDescriptionKeyword: {
    title: "Name the keyphrase in the meta description",
    impact: "Medium",
    effort: "Low",
    text: ({ keyphrase }) => `The meta description does not name ${named(keyphrase)}: work it into the description once or twice.`,
  },
  keyphraseDensity: {
    title: "Balance the keyphrase's use",
    impact: "Low",
    effort: "Medium",
    text: ({ facts, keyphrase }) => {
      const found = occurrences(facts.text, keyphrase);
      const words = Math.max(facts.wordCount, 1);
      const low = Math.max(1, Math.ceil(words * 0.005));
      const high = Math.max(low, Math.floor(words * 0.03));
      const what = `${named(keyphrase)} appears ${count(found, "time")} in ${count(facts.wordCount, "word")}`;
      return found > high ? `${what}: use it at most ${count(high, "time")}, with synonyms instead.` : `${what}: use it ${low}-${high} times across the text.`;
    },
  },
  keyphraseLength: {
    title: "Choose a focused keyphrase",
    impact: "Medium",
    effort: "Low",
    text: ({ keyphrase }) =>
      keyphrase
        ? `The keyphrase ${named(keyphrase)} has ${count(keyphrase.split(/\s+/).length, "word")}: choose one of 1-4 words that a visitor would search for.`
        : "The page has no focus keyphrase: set one of 1-4 words that a visitor would search for.",
  },
  functionWordsInKeyphrase: {
    title: "Choose a keyphrase with a content word",
    impact: "Medium",
    effort: "Low",
    text: ({ keyphrase }) => `The keyphrase ${named(keyphrase)} is made of function words only: choose one that names the topic.`,
  },
  images: {
    title: "Add an image",
    impact: "Medium",
    effort: "Medium",
    text: ({ facts, keyphrase }) => `${count(facts.wordCount, "word")}, no image: add one picture with alt text naming ${named(keyphrase)}.`,
  },
  imageKeyphrase: {
    title: "Name the keyphrase in an image's alt text",
    impact: "Low",
    effort: "Low",
    text: ({ images, keyphrase }) =>
      images.shown.length === 1
        ? `The alt text of the page's image does not name ${named(keyphrase)}: describe it with the keyphrase where it fits.`
        : `The alt text of none of the ${count(images.shown.length, "image")} names ${named(keyphrase)}: describe one of them with it where it fits.`,
  },
  externalLinks: {
    title: "Link to a source",
    impact: "Low",
    effort: "Low",
    text: ({ facts }) =>
      facts.externalLinks.length
        ? `The ${count(facts.externalLinks.length, "link")} to other sites ${facts.externalLinks.length === 1 ? "is" : "are all"} nofollow: link to one or two sources that back the text up.`
        : "The content links to no other site: link to one or two sources that back the text up.",
  },
  subheadingsKeyword: {
    title: "Name the keyphrase in a subheading",
    impact: "Low",
    effort: "Low",
    text: ({ facts, keyphrase }) => {
      const subheadings = facts.headings.filter((heading) => heading.level === 2 || heading.level === 3).length;
      const which =
        subheadings > 1 ? `None of the ${count(subheadings, "subheading")} names` : subheadings ? "The only subheading does not name" : "No subheading names";
      return `${which} ${named(keyphrase)}: use it in one or two H2 or H3 headings.`;
    },
  },
  keyphraseDistribution: {
    title: "Spread the keyphrase through the text",
    impact: "Low",
    effort: "Medium",
    text: ({ keyphrase }) => `${named(keyphrase)} is bunched in one part of the text: use it or a synonym in each section.`,
  },
  slugKeyword: {
    title: "Name the keyphrase in the address",
    impact: "Low",
    effort: "Low",
    text: ({ keyphrase }) => `The page's address does not name ${named(keyphrase)}: use it in the slug (and redirect the old address).`,
  },
  textCompetingLinks: {
    title: "Change a link's anchor text",
    impact: "Low",
    effort: "Low",
    text: ({ keyphrase }) => `A link uses ${named(keyphrase)} as its words: link with other words, so the other page does not compete with this one.`,
  },
  subheadingsTooLong: {
    title: "Break up long sections",
    impact: "Low",
    effort: "Medium",
    text: ({ facts }) => {
      const subheadings = facts.headings.filter((heading) => heading.level > 1).length;
      return `${count(facts.wordCount, "word")} under ${subheadings ? count(subheadings, "subheading") : "no subheading"}: add an H2 or H3 heading at least every 300 words.`;
    },
  },
  textParagraphTooLong: {
    title: "Split long paragraphs",
    impact: "Low",
    effort: "Low",
    text: () => "Some paragraphs run past 150 words: split each into two or three.",
  },
  textSentenceLength: {
    title: "Shorten long sentences",
    impact: "Low",
    effort: "Medium",
    text: () => "More than a quarter of the sentences have over 20 words: split or shorten them.",
  },
  passiveVoice: {
    title: "Write in the active voice",
    impact: "Low",
    effort: "Medium",
    text: () => "More than a tenth of the sentences are passive: say who does what.",
  },
  textTransitionWords: {
    title: "Connect the sentences",
    impact: "Low",
    effort: "Medium",
    text: () => "Few sentences carry transition words: link them with words such as because, so, however or for example.",
  },
  sentenceBeginnings: {
    title: "Vary how sentences start",
    impact: "Low",
    effort: "Low",
    text: () => "Three or more sentences in a row start with the same word: vary their openings.",
  },
  wordComplexity: {
    title: "Prefer plain words",
    impact: "Low",
    effort: "Medium",
    text: () => "Many words are long or rare: use shorter, common words where they say the same.",
  },
  listsPresence: {
    title: "Add a list",
    impact: "Low",
    effort: "Low",
    text: () => "The text has no list: put steps or items in a bulleted or numbered list.",
  },
  textAlignment: {
    title: "Align long text to the left",
    impact: "Low",
    effort: "Low",
    text: () => "Long passages are centred: align them to the left, as readers scan from there.",
  },
} as const satisfies Record<YoastFindingId, YoastFinding>;

/** Yoast's older name for the same assessment. */
const ALIASES: Record<string, YoastFindingId> = { keywordDensity: "keyphraseDensity", urlKeyword: "slugKeyword" };

/** What each failed check of ours asks for, with the page's keyphrase. */
function checkAction(check: CheckId, keyphrase: string): string {
  const kp = named(keyphrase);
  switch (check) {
    case "noindex":
      return "take noindex out of the robots meta tag unless the page should stay out of search results";
    case "not_https":
      return "install a certificate and redirect every http:// address to https://";
    case "missing_title":
      return `write one of ${TITLE_CHARS.min}-${TITLE_CHARS.max} characters that starts with ${kp}`;
    case "title_length":
      return `rewrite it to ${TITLE_CHARS.min}-${TITLE_CHARS.max} characters, starting with ${kp}`;
    case "duplicate_title":
      return "give this page a title of its own, so search engines do not treat them as the same page";
    case "duplicate_meta_description":
      return `write a description of this page's own that names ${kp}, so its search result stands apart`;
    case "duplicate_h1":
      return `give this page an H1 heading of its own that names ${kp}`;
    case "missing_meta_description":
      return `write ${META_DESCRIPTION_CHARS.min}-${META_DESCRIPTION_CHARS.max} characters that name ${kp}`;
    case "meta_description_length":
      return `rewrite it to ${META_DESCRIPTION_CHARS.min}-${META_DESCRIPTION_CHARS.max} characters that name ${kp}`;
    case "missing_h1":
      return `add one H1 heading that names ${kp}`;
    case "multiple_h1":
      return "keep one for the page's topic and turn the others into H2 headings";
    case "heading_order":
      return "use heading levels in order (H2 under H1, H3 under H2)";
    case "images_without_alt":
      return `describe what each shows, naming ${kp} where it fits`;
    case "few_internal_links":
      return `link to at least ${MIN_INTERNAL_LINKS} related pages of the site from the text`;
    case "thin_content":
      return `expand it to at least ${THIN_CONTENT_WORDS} words that answer what a visitor searching ${kp} wants to know`;
    case "missing_canonical":
      return "add one to the page's own address, so copies under other addresses do not compete with it";
    case "canonical_elsewhere":
      return "point it at this page's own address, unless the page really is a copy of the other one";
    case "missing_structured_data":
      return "add JSON-LD (Article for a post, WebPage or a more specific type for a page)";
  }
}

// The actions themselves hold no ": ", so the last one parts what was found from what to do.
const problemOf = (text: string) => `${text.slice(0, text.lastIndexOf(": "))}.`;

const ownFinding = (finding: Finding, keyphrase: string): PageFinding => {
  const rule = RULES[finding.check];
  const text = `${finding.detail.replace(/\.$/, "")}: ${checkAction(finding.check, keyphrase)}.`;
  return { id: finding.check, title: rule.title, text, problem: problemOf(text), impact: rule.impact, effort: rule.effort };
};

/**
 * One finding per problem of the page: each failed check of ours, then each Yoast assessment that
 * is not green and that none of our checks judges, in our words. A Yoast assessment that only
 * repeats another finding (the meta description's keyphrase when there is no description, the
 * images' keyphrase when there is no image or an image has no alt text at all) is left out, and so
 * is one the page's own images contradict: Yoast reads the post's text without its featured image.
 */
export function pageFindings(facts: PageFacts, images: PageImages, checks: Finding[], yoast: Score | null, keyphrase: string): PageFinding[] {
  const failed = checks.filter((finding) => !finding.passed);
  const findings = failed.map((finding) => ownFinding(finding, keyphrase));
  const seen = new Set<string>(findings.map((finding) => finding.id));
  const page = { facts, images, keyphrase };
  for (const problem of yoast?.problems ?? []) {
    if (SAME_AS_CHECK[problem.id]) continue;
    const id = ALIASES[problem.id] ?? (problem.id in YOAST_FINDINGS ? (problem.id as YoastFindingId) : null);
    if (!id || seen.has(id)) continue;
    if (id === "metaDescriptionKeyword" && !facts.metaDescription.trim()) continue;
    if (id === "images" && images.count) continue;
    if (id === "imageKeyphrase" && (!images.shown.length || seen.has("images_without_alt"))) continue;
    seen.add(id);
    const rule: YoastFinding = YOAST_FINDINGS[id];
    const text = rule.text(page);
    findings.push({ id, title: rule.title, text, problem: problemOf(text), impact: rule.impact, effort: rule.effort });
  }
  return findings;
}

/** Checks whose pass is worth telling the owner; the others (an index tag, a canonical link) are expected. */
const STRENGTH_CHECKS: CheckId[] = [
  "title_length",
  "meta_description_length",
  "multiple_h1",
  "heading_order",
  "few_internal_links",
  "thin_content",
  "not_https",
  "missing_structured_data",
];

const PLACEMENT = [
  { id: "keyphraseInSEOTitle", where: "the title", present: (facts: PageFacts, keyphrase: string) => mentions(facts.title, keyphrase) },
  { id: "introductionKeyword", where: "the introduction", present: () => true },
  { id: "metaDescriptionKeyword", where: "the meta description", present: (facts: PageFacts, keyphrase: string) => mentions(facts.metaDescription, keyphrase) },
];

/** The checks that matter and that the page passes, each once, in a sentence with its figures. */
export function pageStrengths(facts: PageFacts, checks: Finding[], yoast: Score | null, keyphrase: string): string[] {
  const passed = new Map(checks.filter((finding) => finding.passed).map((finding) => [finding.check, finding.detail]));
  const strengths = STRENGTH_CHECKS.flatMap((check) => (passed.has(check) ? [passed.get(check)!] : []));
  if (passed.has("images_without_alt")) strengths.push(passed.get("images_without_alt")!);
  if (yoast && keyphrase) {
    const failing = new Set(yoast.problems.map((problem) => problem.id));
    const places = PLACEMENT.filter((place) => !failing.has(place.id) && place.present(facts, keyphrase)).map((place) => place.where);
    if (places.length) strengths.push(`${named(keyphrase)} appears in ${places.join(", ").replace(/, ([^,]*)$/, " and $1")}.`);
  }
  return strengths;
}
