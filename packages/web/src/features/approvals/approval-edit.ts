import * as v from "valibot";

/**
 * The edit form's rules, the same as the API's (`EditInput` in core's approval module, which lives beside the
 * database code and so cannot be loaded in the browser); the API checks them again and its field errors show too.
 */
export const ApprovalEditSchema = v.object({
  title: v.pipe(v.string("Title is required"), v.trim(), v.nonEmpty("Title is required"), v.maxLength(300, "Title must be at most 300 characters")),
  excerpt: v.pipe(v.string(), v.trim(), v.maxLength(2000, "Excerpt must be at most 2000 characters")),
  content: v.pipe(v.string("Content is required"), v.nonEmpty("Content is required"), v.maxLength(500_000, "Content is too long")),
});

/**
 * The draft's HTML as a complete document for a sandboxed frame: no scripts run in it, and links open outside it.
 * The frame inherits the dashboard's content policy, so the site's own styles and images do not load there.
 */
export function previewDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"></head><body>${html}</body></html>`;
}
