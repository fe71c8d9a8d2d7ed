import { useEffect, useState } from "react";
import { normalizeSearchTerm, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from "../../lib/list-search";
import { TextField } from "./TextField";

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  className?: string;
  /** The search term in the URL, absent when empty. */
  search: string | undefined;
  /** Must be stable: the debounce restarts when it changes. */
  onSearch: (search: string | undefined) => void;
}

/** A list's search box: the URL follows 300 ms after typing stops, or at once on Enter. */
export function SearchBox({ label, placeholder, className, search, onSearch }: SearchBoxProps) {
  const [draft, setDraft] = useState(search ?? "");
  // When the URL changes by other means (Back, "Clear the search"), the box follows it.
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    if (normalizeSearchTerm(draft) !== search) setDraft(search ?? "");
  }

  useEffect(() => {
    const term = normalizeSearchTerm(draft);
    if (term === search) return;
    const timer = setTimeout(() => onSearch(term), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, search, onSearch]);

  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const term = normalizeSearchTerm(draft);
        if (term !== search) onSearch(term);
      }}
    >
      <TextField
        label={label}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
