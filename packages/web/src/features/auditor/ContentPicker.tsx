import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useId, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { TextField } from "../../components/ui/TextField";
import { messageOf } from "../../lib/api";
import { type ContentItem, filterContent, MAX_AUDIT_ITEMS, toggleContent } from "./auditor-form";
import { FETCH_CONTENT_FAILED_MESSAGE } from "./auditor-messages";
import { siteContentQueryOptions } from "./auditor-queries";

interface ContentPickerProps {
  domainId: string;
  value: ContentItem[];
  onChange: (items: ContentItem[]) => void;
  error?: string;
  disabled: boolean;
}

const TYPE_LABELS = { post: "Post", page: "Page" } as const;

/** The site's pages and posts to analyse: searched by title or address, ticked, counted and cleared. */
export function ContentPicker({ domainId, value, onChange, error, disabled }: ContentPickerProps) {
  const content = useQuery(siteContentQueryOptions(domainId));
  const [term, setTerm] = useState("");
  // The list filters in the browser; typing stays quick on a large site.
  const shownTerm = useDeferredValue(term);
  const errorId = useId();
  const shown = content.data ? filterContent(content.data, shownTerm) : [];

  return (
    <fieldset className="field auditor-content" disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">Content to Analyze</legend>
      <p className="field-hint">Pages and posts of the site to audit, up to {MAX_AUDIT_ITEMS}; each costs credits.</p>
      <div className="auditor-content-bar">
        <span aria-live="polite">
          {value.length} item{value.length === 1 ? "" : "s"} selected
        </span>
        <Button variant="ghost" size="sm" disabled={value.length === 0} onClick={() => onChange([])}>
          Clear All
        </Button>
      </div>
      <TextField
        label="Search content"
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        onKeyDown={(event) => {
          // Enter filters (it already has) rather than sending the form.
          if (event.key === "Enter") event.preventDefault();
        }}
        placeholder="Title or address"
        autoComplete="off"
        enterKeyHint="search"
      />
      {content.isPending ? (
        <Spinner label="Loading the site's content…" />
      ) : content.isError ? (
        <div role="alert" className="field-error">
          {FETCH_CONTENT_FAILED_MESSAGE} {messageOf(content.error, "")}{" "}
          <Button variant="secondary" size="sm" onClick={() => void content.refetch()}>
            Retry
          </Button>
        </div>
      ) : content.data.length === 0 ? (
        <p className="field-hint">The site has no published page or post yet.</p>
      ) : shown.length === 0 ? (
        <p className="field-hint">No page or post matches “{shownTerm.trim()}”.</p>
      ) : (
        <ul className="auditor-content-list" aria-label="The site's pages and posts">
          {shown.map((item) => (
            <li key={item.id}>
              <label className="auditor-content-item">
                <input
                  type="checkbox"
                  checked={value.some((chosen) => chosen.id === item.id)}
                  disabled={value.length >= MAX_AUDIT_ITEMS && !value.some((chosen) => chosen.id === item.id)}
                  onChange={() => onChange(toggleContent(value, item))}
                />
                <span className="auditor-content-text">
                  <span className="auditor-content-title">{item.title || "(no title)"}</span>
                  <span className="auditor-content-url">{item.url}</span>
                </span>
                <span className="badge badge-neutral">{TYPE_LABELS[item.type]}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
