import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { CheckList } from "../../components/ui/CheckList";
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
  const shown = content.data ? filterContent(content.data, shownTerm) : [];

  return (
    <CheckList
      legend="Content to Analyze"
      hint={`Pages and posts of the site to audit, up to ${MAX_AUDIT_ITEMS}; each costs credits.`}
      className="auditor-content"
      disabled={disabled}
      error={error}
      search={{ label: "Search content", placeholder: "Title or address", value: term, onChange: setTerm }}
      query={content}
      messages={{
        loading: "Loading the site's content…",
        failed: [FETCH_CONTENT_FAILED_MESSAGE, messageOf(content.error, "")].filter(Boolean).join(" "),
        empty: content.data?.length === 0 ? "The site has no published page or post yet." : `No page or post matches “${shownTerm.trim()}”.`,
      }}
      items={shown}
      listLabel="The site's pages and posts"
      value={value}
      max={MAX_AUDIT_ITEMS}
      onToggle={(item) => onChange(toggleContent(value, item))}
      count={{ label: `${value.length} item${value.length === 1 ? "" : "s"} selected`, onClear: () => onChange([]) }}
    >
      {(item) => (
        <>
          <span className="auditor-content-text">
            <span className="auditor-content-title">{item.title || "(no title)"}</span>
            <span className="auditor-content-url">{item.url}</span>
          </span>
          <span className="badge badge-neutral">{TYPE_LABELS[item.type]}</span>
        </>
      )}
    </CheckList>
  );
}
