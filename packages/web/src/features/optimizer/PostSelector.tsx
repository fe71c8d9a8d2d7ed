import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { TextField } from "../../components/ui/TextField";
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
  const counterId = useId();
  const full = value.length >= MAX_SELECTED;
  const shown = posts.data ? matchPosts(posts.data, term) : [];

  return (
    <fieldset className="field optimizer-posts" disabled={disabled} aria-describedby={counterId}>
      <legend className="field-label">Content</legend>
      <TextField
        label="Search content"
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        onKeyDown={(event) => {
          // The list follows as the owner types; Enter must not start the optimization.
          if (event.key === "Enter") event.preventDefault();
        }}
        placeholder="Post title or ID"
        autoComplete="off"
        enterKeyHint="search"
        autoFocusInDialog
      />
      {posts.isPending ? (
        <Spinner label="Loading posts…" />
      ) : posts.isError ? (
        <div role="alert" className="field-error">
          {FETCH_TITLES_FAILED_MESSAGE}{" "}
          <Button variant="secondary" size="sm" onClick={() => void posts.refetch()} loading={posts.isFetching}>
            Retry
          </Button>
        </div>
      ) : posts.data.length === 0 ? (
        <p className="field-hint">The site has no published post yet.</p>
      ) : shown.length === 0 ? (
        <p className="field-hint" role="status">
          {NO_CONTENT_MATCH_MESSAGE}
        </p>
      ) : (
        <ul className="optimizer-post-results" aria-label="Posts of your site">
          {shown.map((post) => {
            const picked = value.some((chosen) => chosen.id === post.id);
            return (
              <li key={post.id}>
                <label>
                  <input type="checkbox" checked={picked} disabled={!picked && full} onChange={() => onChange(toggleSelected(value, post))} />
                  <span className="optimizer-post-title">{post.title}</span>
                  <span className="cell-note">ID {post.id}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <div className="optimizer-selected">
        <span id={counterId} aria-live="polite">
          {selectedLabel(value.length)}
          {full && ", the most one start takes"}
        </span>
        {value.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onChange([])}>
            Clear All
          </Button>
        )}
      </div>
    </fieldset>
  );
}
