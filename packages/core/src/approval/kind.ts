/** An approval as its kind reads it: the draft on the site, and the agent's own record of it when there is one. */
export interface Decidable {
  userId: string;
  domainId: string;
  postId: number;
  contentId?: string;
}

/**
 * The draft as the site has it now. `replaces` names the published post a rewrite will be copied onto, for kinds
 * that rewrite one; a kind may add what its own preview shows, such as the post before and after.
 */
export type ApprovalDraft = { excerpt: string; content: string; url: string; replaces?: { id: number; title: string; url: string } } & Record<string, unknown>;

/** What reading, editing, approving and rejecting an approval of one kind do on the site and in its agent's records. */
export interface ApprovalKind {
  read(item: Decidable): Promise<ApprovalDraft>;
  approve(item: Decidable): Promise<void>;
  reject(item: Decidable): Promise<void>;
  edit(item: Decidable, changes: { title: string; excerpt: string; content: string }): Promise<void>;
}
