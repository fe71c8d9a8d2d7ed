import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { Icon } from "../../components/ui/Icon";
import { SEARCH_DEBOUNCE_MS } from "../../lib/list-search";
import { moveActive } from "../../lib/listbox";
import { messageOf } from "../../lib/api";
import { addKeyword } from "./blog-form";
import { keywordSuggestionsQueryOptions } from "./site-queries";

interface KeywordsFieldProps {
  domainId: string;
  keywords: string[];
  onChange: (keywords: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Keywords as chips: typed and added with Enter, or picked from the suggestions (a combobox: arrows move through
 * them while focus stays in the box).
 */
export function KeywordsField({ domainId, keywords, onChange, error, disabled }: KeywordsFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const [term, setTerm] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const suggestions = useQuery({ ...keywordSuggestionsQueryOptions(domainId, term), enabled: open });
  const chosen = new Set(keywords.map((keyword) => keyword.toLowerCase()));
  const matches = (suggestions.data ?? []).filter((item) => !chosen.has(item.keyword.toLowerCase()));
  const showList = open && matches.length > 0;
  const current = active < matches.length ? active : -1;
  const listId = `${id}-list`;
  const shownError = problem ?? error;
  const errorId = shownError ? `${id}-error` : undefined;

  function add(text: string) {
    const result = addKeyword(keywords, text);
    if (!result.ok) {
      setProblem(result.error);
      return;
    }
    setProblem(null);
    onChange(result.keywords);
    setDraft("");
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      // Enter adds a keyword here; it never submits the form.
      event.preventDefault();
      const match = showList ? matches[current] : undefined;
      add(match ? match.keyword : draft);
      return;
    }
    if (event.key === "Escape" && showList) {
      event.preventDefault();
      setOpen(false);
      return;
    }
    const next = moveActive(current, event.key, matches.length);
    if (next === null || !showList) return;
    event.preventDefault();
    setActive(next);
  }

  return (
    <div className="field is-wide">
      <label className="field-label" htmlFor={`${id}-input`}>
        Keywords
      </label>
      {keywords.length > 0 && (
        <ul className="chip-list" aria-label="Chosen keywords">
          {keywords.map((keyword) => (
            <li key={keyword} className="chip">
              {keyword}
              <button
                type="button"
                className="chip-remove"
                aria-label={`Remove keyword ${keyword}`}
                disabled={disabled}
                onClick={() => onChange(keywords.filter((item) => item !== keyword))}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="keyword-entry">
        <div className="input-frame">
          <input
            id={`${id}-input`}
            className="input"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && current >= 0 ? `${id}-option-${current}` : undefined}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(" ")}
            autoComplete="off"
            enterKeyHint="enter"
            placeholder="Type a keyword and press Enter"
            value={draft}
            disabled={disabled}
            onChange={(event) => {
              setDraft(event.target.value);
              setOpen(true);
              setActive(-1);
              setProblem(null);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
        </div>
        <ul className="keyword-suggestions" id={listId} role="listbox" aria-label="Keyword suggestions" hidden={!showList}>
          {matches.map((item, index) => (
            <li
              key={item.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === current}
              className={index === current ? "keyword-option is-active" : "keyword-option"}
              onPointerMove={() => setActive(index)}
              // Before the input's blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => add(item.keyword)}
            >
              {item.keyword}
            </li>
          ))}
        </ul>
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        Press Enter to add, or pick a suggestion. Up to 20.
        {suggestions.isError && ` ${messageOf(suggestions.error, "Failed to get keywords.")}`}
      </p>
      {shownError && (
        <p className="field-error" id={errorId}>
          {shownError}
        </p>
      )}
    </div>
  );
}
