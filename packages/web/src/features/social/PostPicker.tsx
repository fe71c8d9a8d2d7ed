import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Icon } from "../../components/ui/Icon";
import { Spinner } from "../../components/ui/Spinner";
import { TextField } from "../../components/ui/TextField";
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
  const errorId = useId();
  const full = value.length >= MAX_POSTS;

  useEffect(() => {
    const next = normalizeSearchTerm(draft) ?? "";
    if (next === term) return;
    const timer = setTimeout(() => setTerm(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, term]);

  return (
    <fieldset className="field social-posts is-wide" disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">Posts</legend>
      <p className="field-hint">
        Each post becomes one video. Pick 1 to {MAX_POSTS}; {value.length} picked.
      </p>
      {value.length > 0 && (
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
      )}
      <TextField
        label="Search posts"
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once rather than sending the form.
          if (event.key !== "Enter") return;
          event.preventDefault();
          setTerm(normalizeSearchTerm(draft) ?? "");
        }}
        placeholder="Post title"
        autoComplete="off"
        enterKeyHint="search"
      />
      {posts.isPending ? (
        <Spinner label="Loading posts…" />
      ) : posts.isError ? (
        <div role="alert" className="field-error">
          {messageOf(posts.error, "The posts could not be loaded.")}{" "}
          <Button variant="secondary" size="sm" onClick={() => void posts.refetch()}>
            Retry
          </Button>
        </div>
      ) : posts.data.length === 0 ? (
        <p className="field-hint">{term ? `No published post matches “${term}”.` : "The site has no published post yet."}</p>
      ) : (
        <ul className="social-post-results" aria-label="Published posts" aria-busy={posts.isPlaceholderData || undefined}>
          {posts.data.map((post) => {
            const picked = value.some((chosen) => chosen.id === post.id);
            return (
              <li key={post.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={picked}
                    disabled={!picked && full}
                    onChange={() => onChange(togglePost(value, { id: post.id, title: post.title }))}
                  />
                  {post.title}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {full && <p className="field-hint">That is {MAX_POSTS} posts, the most one request makes.</p>}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
