import { decodeEntities } from "../util/html-entities";
import { flattenedLine } from "../util/text";

/** What the site says about itself, in the onboarding configuration's terms: a draft for the owner to correct. */
export interface SiteProfile {
  website_name: string;
  /** The site's language as readers see it, e.g. "Readers of English (United Kingdom)"; empty when the site does not say. */
  target_audience: string;
  /** The site's tagline. */
  purpose: string;
  /** At most three of the site's categories, WordPress's catch-all left out. */
  categories: string[];
}

/** How many categories the configuration asks for. */
const CATEGORIES = 3;
/** WordPress's default category says nothing about the site; its English name is the one sites keep. */
const CATCH_ALL = /^uncategori[sz]ed$/i;
/** The tagline WordPress installs with, which no owner means. */
const DEFAULT_TAGLINE = "Just another WordPress site";

const tidy = (text: string) => flattenedLine(decodeEntities(text));

/** The name of a WordPress locale (`en_GB`) in English, or empty when it is not one. */
function languageName(locale: string | null): string {
  if (!locale) return "";
  try {
    const tag = Intl.getCanonicalLocales(locale.replace(/_/g, "-"))[0];
    return tag ? (new Intl.DisplayNames(["en"], { type: "language", languageDisplay: "standard" }).of(tag) ?? "") : "";
  } catch {
    return "";
  }
}

/** The configuration's fields from the site's title, tagline, locale and categories. */
export function siteProfileOf(site: { name: string; tagline: string; locale: string | null; categories: string[] }): SiteProfile {
  const tagline = tidy(site.tagline);
  const language = languageName(site.locale);
  return {
    website_name: tidy(site.name),
    target_audience: language ? `Readers of ${language}` : "",
    purpose: tagline === DEFAULT_TAGLINE ? "" : tagline,
    categories: [...new Set(site.categories.map(tidy))].filter((name) => name && !CATCH_ALL.test(name)).slice(0, CATEGORIES),
  };
}
