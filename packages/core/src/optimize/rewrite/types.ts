import type { ScoredPost } from "../../seo";
import type { Provider } from "../profiles";
import type { RelatedPost } from "./edits";

/** A post as the optimizer reads and writes it: its own title beside the SEO title search results show. */
export interface OptimizedPost {
  title: string;
  seo_title: string;
  meta_description: string;
  focus_keyphrase: string;
  content: string;
  slug: string;
  url: string;
  locale: string;
}

export interface RewriteInput {
  provider: Provider;
  post: OptimizedPost;
  /** The site's other posts, for internal links. */
  related: RelatedPost[];
  siteName: string;
}

/** The SEO title is what search results, and so every profile, read as the title. */
export const scored = (post: OptimizedPost): ScoredPost => ({
  title: post.seo_title || post.title,
  slug: post.slug,
  meta_description: post.meta_description,
  focus_keyphrase: post.focus_keyphrase,
  content: post.content,
  url: post.url,
  locale: post.locale,
});
