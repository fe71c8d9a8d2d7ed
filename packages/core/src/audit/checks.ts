import type { PageFacts } from "../crawl/types";
import { titleWidth } from "../seo/title-width";
import type { DuplicateField, DuplicateGroup } from "./duplicates";
import type { PageImages } from "./images";

export type Level = "Low" | "Medium" | "High";

export const TITLE_CHARS = { min: 30, max: 60 } as const;
/** Yoast's limit for the title as a search result shows it. */
export const TITLE_MAX_PIXELS = 600;
export const META_DESCRIPTION_CHARS = { min: 120, max: 156 } as const;
export const MIN_INTERNAL_LINKS = 2;
export const THIN_CONTENT_WORDS = 300;

/**
 * What fixing each issue is worth and what it takes, the rule every improvement action follows.
 * Impact: High when search engines may drop or misread the page (noindex, canonical elsewhere,
 * duplicate titles, thin content, no HTTPS, no title), Medium when it shapes how the page is shown
 * or understood (snippet, headings, structured data, internal links, alt text), Low for polish.
 * Effort: Low for a field or tag in the editor, Medium for markup or server settings, High for
 * writing new content.
 */
export const RULES = {
  noindex: {
    impact: "High",
    effort: "Low",
    title: "Remove noindex",
  },
  not_https: {
    impact: "High",
    effort: "Medium",
    title: "Serve the page over HTTPS",
  },
  missing_title: {
    impact: "High",
    effort: "Low",
    title: "Add a title",
  },
  title_length: {
    impact: "Medium",
    effort: "Low",
    title: "Fix the title length",
  },
  duplicate_title: {
    impact: "High",
    effort: "Low",
    title: "Give the page its own title",
  },
  duplicate_meta_description: {
    impact: "Medium",
    effort: "Low",
    title: "Give the page its own meta description",
  },
  duplicate_h1: {
    impact: "Medium",
    effort: "Low",
    title: "Give the page its own H1 heading",
  },
  missing_meta_description: {
    impact: "Medium",
    effort: "Low",
    title: "Add a meta description",
  },
  meta_description_length: {
    impact: "Low",
    effort: "Low",
    title: "Fix the meta description length",
  },
  missing_h1: { impact: "Medium", effort: "Low", title: "Add one H1 heading" },
  multiple_h1: {
    impact: "Medium",
    effort: "Low",
    title: "Keep a single H1 heading",
  },
  heading_order: {
    impact: "Low",
    effort: "Low",
    title: "Fix the heading order",
  },
  images_without_alt: {
    impact: "Medium",
    effort: "Low",
    title: "Describe images with alt text",
  },
  few_internal_links: {
    impact: "Medium",
    effort: "Low",
    title: "Link to more of your pages",
  },
  thin_content: {
    impact: "High",
    effort: "High",
    title: "Expand the content",
  },
  missing_canonical: {
    impact: "Medium",
    effort: "Low",
    title: "Add a canonical link",
  },
  canonical_elsewhere: {
    impact: "High",
    effort: "Low",
    title: "Point the canonical link at this page",
  },
  missing_structured_data: {
    impact: "Medium",
    effort: "Medium",
    title: "Add structured data",
  },
} as const satisfies Record<string, { impact: Level; effort: Level; title: string }>;

/** What a passed check says about the site, for the strengths summary. */
export const STRENGTHS: Partial<Record<keyof typeof RULES, string>> = {
  noindex: "Open to search engines",
  not_https: "Served over HTTPS",
  title_length: `A title of ${TITLE_CHARS.min}-${TITLE_CHARS.max} characters`,
  duplicate_title: "A title no other audited page has",
  duplicate_meta_description: "A meta description no other audited page shares",
  duplicate_h1: "An H1 heading no other audited page shares",
  meta_description_length: `A meta description of ${META_DESCRIPTION_CHARS.min}-${META_DESCRIPTION_CHARS.max} characters`,
  multiple_h1: "Exactly one H1 heading",
  heading_order: "Headings in order",
  images_without_alt: "Alt text on every image",
  few_internal_links: `Links to ${MIN_INTERNAL_LINKS} or more of your pages`,
  thin_content: `${THIN_CONTENT_WORDS} words or more`,
  canonical_elsewhere: "A canonical link to the page itself",
  missing_structured_data: "Structured data",
};

export type CheckId = keyof typeof RULES;

