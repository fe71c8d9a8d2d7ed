import { Content } from "../content";
import { FeaturedImage } from "../featured-image";
import { Site } from "../site";
import { BlogContent, contentNotFound } from "./content";
import { draftScores } from "./draft-scores";
import { type DraftText, followingSearchFields } from "./edit-fields";
import { recordedSearchFields } from "./search-fields";
import { siteNameOf } from "./site-name";
import type { BlogContentItem } from "./view";

export interface DraftRef {
  userId: string;
  domainId: string;
  postId: number;
  contentId: string;
}

interface ImageChange {
  featured_image_url?: string;
  featured_image_alt?: string;
  /** Where the redrawn title card is stored. */
  key?: string;
}

type SitePost = Awaited<ReturnType<typeof Content.post>>;

/**
 * The featured image after a new title: a title card SiteCrew drew is drawn again with it, an image
 * model's picture keeps its picture and takes the new alt text. An image the owner chose on the site,
 * or one made before its kind was recorded, is left as it is.
 */
async function imageAfter(
  record: BlogContentItem,
  post: SitePost,
  card: { title: string; keyphrase: string; siteName: string; niche: string },
): Promise<ImageChange> {
  const { featuredImageKey: key, featuredImageKind: kind, languageCode } = record;
  if (!key || !kind || !FeaturedImage.isStoredAt(post.featured_image_source, key)) return {};
  if (kind === "illustration") return { featured_image_alt: FeaturedImage.altFor(kind, card.title, card.keyphrase, card.siteName) };
  if (!languageCode) return {};
  const drawn = await FeaturedImage.redraw({
    ...card,
    domainId: record.domainId,
    runId: record.runId,
    language: languageCode,
    slug: post.slug,
  });
  return { featured_image_url: await FeaturedImage.downloadUrl(drawn.key), featured_image_alt: drawn.alt, key: drawn.key };
}

/**
 * Saves the owner's edit of a blog draft to the site with every field SiteCrew made from what was
 * edited: the SEO title (which the page's title, Open Graph and Twitter tags and JSON-LD headline
 * show), the meta description (their descriptions) and the featured title card. Fields the owner
 * set on the site stay as set. The post's record follows, so lists show the new title and the
 * scores of the edited text, and the next edit knows what SiteCrew made.
 */
export async function editDraft(ref: DraftRef, after: DraftText) {
  const [post, record, domain] = await Promise.all([
    Content.post(ref, ref.postId),
    BlogContent.find(ref.userId, ref.contentId),
    Site.load(ref.domainId, ref.userId),
  ]);
  if (!record) throw contentNotFound();
  const keyphrase = post.seo.focus_keyword || record.focusKeyphrase;
  const siteName = siteNameOf(domain);
  const [published, recorded] = await Promise.all([Content.items(ref), recordedSearchFields(ref, ref.contentId)]);
  const search = followingSearchFields(
    {
      before: { title: post.title, excerpt: post.excerpt, content: post.content },
      after,
      site: { title: post.seo.title, description: post.seo.description },
      made: { title: record.seoTitle, description: record.metaDescription },
      keyphrase,
    },
    { siteName, titles: [...published.map((item) => item.title), ...recorded.titles], descriptions: recorded.descriptions },
  );
  const card = { title: after.title, keyphrase, siteName, niche: domain.websiteNiche ?? "" };
  const { key, ...image } = after.title === post.title ? ({} as ImageChange) : await imageAfter(record, post, card);
  const seo = {
    ...(search.title === undefined ? {} : { title: search.title }),
    ...(search.description === undefined ? {} : { description: search.description }),
  };
  await Content.update(ref, ref.postId, { ...after, ...(Object.keys(seo).length ? { seo } : {}), ...image });
  // A record from before posts kept their language keeps its scores: which language to read it in is not known.
  const scores = record.languageCode
    ? draftScores(
        { ...after, slug: post.slug, seoTitle: seo.title ?? post.seo.title, metaDescription: seo.description ?? post.seo.description, keyphrase },
        domain,
        { name: siteName, locale: record.languageCode },
      )
    : {};
  await BlogContent.edited(
    ref.contentId,
    {
      title: after.title,
      ...(search.title === undefined ? {} : { seoTitle: search.title }),
      ...(search.description === undefined ? {} : { metaDescription: search.description }),
      ...(key ? { featuredImageKey: key } : {}),
      ...scores,
    },
    ref.userId,
  );
}
