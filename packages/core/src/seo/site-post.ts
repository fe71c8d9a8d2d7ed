import type { ScoredPost } from "./score";
import { resolveSnippet } from "./snippet";

/** A post as its site keeps it (the plugin's GET /posts/{id}), or as the blog agent is about to send it. */
export interface SitePost {
  title: string;
  content: string;
  slug: string;
  url: string;
  seo: { title: string; description: string; focus_keyword: string };
}

/**
 * The one reading of a post the scorer gets: the blog run scores what it sends, the auditor and the
 * optimizer score what the site keeps, and for the same post all three pass the same fields, so
 * their scores agree. The SEO title is the plugin's template filled in, else the post's title.
 */
export function scoredSitePost(post: SitePost, site: { name: string; locale: string }, keyphrase: string): ScoredPost {
  return {
    title: resolveSnippet(post.seo.title, { title: post.title, siteName: site.name }) || post.title,
    slug: post.slug,
    meta_description: post.seo.description,
    focus_keyphrase: keyphrase,
    content: post.content,
    url: post.url,
    locale: site.locale,
  };
}
