import { useCallback } from "react";
import type { ListSearch } from "../lib/list-search";
import { resolvePage, toPageSearch } from "../lib/pagination";

/** Which page of a list the URL shows, and the ways to move to another. */
export interface UrlPaging {
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** The same for a searchable list. */
export interface UrlList extends UrlPaging {
  /** The search term in the URL, absent when empty. */
  search: string | undefined;
  /** Stable while the page size stays: the search box's debounce restarts when it changes. */
  onSearch: (search: string | undefined) => void;
}

/** The route's `navigate`, narrowed to what moving through a list needs. */
type NavigateSearch = (options: { search: ListSearch; replace?: boolean; resetScroll: boolean }) => Promise<void>;

/** A list's page, page size and search, read from the URL and changed by navigating, so Back steps through them. */
export function useUrlList(routeSearch: ListSearch, navigate: NavigateSearch): UrlList {
  const { page, limit } = resolvePage(routeSearch);
  const term = routeSearch.search;

  // Paging keeps the scroll position: the controls sit below the list.
  const go = (nextPage: number, nextLimit: number) => void navigate({ search: { ...toPageSearch(nextPage, nextLimit), search: term }, resetScroll: false });
  // A new search starts at page 1 and replaces the entry, so Back does not replay every debounced term.
  const onSearch = useCallback(
    (search: string | undefined) => void navigate({ search: { ...toPageSearch(1, limit), search }, replace: true, resetScroll: false }),
    [navigate, limit],
  );

  return {
    page,
    limit,
    search: term,
    onPage: (next) => go(next, limit),
    onLimit: (next) => go(1, next),
    onSearch,
  };
}
