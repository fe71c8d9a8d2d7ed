/** The published post a rewrite takes the place of: approving writes the draft over it, at the same address. */
export interface ReplacedPost {
  id: number;
  title: string;
  url: string;
}

/** A kind that rewrites a live post answers its preview with `replaces`; other kinds (a new blog post) have none. */
export function replacedPost(preview: object): ReplacedPost | null {
  const replaces: unknown = "replaces" in preview ? preview.replaces : null;
  if (!replaces || typeof replaces !== "object") return null;
  const { id, title, url } = replaces as Record<string, unknown>;
  if (typeof id !== "number" || typeof title !== "string" || typeof url !== "string") return null;
  return { id, title, url };
}

/** Whether approving an item of this kind changes a post that is already live instead of publishing a new one. */
export const rewritesLivePost = (kind: string) => kind === "optimization";
