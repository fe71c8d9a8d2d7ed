// The site bridge and post records load when an item is decided, not when the queue is listed.
const content = async () => (await import("../content")).Content;
const posts = async () => (await import("../blog/content")).BlogContent;

interface Decidable {
  domainId: string;
  postId: number;
  contentId?: string;
}

export interface ApprovalKind {
  read(item: Decidable): Promise<{ excerpt: string; content: string; url: string }>;
  approve(item: Decidable): Promise<void>;
  reject(item: Decidable): Promise<void>;
  edit(item: Decidable, changes: { title: string; excerpt: string; content: string }): Promise<void>;
}

/** What approving, rejecting and editing do on the site, per kind of item (blog drafts today). */
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
    async edit(item, changes) {
      await (await content()).update(item.domainId, item.postId, changes);
      if (item.contentId) await (await posts()).retitle(item.contentId, changes.title);
    },
  },
};
