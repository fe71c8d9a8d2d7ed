import { type CheckId, META_DESCRIPTION_CHARS, MIN_INTERNAL_LINKS, THIN_CONTENT_WORDS, TITLE_CHARS } from "./checks";
import type { DuplicateField } from "./duplicates";

/** A check counts as a strength of the site only when at least this share of the audited pages pass it. */
export const STRENGTH_SHARE = 0.8;

/** What the pages failing a check have, as "N of M pages …" goes on: [one page, several pages]. */
const FAILED: Record<CheckId, [string, string]> = {
  noindex: ["is kept out of search results by noindex", "are kept out of search results by noindex"],
  not_https: ["is served over plain HTTP", "are served over plain HTTP"],
  missing_title: ["has no title", "have no title"],
  title_length: [
    `has a title shorter than ${TITLE_CHARS.min} characters or wider than its search result`,
    `have a title shorter than ${TITLE_CHARS.min} characters or wider than their search result`,
  ],
  duplicate_title: ["shares its title", "share their title"],
  duplicate_meta_description: ["shares its meta description", "share their meta description"],
  duplicate_h1: ["shares its H1 heading", "share their H1 heading"],
  missing_meta_description: ["has no meta description", "have no meta description"],
  meta_description_length: [
    `has a meta description outside ${META_DESCRIPTION_CHARS.min}-${META_DESCRIPTION_CHARS.max} characters`,
    `have a meta description outside ${META_DESCRIPTION_CHARS.min}-${META_DESCRIPTION_CHARS.max} characters`,
  ],
  missing_h1: ["has no H1 heading", "have no H1 heading"],
  multiple_h1: ["has more than one H1 heading", "have more than one H1 heading"],
  heading_order: ["skips a heading level", "skip a heading level"],
  images_without_alt: ["has an image without alt text", "have images without alt text"],
  few_internal_links: [`links to fewer than ${MIN_INTERNAL_LINKS} of your pages`, `link to fewer than ${MIN_INTERNAL_LINKS} of your pages`],
  thin_content: [`has fewer than ${THIN_CONTENT_WORDS} words`, `have fewer than ${THIN_CONTENT_WORDS} words`],
  missing_canonical: ["has no canonical link", "have no canonical link"],
  canonical_elsewhere: ["has a canonical link to another address", "have a canonical link to another address"],
  missing_structured_data: ["has no structured data", "have no structured data"],
};

/** "5 of 8 pages have fewer than 300 words", with the figures as they are given. */
export const failedPages = (check: CheckId, failed: string, total: string, one: boolean) =>
  `${failed} of ${total} page${total === "1" ? "" : "s"} ${FAILED[check][one ? 0 : 1]}`;

/** The check about the same text, which a shared text makes no strength however long it is. */
export const SHARED_TEXT: Partial<Record<CheckId, CheckId>> = {
  title_length: "duplicate_title",
  meta_description_length: "duplicate_meta_description",
  multiple_h1: "duplicate_h1",
};

export const DUPLICATE_CHECK: Record<DuplicateField, CheckId> = {
  title: "duplicate_title",
  meta_description: "duplicate_meta_description",
  h1: "duplicate_h1",
};

export const DUPLICATE_NAMES: Record<DuplicateField, string> = { title: "title", meta_description: "meta description", h1: "H1 heading" };
