import { Content } from "../content";
import { BlogContent } from "../blog/content";

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
      const post = await Content.post(item.domainId, item.postId);
      return { excerpt: post.excerpt, content: post.content, url: post.url };
    },
    async approve(item) {
      const published = await Content.update(item.domainId, item.postId, { status: "publish" });
      if (item.contentId) await BlogContent.setStatus(item.contentId, "publish", published.url);
    },
    async reject(item) {
      await Content.remove(item.domainId, item.postId);
      if (item.contentId) await BlogContent.setStatus(item.contentId, "failed");
    },
    async edit(item, changes) {
      await Content.update(item.domainId, item.postId, changes);
      if (item.contentId) await BlogContent.retitle(item.contentId, changes.title);
    },
  },
};
