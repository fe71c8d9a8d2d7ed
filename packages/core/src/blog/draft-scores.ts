import { Seo } from "../seo";
import type { DomainItem } from "../site/view";

interface ScoredDraft {
  title: string;
  content: string;
  slug: string;
  seoTitle: string;
  metaDescription: string;
  keyphrase: string;
}

/**
 * Yoast's SEO and readability scores of a draft as the owner left it, read as the blog run read the
 * post it wrote (its address on the domain, the site's name, the post's language), so an edit that
 * changes nothing scores what the run scored.
 */
export function draftScores(draft: ScoredDraft, domain: DomainItem, site: { name: string; locale: string }) {
  const scores = Seo.scoreSitePost(
    {
      title: draft.title,
      content: draft.content,
      slug: draft.slug,
      url: `${domain.siteUrl ?? domain.domainName}/${draft.slug}/`,
      seo: { title: draft.seoTitle, description: draft.metaDescription, focus_keyword: draft.keyphrase },
    },
    site,
    draft.keyphrase,
  );
  return { seoScore: scores.seo_score, readabilityScore: scores.readability_score };
}
