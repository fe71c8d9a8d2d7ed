import { MAX_POSTS_PER_OPTIMIZATION } from "@sitecrew/core/optimize/schema";

/** A post the owner can have rewritten: the site's own id and title. */
export interface PickablePost {
  id: number;
  title: string;
}

/** The most posts one request starts, as the server allows. */
export const MAX_SELECTED = MAX_POSTS_PER_OPTIMIZATION;

/** The posts whose title or id contains the term, ignoring case and surrounding spaces; all of them for no term. */
export function matchPosts<T extends PickablePost>(posts: readonly T[], term: string): T[] {
  const wanted = term.trim().toLowerCase();
  if (!wanted) return [...posts];
  return posts.filter((post) => post.title.toLowerCase().includes(wanted) || String(post.id).includes(wanted));
}

/** Picks a post, or drops it when it is picked already; a full selection takes no more. */
export function toggleSelected(selected: readonly PickablePost[], post: PickablePost): PickablePost[] {
  if (selected.some((picked) => picked.id === post.id)) return selected.filter((picked) => picked.id !== post.id);
  if (selected.length >= MAX_SELECTED) return [...selected];
  return [...selected, { id: post.id, title: post.title }];
}

/** The spec's counter: 'N item(s) selected'. */
export const selectedLabel = (count: number) => `${count} item(s) selected`;
