import * as v from "valibot";

const id = v.pipe(v.number(), v.integer(), v.minValue(1));

const postFields = {
  title: v.pipe(v.string("title is required"), v.trim(), v.nonEmpty("title is required"), v.maxLength(300)),
  content: v.pipe(v.string("content is required"), v.maxLength(500_000)),
  excerpt: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  slug: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,200}$/, "slug may hold lower-case letters, digits and hyphens"))),
  status: v.picklist(["draft", "publish", "future"], "status must be draft, publish or future"),
  date: v.optional(v.pipe(v.string(), v.isoTimestamp("date must be an ISO 8601 time"))),
  categories: v.optional(v.array(id)),
  author: v.optional(id),
  featured_image_url: v.optional(v.pipe(v.string(), v.url("featured_image_url must be a URL"))),
  featured_image_alt: v.optional(v.pipe(v.string(), v.maxLength(300))),
  seo: v.optional(
    v.object({
      title: v.optional(v.pipe(v.string(), v.maxLength(300))),
      description: v.optional(v.pipe(v.string(), v.maxLength(1000))),
      focus_keyword: v.optional(v.pipe(v.string(), v.maxLength(200))),
    }),
  ),
};

/**
 * The agent run a post is made by. The plugin keeps it on the post and answers that post when the
 * same run sends it again, so a retried run never publishes twice.
 */
export const RunId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/, "run_id may hold 1 to 100 letters, digits, _ and -"));

/** A post to create (or to replace the fields of) through the plugin; see the plugin's PROTOCOL.md. */
export const PostInput = v.object({ ...postFields, run_id: v.optional(RunId) });

/** Changes to a post already on the site: only the fields given are written. */
export const PostChanges = v.partial(v.object(postFields));

export const PostId = v.pipe(v.number(), v.integer(), v.minValue(1));

export type Post = v.InferOutput<typeof PostInput>;

// What the plugin answers (see its PROTOCOL.md). Checked before use: a site is not trusted to
// send the shapes it promised. Names are cut to a sane length rather than refused.
const clipped = (max: number) =>
  v.pipe(
    v.string(),
    v.transform((text) => text.slice(0, max)),
  );
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const wpId = v.pipe(v.number(), v.integer(), v.minValue(0));
const postType = v.picklist(["post", "page"]);
/**
 * A post's or page's address, shown and linked as it is: http(s) only. Any other (`javascript:`,
 * `data:`) becomes "", no address, as a trashed post has.
 */
const pageUrl = v.pipe(
  v.string(),
  v.transform((text) => (text.length <= 2000 && /^https?:\/\//i.test(text) && URL.canParse(text) ? text : "")),
);

export const SiteHealthAnswer = v.object({
  ok: v.boolean(),
  site_name: clipped(200),
  site_url: clipped(2000),
  wordpress_version: clipped(40),
  plugin_version: clipped(40),
  counts: v.object({ posts: count, pages: count, categories: count }),
  seo: v.optional(v.object({ yoast: v.boolean(), rankmath: v.boolean() })),
  /** WordPress's locale (`en_US`), since plugin 1.3.0. */
  locale: v.optional(v.nullable(clipped(20)), null),
});

/** WordPress's REST index (the API's root): the site's title and tagline as set in Settings -> General. */
export const RestIndexAnswer = v.object({ name: v.optional(clipped(200), ""), description: v.optional(clipped(500), "") });
export const CategoriesAnswer = v.array(v.object({ id: wpId, name: clipped(200) }));
export const AuthorsAnswer = v.array(v.object({ id: wpId, name: clipped(200) }));
export const TitlesAnswer = v.array(v.object({ id: wpId, title: clipped(1000), type: postType }));
export const ContentAnswer = v.array(v.object({ id: wpId, title: clipped(1000), url: pageUrl, type: postType }));
/** `existing` is true when the run id already had a post, which is answered unchanged. */
export const PublishedAnswer = v.object({ id: wpId, url: pageUrl, status: clipped(40), existing: v.optional(v.boolean(), false) });
export const PostAnswer = v.object({
  id: wpId,
  title: clipped(1000),
  excerpt: v.pipe(v.string(), v.maxLength(100_000)),
  content: v.pipe(v.string(), v.maxLength(5_000_000)),
  status: clipped(40),
  url: pageUrl,
  slug: clipped(400),
  run_id: v.optional(v.nullable(clipped(100)), null),
  /** The full-size featured image's URL, since plugin 1.3.0. */
  featured_image: v.optional(
    v.nullable(
      v.pipe(
        pageUrl,
        v.transform((url) => url || null),
      ),
    ),
    null,
  ),
  /** The address SiteCrew sent the featured image from, when the image is one it set (not the owner's), since plugin 1.7.0. */
  featured_image_source: v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(), v.maxLength(4000))),
      v.transform((source) => source ?? undefined),
    ),
  ),
  /**
   * SEO title, meta description and focus keyphrase as Yoast or Rank Math hold them (else as
   * SiteCrew wrote them), since plugin 1.4.0; empty strings when none.
   */
  seo: v.optional(v.object({ title: clipped(300), description: clipped(1000), focus_keyword: clipped(200) }), {
    title: "",
    description: "",
    focus_keyword: "",
  }),
});
/** `deleted` on sites that keep no trash (EMPTY_TRASH_DAYS 0). */
export const RemovedAnswer = v.object({ id: wpId, status: v.picklist(["trash", "deleted"]) });

/** One page of the site's published posts and pages, as plain text for a chat agent's knowledge. */
export const KnowledgeAnswer = v.object({
  items: v.array(
    v.object({
      id: wpId,
      title: clipped(1000),
      url: pageUrl,
      type: postType,
      modified: clipped(40),
      text: clipped(20_000),
    }),
  ),
  total: count,
  total_pages: count,
});

/** Changes whenever a post or page is published, edited, unpublished or deleted. */
export const KnowledgeStateAnswer = v.object({ count, modified: v.nullable(clipped(40)) });

/** The widget key the site now loads on its front end; `null` when none. */
export const ChatWidgetAnswer = v.object({ widget_key: v.nullable(clipped(40)) });

/** The plugin's `{ code, message }` error body. */
export const SiteErrorAnswer = v.object({ message: clipped(500) });
export const SiteErrorCode = v.object({ code: v.string() });
