import * as v from "valibot";

const id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A post to create or update through the plugin; see the plugin's PROTOCOL.md. */
export const PostInput = v.object({
  title: v.pipe(v.string("title is required"), v.trim(), v.nonEmpty("title is required"), v.maxLength(300)),
  content: v.pipe(v.string("content is required"), v.maxLength(500_000)),
  excerpt: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  slug: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,200}$/, "slug may hold lower-case letters, digits and hyphens"))),
  status: v.picklist(["draft", "publish", "future"], "status must be draft, publish or future"),
  date: v.optional(v.pipe(v.string(), v.isoTimestamp("date must be an ISO 8601 time"))),
  categories: v.optional(v.array(id)),
  author: v.optional(id),
  featured_image_url: v.optional(v.pipe(v.string(), v.url("featured_image_url must be a URL"))),
  seo: v.optional(
    v.object({
      title: v.optional(v.pipe(v.string(), v.maxLength(300))),
      description: v.optional(v.pipe(v.string(), v.maxLength(1000))),
      focus_keyword: v.optional(v.pipe(v.string(), v.maxLength(200))),
    }),
  ),
});

export type Post = v.InferOutput<typeof PostInput>;

// What the plugin answers (see its PROTOCOL.md). Checked before use: a site is not trusted to
// send the shapes it promised. Names are cut to a sane length rather than refused.
const clipped = (max: number) => v.pipe(v.string(), v.transform((text) => text.slice(0, max)));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const wpId = v.pipe(v.number(), v.integer(), v.minValue(0));
const postType = v.picklist(["post", "page"]);

export const SiteHealthAnswer = v.object({
  ok: v.boolean(),
  site_name: clipped(200),
  site_url: clipped(2000),
  wordpress_version: clipped(40),
  plugin_version: clipped(40),
  counts: v.object({ posts: count, pages: count, categories: count }),
  seo: v.optional(v.object({ yoast: v.boolean(), rankmath: v.boolean() })),
});

export const CategoriesAnswer = v.array(v.object({ id: wpId, name: clipped(200) }));
export const AuthorsAnswer = v.array(v.object({ id: wpId, name: clipped(200) }));
export const TitlesAnswer = v.array(v.object({ id: wpId, title: clipped(1000), type: postType }));
export const ContentAnswer = v.array(v.object({ id: wpId, title: clipped(1000), url: clipped(2000), type: postType }));
export const PublishedAnswer = v.object({ id: wpId, url: clipped(2000), status: clipped(40) });

/** The plugin's `{ code, message }` error body. */
export const SiteErrorAnswer = v.object({ message: clipped(500) });
