import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CheckList } from "../../components/ui/CheckList";
import { FETCH_TITLES_FAILED_MESSAGE, NO_CONTENT_MATCH_MESSAGE } from "./optimizer-messages";
import { MAX_SELECTED, matchPosts, type PickablePost, selectedLabel, toggleSelected } from "./optimizer-picker";
import { optimizablePostsQueryOptions } from "./optimizer-queries";

interface PostSelectorProps {
  domainId: string;
  value: PickablePost[];
  onChange: (posts: PickablePost[]) => void;
  disabled: boolean;
}

/** The site's published posts, searched by title or id as the owner types, ticked one by one; up to ten. */
export function PostSelector({ domainId, value, onChange, disabled }: PostSelectorProps) {
  const [term, setTerm] = useState("");
  const posts = useQuery(optimizablePostsQueryOptions(domainId));
  const shown = posts.data ? matchPosts(posts.data, term) : [];

  return (
    <CheckList
      legend="Content"
      disabled={disabled}
      search={{ label: "Search content", placeholder: "Post title or ID", value: term, onChange: setTerm, autoFocusInDialog: true }}
      query={posts}
      messages={{
        loading: "Loading posts…",
        failed: FETCH_TITLES_FAILED_MESSAGE,
        empty: posts.data?.length === 0 ? "The site has no published post yet." : NO_CONTENT_MATCH_MESSAGE,
      }}
      items={shown}
      listLabel="Posts of your site"
      value={value}
      max={MAX_SELECTED}
      onToggle={(post) => onChange(toggleSelected(value, post))}
      count={{
        label: value.length >= MAX_SELECTED ? `${selectedLabel(value.length)}, the most one start takes` : selectedLabel(value.length),
        onClear: () => onChange([]),
      }}
    >
      {(post) => (
        <>
          <span className="optimizer-post-title">{post.title}</span>
          <span className="cell-note">ID {post.id}</span>
        </>
      )}
    </CheckList>
  );
}
