import type { PageFacts } from "../crawl/types";
import { titleWidth } from "../seo/title-width";

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
    advice: "Take noindex out of the robots meta tag unless the page should stay out of search results.",
  },
  not_https: {
    impact: "High",
    effort: "Medium",
    title: "Serve the page over HTTPS",
    advice: "Install a certificate and redirect every http:// address to https://.",
  },
  missing_title: {
    impact: "High",
    effort: "Low",
    title: "Add a title",
    advice: `Write a title of ${TITLE_CHARS.min}-${TITLE_CHARS.max} characters that starts with the page's keyphrase.`,
  },
  title_length: {
    impact: "Medium",
    effort: "Low",
    title: "Fix the title length",
    advice: `Rewrite the title to ${TITLE_CHARS.min}-${TITLE_CHARS.max} characters, keyphrase first.`,
  },
  duplicate_title: {
    impact: "High",
    effort: "Low",
    title: "Give the page its own title",
    advice: "Give every page a title of its own, so search engines do not treat them as the same page.",
  },
  missing_meta_description: {
    impact: "Medium",
    effort: "Low",
    title: "Add a meta description",
    advice: `Write a meta description of ${META_DESCRIPTION_CHARS.min}-${META_DESCRIPTION_CHARS.max} characters that names the keyphrase and invites the click.`,
  },
  meta_description_length: {
    impact: "Low",
    effort: "Low",
    title: "Fix the meta description length",
    advice: `Rewrite the meta description to ${META_DESCRIPTION_CHARS.min}-${META_DESCRIPTION_CHARS.max} characters.`,
  },
  missing_h1: { impact: "Medium", effort: "Low", title: "Add one H1 heading", advice: "Give the page one H1 heading that states its topic." },
  multiple_h1: {
    impact: "Medium",
    effort: "Low",
    title: "Keep a single H1 heading",
    advice: "Keep one H1 for the page's topic and turn the others into H2 headings.",
  },
  heading_order: {
    impact: "Low",
    effort: "Low",
    title: "Fix the heading order",
    advice: "Use heading levels in order (H2 under H1, H3 under H2) without skipping one.",
  },
  images_without_alt: {
    impact: "Medium",
    effort: "Low",
    title: "Describe images with alt text",
    advice: "Give every image an alt text that says what it shows.",
  },
  few_internal_links: {
    impact: "Medium",
    effort: "Low",
    title: "Link to more of your pages",
    advice: `Link to at least ${MIN_INTERNAL_LINKS} related pages of the site from the content.`,
  },
  thin_content: {
    impact: "High",
    effort: "High",
    title: "Expand the content",
    advice: `Expand the page to at least ${THIN_CONTENT_WORDS} words that answer what a visitor searching its topic wants to know.`,
  },
  missing_canonical: {
    impact: "Medium",
    effort: "Low",
    title: "Add a canonical link",
    advice: "Add a canonical link to the page's own address, so copies under other addresses do not compete with it.",
  },
  canonical_elsewhere: {
    impact: "High",
    effort: "Low",
    title: "Point the canonical link at this page",
    advice: "Point the canonical link at this page's own address, unless it really is a copy of the other one.",
  },
  missing_structured_data: {
    impact: "Medium",
    effort: "Medium",
    title: "Add structured data",
    advice: "Add JSON-LD structured data (Article for posts, WebPage or a more specific type for pages).",
  },
} as const satisfies Record<string, { impact: Level; effort: Level; title: string; advice: string }>;

