import type { WrittenPost } from "../ai";
import { fitsDescription, metaDescriptionFor } from "../seo/meta-description";
import { seoTitleFor } from "../seo/seo-title";
import { BlogContentEntity } from "./content.entity";

/** The latest posts a new one's search fields are compared with: more than a year of daily posts. */
const RECORDED_READ = 500;

/** What the site already shows in search results: its posts' titles and their meta descriptions. */
export interface SiteSearchFields {
  siteName: string;
  titles: string[];
  descriptions: string[];
}

/** What the domain's recorded posts show in search results, newest first; `except` leaves out one post (the one being edited). */
export async function recordedSearchFields(ref: { userId: string; domainId: string }, except?: string) {
  const { data } = await BlogContentEntity.query
    .byDomain(ref)
    .go({ order: "desc", count: RECORDED_READ, attributes: ["contentId", "title", "metaDescription"] });
  const others = data.filter((post) => post.contentId !== except);
  return { titles: others.map((post) => post.title), descriptions: others.map((post) => post.metaDescription).filter(Boolean) };
}

export type SearchReadyPost = WrittenPost & { seo_title: string };

/**
 * The post's SEO title and meta description, made without a model whoever wrote the post: a
 * writer's description stays when it fits every rule, else one is made of the post's own first
 * sentences; neither repeats what another post of the site shows.
 */
export function withSearchFields(post: WrittenPost, site: SiteSearchFields): SearchReadyPost {
  const keyphrase = post.focus_keyphrase;
  const meta_description = fitsDescription(post.meta_description, keyphrase, site.descriptions)
    ? post.meta_description.trim()
    : metaDescriptionFor({ content: post.content, keyphrase, taken: site.descriptions });
  const seo_title = seoTitleFor({ title: post.title, keyphrase, siteName: site.siteName, taken: site.titles });
  return { ...post, meta_description, seo_title };
}
