import { plainText } from "../content/sanitize";
import { fitsDescription, metaDescriptionFor } from "../seo/meta-description";
import { sameText } from "../seo/phrase";
import { seoTitleFor } from "../seo/seo-title";
import type { SiteSearchFields } from "./search-fields";

/** The fields of a draft the owner edits in Approvals. */
export interface DraftText {
  title: string;
  excerpt: string;
  content: string;
}

/** A draft's search fields: as the site holds them now, or as SiteCrew last made them. */
export interface SearchFields {
  title: string;
  description: string;
}

export interface EditedDraft {
  before: DraftText;
  after: DraftText;
  /** The SEO title and meta description the site holds now. */
  site: SearchFields;
  /** What SiteCrew last made them; a post recorded before its SEO title was kept has none. */
  made: { title?: string; description: string };
  keyphrase: string;
}

/**
 * A field SiteCrew made is still its own while the site holds it as made; one the site holds
 * otherwise was set by the owner (in an SEO plugin's box, say) and stays as the owner set it.
 * Made before it was recorded, it is taken as SiteCrew's: the dashboard offered no other way to set it.
 */
const madeBySiteCrew = (site: string, made: string | undefined) => made === undefined || made === "" || sameText(site, made);

/**
 * The search fields that follow an owner's edit of a draft: the SEO title is made again from a new
 * title, the meta description from a new excerpt (when it fits a description's rules) or else from
 * the body's first sentences, each only while SiteCrew's own. Fields that stay as they are are absent.
 */
export function followingSearchFields(draft: EditedDraft, others: SiteSearchFields): Partial<SearchFields> {
  const { before, after, site, made, keyphrase } = draft;
  const fields: Partial<SearchFields> = {};
  if (after.title !== before.title && madeBySiteCrew(site.title, made.title)) {
    fields.title = seoTitleFor({ title: after.title, keyphrase, siteName: others.siteName, taken: others.titles });
  }
  // The body as the site stores it may differ from the same body cleaned here in markup only.
  const bodyChanged = after.excerpt !== before.excerpt || plainText(after.content) !== plainText(before.content);
  if (bodyChanged && madeBySiteCrew(site.description, made.description)) {
    const description = fitsDescription(after.excerpt, keyphrase, others.descriptions)
      ? after.excerpt.trim()
      : metaDescriptionFor({ content: after.content, keyphrase, taken: others.descriptions });
    if (description !== site.description) fields.description = description;
  }
  return fields;
}
