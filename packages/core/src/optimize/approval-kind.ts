import type { ApprovalKind } from "../approval/kind";

// The site bridge, the records and the comparison load when an item is decided, not when the queue is listed.
const content = async () => (await import("../content")).Content;
const optimizations = async () => (await import("./record")).OptimizationRecord;
const comparisons = async () => (await import("./comparison")).OptimizationComparison;

/**
 * A rewrite saved as a draft beside the post it improves. Approving copies the draft (with any
 * edits the owner made to it) onto the original post, which keeps its address and status, then
 * trashes the draft.
 */
export const optimizationApproval: ApprovalKind = {
  /** The post before and after, its scores and the checks that changed, besides the draft. */
  async read(item) {
    const [draft, record] = await Promise.all([(await content()).post(item.domainId, item.postId), (await optimizations()).load(item.userId, item.contentId!)]);
    const replaces = { id: record.oldPostId, title: record.oldTitle, url: record.postUrl ?? "" };
    const comparison = await (await comparisons()).view(record, draft);
    return { excerpt: draft.excerpt, content: draft.content, url: draft.url, replaces, ...comparison };
  },
  async approve(item) {
    const site = await content();
    const record = await (await optimizations()).load(item.userId, item.contentId!);
    const draft = await site.post(item.domainId, item.postId);
    const updated = await site.update(item.domainId, record.oldPostId, {
      title: draft.title,
      content: draft.content,
      excerpt: draft.excerpt,
      seo: draft.seo,
    });
    await site.remove(item.domainId, item.postId);
    await (await optimizations()).decide(item.userId, record.optimizationId, "approved", updated.url);
  },
  async reject(item) {
    await (await content()).remove(item.domainId, item.postId);
    await (await optimizations()).decide(item.userId, item.contentId!, "rejected");
  },
  async edit(item, changes) {
    await (await content()).update(item.domainId, item.postId, changes);
    await (await optimizations()).retitle(item.userId, item.contentId!, changes.title);
  },
};
