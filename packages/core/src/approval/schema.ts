import * as v from "valibot";

/** The owner's edit of a draft waiting for approval; the dashboard's form checks the same rules. */
export const EditInput = v.object({
  title: v.pipe(v.string("Title is required"), v.trim(), v.nonEmpty("Title is required"), v.maxLength(300, "Title must be at most 300 characters")),
  excerpt: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, "Excerpt must be at most 2000 characters")), ""),
  content: v.pipe(v.string("Content is required"), v.nonEmpty("Content is required"), v.maxLength(500_000, "Content is too long")),
});
