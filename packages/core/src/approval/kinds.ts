import type { ComparisonView } from "../optimize/comparison";

// The site bridge and post records load when an item is decided, not when the queue is listed.
const content = async () => (await import("../content")).Content;
const posts = async () => (await import("../blog/content")).BlogContent;
const drafts = async () => (await import("../blog/draft-edit")).editDraft;
const optimizations = async () => (await import("../optimize/record")).OptimizationRecord;
const comparisons = async () => (await import("../optimize/comparison")).OptimizationComparison;

interface Decidable {
  userId: string;
  domainId: string;
  postId: number;
  contentId?: string;
}

export interface ApprovalKind {
  /**
   * `replaces` names the published post a rewrite will be copied onto, for kinds that rewrite one;
   * such kinds also show the post before and after, its scores and the checks that changed.
   */
  read(
    item: Decidable,
  ): Promise<{ excerpt: string; content: string; url: string; replaces?: { id: number; title: string; url: string } } & Partial<ComparisonView>>;
  approve(item: Decidable): Promise<void>;
  reject(item: Decidable): Promise<void>;
  edit(item: Decidable, changes: { title: string; excerpt: string; content: string }): Promise<void>;
}

/** What approving, rejecting and editing do on the site, per kind of item: blog drafts and optimized rewrites. */
export const approvalKinds: Record<string, ApprovalKind> = {
  blog: {
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
  },
  /**
   * A rewrite saved as a draft beside the post it improves. Approving copies the draft (with any
   * edits the owner made to it) onto the original post, which keeps its address and status, then
   * trashes the draft.
   */
  optimization: {
    async read(item) {
      const [draft, record] = await Promise.all([
        (await content()).post(item.domainId, item.postId),
        (await optimizations()).load(item.userId, item.contentId!),
      ]);
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
  },
};