/** What a passed check says about the site, for the strengths summary. */
export const STRENGTHS: Partial<Record<keyof typeof RULES, string>> = {
  noindex: "Open to search engines",
  not_https: "Served over HTTPS",
  title_length: `A title of ${TITLE_CHARS.min}-${TITLE_CHARS.max} characters`,
  duplicate_title: "A title no other audited page has",
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

export interface Finding {
  check: CheckId;
  passed: boolean;
  /** What was found, in a sentence with the page's own figures. */
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
  if (!title) return { check: "missing_title", passed: false, detail: "The page has no title." };
  const chars = [...title].length;
  const pixels = titleWidth(title);
  if (chars < TITLE_CHARS.min)
    return {
      check: "title_length",
      passed: false,
      detail: `The title has ${plural(chars, "character")}, under ${TITLE_CHARS.min}: it leaves room in the search result unused.`,
    };
  if (chars > TITLE_CHARS.max || pixels > TITLE_MAX_PIXELS) {
    return {
      check: "title_length",
      passed: false,
      detail: `The title has ${plural(chars, "character")} (about ${pixels} pixels wide): search results cut it after ${TITLE_CHARS.max} characters or ${TITLE_MAX_PIXELS} pixels.`,
    };
  }
  return { check: "title_length", passed: true, detail: `The title has ${plural(chars, "character")}, within ${TITLE_CHARS.min}-${TITLE_CHARS.max}.` };
}

function descriptionFinding(page: PageFacts): Finding {
  const description = page.metaDescription.trim();
  if (!description)
    return { check: "missing_meta_description", passed: false, detail: "The page has no meta description: search engines pick a snippet themselves." };
  const chars = [...description].length;
  if (chars < META_DESCRIPTION_CHARS.min || chars > META_DESCRIPTION_CHARS.max) {
    return {
      check: "meta_description_length",
      passed: false,
      detail: `The meta description has ${plural(chars, "character")}; ${META_DESCRIPTION_CHARS.min}-${META_DESCRIPTION_CHARS.max} show in full in search results.`,
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
  if (!h1s.length) return { check: "missing_h1", passed: false, detail: "The page has no H1 heading." };
  if (h1s.length > 1)
    return { check: "multiple_h1", passed: false, detail: `The page has ${h1s.length} H1 headings: ${h1s.map((heading) => `"${heading.text}"`).join(", ")}.` };
  return { check: "multiple_h1", passed: true, detail: "The page has exactly one H1 heading." };
}

function headingOrderFinding(page: PageFacts): Finding {
  let previous = 0;
  for (const heading of page.headings) {
    if (previous && heading.level > previous + 1) {
      return { check: "heading_order", passed: false, detail: `An H${heading.level} ("${heading.text}") follows an H${previous}, skipping a level.` };
    }
    previous = heading.level;
  }
  return { check: "heading_order", passed: true, detail: "Headings follow each other without skipping a level." };
}

function altFinding(page: PageFacts): Finding {
  const missing = page.images.filter((image) => !image.alt?.trim());
  if (missing.length)
    return {
      check: "images_without_alt",
      passed: false,
      detail: `${plural(missing.length, "image")} of ${page.images.length} ${missing.length === 1 ? "has" : "have"} no alt text.`,
    };
  if (page.images.length === 1) return { check: "images_without_alt", passed: true, detail: "The page's image has alt text." };
  return {
    check: "images_without_alt",
    passed: true,
    detail: page.images.length ? `All ${page.images.length} images have alt text.` : "The page has no images without alt text.",
  };
}

function linksFinding(page: PageFacts): Finding {
  const count = page.internalLinks.filter((link) => comparable(link) !== comparable(page.finalUrl)).length;
  if (count < MIN_INTERNAL_LINKS)
    return {
      check: "few_internal_links",
      passed: false,
      detail: `The content links to ${plural(count, "other page")} of the site; at least ${MIN_INTERNAL_LINKS} help readers and crawlers on.`,
    };
  return { check: "few_internal_links", passed: true, detail: `The content links to ${plural(count, "other page")} of the site.` };
}

function depthFinding(page: PageFacts): Finding {
  if (page.wordCount < THIN_CONTENT_WORDS)
    return {
      check: "thin_content",
      passed: false,
      detail: `The content has ${plural(page.wordCount, "word")}, under ${THIN_CONTENT_WORDS}: too thin to rank well.`,
    };
  return { check: "thin_content", passed: true, detail: `The content has ${plural(page.wordCount, "word")}.` };
}

function canonicalFinding(page: PageFacts): Finding {
  if (!page.canonical) return { check: "missing_canonical", passed: false, detail: "The page has no canonical link." };
  if (comparable(page.canonical) !== comparable(page.finalUrl)) {
    return {
      check: "canonical_elsewhere",
      passed: false,
      detail: `The canonical link points to ${page.canonical}, so search engines index that address instead.`,
    };
  }
  return { check: "canonical_elsewhere", passed: true, detail: "The canonical link points to the page itself." };
}

function structuredDataFinding(page: PageFacts): Finding {
  if (!page.structuredData.length) return { check: "missing_structured_data", passed: false, detail: "The page has no structured data (JSON-LD)." };
  return { check: "missing_structured_data", passed: true, detail: `The page has structured data: ${[...new Set(page.structuredData)].join(", ")}.` };
}

function indexFinding(page: PageFacts): Finding {
  if (page.robots && /\bnoindex\b/i.test(page.robots))
    return { check: "noindex", passed: false, detail: `The robots meta tag says "${page.robots}": search engines leave the page out.` };
  return { check: "noindex", passed: true, detail: "Search engines may index the page." };
}

function httpsFinding(page: PageFacts): Finding {
  if (!page.https) return { check: "not_https", passed: false, detail: "The page is served over plain HTTP." };
  return { check: "not_https", passed: true, detail: "The page is served over HTTPS." };
}

/** Every on-page check of one page; `duplicates` are the other audited pages with the same title. */
export function checkPage(page: PageFacts, duplicates: PageFacts[]): Finding[] {
  const findings = [
    indexFinding(page),
    httpsFinding(page),
    titleFinding(page),
    descriptionFinding(page),
    h1Finding(page),
    headingOrderFinding(page),
    altFinding(page),
    linksFinding(page),
    depthFinding(page),
    canonicalFinding(page),
    structuredDataFinding(page),
  ];
  if (page.title.trim()) {
    findings.push(
      duplicates.length
        ? {
            check: "duplicate_title",
            passed: false,
            detail: `${duplicates.map((other) => other.finalUrl).join(", ")} ${duplicates.length === 1 ? "has" : "have"} the same title.`,
          }
        : { check: "duplicate_title", passed: true, detail: "No other audited page has the same title." },
    );
  }
  return findings;
}

/** The audited pages grouped by title, case and spacing ignored. */
export function duplicateTitles(pages: PageFacts[]): Map<PageFacts, PageFacts[]> {
  const key = (page: PageFacts) => page.title.trim().toLowerCase().replace(/\s+/g, " ");
  const byTitle = new Map<string, PageFacts[]>();
  for (const page of pages) if (key(page)) byTitle.set(key(page), [...(byTitle.get(key(page)) ?? []), page]);
  return new Map(pages.map((page) => [page, (byTitle.get(key(page)) ?? []).filter((other) => other !== page)]));
}