/** The Yoast assessments none of our checks covers, each a finding of its own (their texts are in findings.ts). */
export const YOAST_FINDING_IDS = [
  "keyphraseInSEOTitle",
  "introductionKeyword",
  "metaDescriptionKeyword",
  "keyphraseDensity",
  "keyphraseLength",
  "functionWordsInKeyphrase",
  "images",
  "imageKeyphrase",
  "externalLinks",
  "subheadingsKeyword",
  "keyphraseDistribution",
  "slugKeyword",
  "textCompetingLinks",
  "subheadingsTooLong",
  "textParagraphTooLong",
  "textSentenceLength",
  "passiveVoice",
  "textTransitionWords",
  "sentenceBeginnings",
  "wordComplexity",
  "listsPresence",
  "textAlignment",
] as const;

export type YoastFindingId = (typeof YOAST_FINDING_IDS)[number];

/** What a page's finding is about: one of our checks, or a Yoast assessment none of our checks covers. */
export type FindingId = CheckId | YoastFindingId;

export interface Finding {
  check: CheckId;
  passed: boolean;
  /** What was found, with the page's own figures: a sentence when passed, the clause before the action when failed. */
  detail: string;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

const withoutWww = (host: string) => host.toLowerCase().replace(/^www\./, "");

/** The address without fragment, query or trailing slash: what a canonical link is compared by. */
function comparable(url: string) {
  try {
    const parsed = new URL(url);
    return `${withoutWww(parsed.host)}${parsed.pathname.replace(/\/+$/, "")}`;
  } catch {
    return url;
  }
}

function titleFinding(page: PageFacts): Finding {
  const title = page.title.trim();
  if (!title) return { check: "missing_title", passed: false, detail: "The title is missing" };
  const chars = [...title].length;
  const pixels = titleWidth(title);
  if (chars < TITLE_CHARS.min)
    return {
      check: "title_length",
      passed: false,
      detail: `The title has ${plural(chars, "character")}, under ${TITLE_CHARS.min}, leaving room in the search result unused`,
    };
  if (chars > TITLE_CHARS.max || pixels > TITLE_MAX_PIXELS) {
    return {
      check: "title_length",
      passed: false,
      detail: `The title has ${plural(chars, "character")} (about ${pixels} pixels wide), and search results cut it after ${TITLE_CHARS.max} characters or ${TITLE_MAX_PIXELS} pixels`,
    };
  }
  return { check: "title_length", passed: true, detail: `The title has ${plural(chars, "character")}, within ${TITLE_CHARS.min}-${TITLE_CHARS.max}.` };
}

function descriptionFinding(page: PageFacts): Finding {
  const description = page.metaDescription.trim();
  if (!description) return { check: "missing_meta_description", passed: false, detail: "The meta description is missing" };
  const chars = [...description].length;
  if (chars < META_DESCRIPTION_CHARS.min || chars > META_DESCRIPTION_CHARS.max) {
    return {
      check: "meta_description_length",
      passed: false,
      detail: `The meta description has ${plural(chars, "character")}, and ${META_DESCRIPTION_CHARS.min}-${META_DESCRIPTION_CHARS.max} show in full in search results`,
    };
  }
  return {
    check: "meta_description_length",
    passed: true,
    detail: `The meta description has ${plural(chars, "character")}, within ${META_DESCRIPTION_CHARS.min}-${META_DESCRIPTION_CHARS.max}.`,
  };
}

function h1Finding(page: PageFacts): Finding {
  const h1s = page.headings.filter((heading) => heading.level === 1);
  if (!h1s.length) return { check: "missing_h1", passed: false, detail: "The page has no H1 heading" };
  if (h1s.length > 1)
    return { check: "multiple_h1", passed: false, detail: `The page has ${h1s.length} H1 headings (${h1s.map((heading) => `"${heading.text}"`).join(", ")})` };
  return { check: "multiple_h1", passed: true, detail: "The page has exactly one H1 heading." };
}

function headingOrderFinding(page: PageFacts): Finding {
  let previous = 0;
  for (const heading of page.headings) {
    if (previous && heading.level > previous + 1) {
      return { check: "heading_order", passed: false, detail: `An H${heading.level} ("${heading.text}") follows an H${previous}, skipping a level` };
    }
    previous = heading.level;
  }
  return { check: "heading_order", passed: true, detail: "Headings follow each other without skipping a level." };
}

function altFinding(images: PageImages): Finding[] {
  const { shown } = images;
  // A page without an image has no alt text to judge: Yoast's image count speaks for it.
  if (!shown.length) return [];
  const missing = shown.filter((image) => !image.alt?.trim());
  if (missing.length)
    return [
      {
        check: "images_without_alt",
        passed: false,
        detail:
          shown.length === 1
            ? "The page's image has no alt text"
            : `${plural(missing.length, "image")} of ${shown.length} ${missing.length === 1 ? "has" : "have"} no alt text`,
      },
    ];
  return [
    { check: "images_without_alt", passed: true, detail: shown.length === 1 ? "The page's image has alt text." : `All ${shown.length} images have alt text.` },
  ];
}

function linksFinding(page: PageFacts): Finding {
  const count = page.internalLinks.filter((link) => comparable(link) !== comparable(page.finalUrl)).length;
  if (count < MIN_INTERNAL_LINKS)
    return {
      check: "few_internal_links",
      passed: false,
      detail: `The content links to ${plural(count, "other page")} of the site`,
    };
  return { check: "few_internal_links", passed: true, detail: `The content links to ${plural(count, "other page")} of the site.` };
}

function depthFinding(page: PageFacts): Finding {
  if (page.wordCount < THIN_CONTENT_WORDS)
    return {
      check: "thin_content",
      passed: false,
      detail: `The content has ${plural(page.wordCount, "word")}, under ${THIN_CONTENT_WORDS}, too thin to rank well`,
    };
  return { check: "thin_content", passed: true, detail: `The content has ${plural(page.wordCount, "word")}.` };
}

function canonicalFinding(page: PageFacts): Finding {
  if (!page.canonical) return { check: "missing_canonical", passed: false, detail: "The page has no canonical link" };
  if (comparable(page.canonical) !== comparable(page.finalUrl)) {
    return {
      check: "canonical_elsewhere",
      passed: false,
      detail: `The canonical link points to ${page.canonical}, so search engines index that address instead`,
    };
  }
  return { check: "canonical_elsewhere", passed: true, detail: "The canonical link points to the page itself." };
}

function structuredDataFinding(page: PageFacts): Finding {
  if (!page.structuredData.length) return { check: "missing_structured_data", passed: false, detail: "The page has no structured data (JSON-LD)" };
  return { check: "missing_structured_data", passed: true, detail: `The page has structured data: ${[...new Set(page.structuredData)].join(", ")}.` };
}

function indexFinding(page: PageFacts): Finding {
  if (page.robots && /\bnoindex\b/i.test(page.robots))
    return { check: "noindex", passed: false, detail: `The robots meta tag says "${page.robots}", so search engines leave the page out` };
  return { check: "noindex", passed: true, detail: "Search engines may index the page." };
}

function httpsFinding(page: PageFacts): Finding {
  if (!page.https) return { check: "not_https", passed: false, detail: "The page is served over plain HTTP" };
  return { check: "not_https", passed: true, detail: "The page is served over HTTPS." };
}

const DUPLICATE_CHECKS: Record<DuplicateField, { check: CheckId; what: string }> = {
  title: { check: "duplicate_title", what: "title" },
  meta_description: { check: "duplicate_meta_description", what: "meta description" },
  h1: { check: "duplicate_h1", what: "H1 heading" },
};

function duplicateFinding(page: PageFacts, field: DuplicateField, groups: DuplicateGroup[]): Finding {
  const { check, what } = DUPLICATE_CHECKS[field];
  const group = groups.find((entry) => entry.field === field && entry.pages.includes(page));
  if (!group) return { check, passed: true, detail: `No other audited page has the same ${what}.` };
  const others = group.pages.filter((other) => other !== page).map((other) => other.finalUrl);
  const verb = others.length === 1 ? "has" : "have";
  return {
    check,
    passed: false,
    detail: group.exact ? `${others.join(", ")} ${verb} the same ${what}` : `${others.join(", ")} ${verb} the same ${what} apart from the keyword`,
  };
}

/** Every on-page check of one page: its images as the report counts them, and the groups of audited pages sharing a text. */
export function checkPage(page: PageFacts, images: PageImages, duplicates: DuplicateGroup[]): Finding[] {
  const h1s = page.headings.filter((heading) => heading.level === 1);
  return [
    indexFinding(page),
    httpsFinding(page),
    titleFinding(page),
    descriptionFinding(page),
    h1Finding(page),
    headingOrderFinding(page),
    ...altFinding(images),
    linksFinding(page),
    depthFinding(page),
    canonicalFinding(page),
    structuredDataFinding(page),
    ...(page.title.trim() ? [duplicateFinding(page, "title", duplicates)] : []),
    ...(page.metaDescription.trim() ? [duplicateFinding(page, "meta_description", duplicates)] : []),
    ...(h1s.length ? [duplicateFinding(page, "h1", duplicates)] : []),
  ];
}
