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
