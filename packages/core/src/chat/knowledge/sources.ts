import type { SiteText } from "./passages";

/**
 * What WordPress publishes on a fresh site, recognised by its own words in any theme: the Sample
 * Page (the bike messenger and XYZ Doohickey of Gotham City), the "Hello world!" post and the
 * privacy policy draft. None of it is about the business, so none of it answers a visitor.
 */
const DEFAULT_TEXTS = [
  /XYZ Doohickey Company/i,
  /Located in Gotham City/i,
  /bike messenger by day,? aspiring actor by night/i,
  /This is an example page\. It'?s different from a blog post/i,
  /Welcome to WordPress\. This is your first post\./i,
  /Suggested text: Our website address is/i,
  /When visitors leave comments on the site we collect the data shown in the comments form/i,
];
const DEFAULT_SLUGS = /\/(sample-page|hello-world)\/?$/i;
const DEFAULT_TITLES = new Set(["sample page", "hello world!"]);

export function isWordPressDefault(item: SiteText): boolean {
  if (DEFAULT_TEXTS.some((pattern) => pattern.test(item.text))) return true;
  // A page the owner rewrote keeps its slug or title: only the default words on it mark it.
  const path = item.url.replace(/[?#].*$/, "");
  return DEFAULT_SLUGS.test(path) && DEFAULT_TITLES.has(item.title.trim().toLowerCase()) && item.text.length < 2_000;
}

/** An address as the site and the product's records may each write it: no scheme, no "www.", no trailing slash. */
export const sameAddress = (url: string) =>
  url
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, "")
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "");

/**
 * The site's items worth answering from: not WordPress's defaults, and not the posts the offline
 * writer published (sample text, with no facts about the business), known by their addresses.
 */
export function knowledgeItems(items: SiteText[], sampleTextPosts: Set<string>): SiteText[] {
  return items.filter((item) => !isWordPressDefault(item) && !sampleTextPosts.has(sameAddress(item.url)));
}
