import type { ApprovalKind } from "../approval/kind";

// The site bridge and post records load when an item is decided, not when the queue is listed.
const content = async () => (await import("../content")).Content;
const posts = async () => (await import("./content")).BlogContent;
const drafts = async () => (await import("./draft-edit")).editDraft;

/** A post the agent saved as a draft: approving publishes it, rejecting trashes it, and its record follows either way. */
export const blogApproval: ApprovalKind = {
  async read(item) {
    const post = await (await content()).post(item.domainId, item.postId);
    return { excerpt: post.excerpt, content: post.content, url: post.url };
  },
  async approve(item) {
    const published = await (await content()).update(item.domainId, item.postId, { status: "publish" });
    if (item.contentId) await (await posts()).setStatus(item.contentId, "publish", published.url);
  },
  async reject(item) {
    await (await content()).remove(item.domainId, item.postId);
    if (item.contentId) await (await posts()).setStatus(item.contentId, "failed");
  },
  /** With the post's record, the fields SiteCrew made from what was edited follow it; a draft without one changes only what was edited. */
  async edit(item, changes) {
    if (item.contentId) await (await drafts())({ ...item, contentId: item.contentId }, changes);
    else await (await content()).update(item.domainId, item.postId, changes);
  },
};
