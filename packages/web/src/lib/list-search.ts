import { type PageSearch, parsePageSearch } from "./pagination";

export const SEARCH_DEBOUNCE_MS = 300;
/** The server rejects longer search terms. */
export const SEARCH_MAX_LENGTH = 100;

/** A searchable list's URL: paging plus the term, absent when empty. */
export interface ListSearch extends PageSearch {
  search?: string;
}

/** A searchable list's URL with a status filter; absent means all. */
export interface FilteredSearch<TStatus extends string> extends ListSearch {
  status?: TStatus;
}

/**
 * A search term worth sending: trimmed, at most the server's limit, and absent when empty. The router reads a
 * hand-typed `?search=500` as the number 500, so numbers count as terms too.
 */
export function normalizeSearchTerm(value: unknown): string | undefined {
  const text = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  return typeof text === "string" && text.trim() ? text.trim().slice(0, SEARCH_MAX_LENGTH).trim() : undefined;
}

/** The route's `validateSearch` for a paged, searchable list. */
export function parseListSearch(search: Record<string, unknown>): ListSearch {
  return { ...parsePageSearch(search), search: normalizeSearchTerm(search.search) };
}
