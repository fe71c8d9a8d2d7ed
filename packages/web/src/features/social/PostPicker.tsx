import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { CheckList } from "../../components/ui/CheckList";
import { Icon } from "../../components/ui/Icon";
import { messageOf } from "../../lib/api";
import { normalizeSearchTerm, SEARCH_DEBOUNCE_MS } from "../../lib/list-search";
import { MAX_POSTS, type PickedPost, togglePost } from "./generate-form";
import { agentPostsQueryOptions } from "./social-queries";

interface PostPickerProps {
  agentId: string;
  value: PickedPost[];
  onChange: (posts: PickedPost[]) => void;
  error?: string;
  disabled: boolean;
}

/** The site's published posts to make videos of: searched, ticked, and listed once picked; one to ten. */
export function PostPicker({ agentId, value, onChange, error, disabled }: PostPickerProps) {
  const [draft, setDraft] = useState("");
  const [term, setTerm] = useState("");
  const posts = useQuery(agentPostsQueryOptions(agentId, term));

  // The site searches its posts: the request waits for a pause in typing.
  useEffect(() => {
    const next = normalizeSearchTerm(draft) ?? "";
    if (next === term) return;
    const timer = setTimeout(() => setTerm(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, term]);

  return (
    <CheckList
      legend="Posts"
      hint={`Each post becomes one video. Pick 1 to ${MAX_POSTS}; ${value.length} picked.`}
      className="is-wide"
      disabled={disabled}
      error={error}
      header={
        value.length > 0 && (
          <ul className="social-picked" aria-label="Picked posts">
            {value.map((post) => (
              <li key={post.id} className="chip">
                {post.title}
                <button type="button" className="social-chip-remove" onClick={() => onChange(togglePost(value, post))}>
                  <Icon name="close" size={14} />
                  <span className="visually-hidden">Remove {post.title}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      }
      search={{
        label: "Search posts",
        placeholder: "Post title",
        value: draft,
        onChange: setDraft,
        onEnter: () => setTerm(normalizeSearchTerm(draft) ?? ""),
      }}
      query={posts}
      messages={{
        loading: "Loading posts…",
        failed: messageOf(posts.error, "The posts could not be loaded."),
        empty: term ? `No published post matches “${term}”.` : "The site has no published post yet.",
      }}
      items={posts.data ?? []}
      listLabel="Published posts"
      busy={posts.isPlaceholderData}
      value={value}
      max={MAX_POSTS}
      onToggle={(post) => onChange(togglePost(value, { id: post.id, title: post.title }))}
      footer={value.length >= MAX_POSTS && <p className="field-hint">That is {MAX_POSTS} posts, the most one request makes.</p>}
    >
      {(post) => post.title}
    </CheckList>
  );
}
