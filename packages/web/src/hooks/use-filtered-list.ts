import { useCallback } from "react";
import { type UrlList, useUrlList } from "./use-url-list";
import { toPageSearch } from "../lib/pagination";
import type { FilteredSearch } from "../lib/list-search";

type Navigate<TStatus extends string> = (options: { search: FilteredSearch<TStatus>; replace?: boolean; resetScroll: boolean }) => Promise<void>;

export interface FilteredList<TStatus extends string> {
  list: UrlList;
  status: TStatus | undefined;
  /** A new filter starts at page 1. */
  onStatus: (status: TStatus | undefined) => void;
  /** Back to the whole list: no search, no filter. */
  onReset: () => void;
}

/** A URL-paged, searched list with a status filter that paging and searching keep. */
export function useFilteredList<TStatus extends string>(search: FilteredSearch<TStatus>, navigate: Navigate<TStatus>): FilteredList<TStatus> {
  const { status } = search;
  const keepStatus = useCallback(
    (options: Parameters<Navigate<TStatus>>[0]) => navigate({ ...options, search: { ...options.search, status } }),
    [navigate, status],
  );
  const list = useUrlList(search, keepStatus);
  return {
    list,
    status,
    onStatus: (next) => void navigate({ search: { ...toPageSearch(1, list.limit), search: list.search, status: next }, replace: true, resetScroll: false }),
    onReset: () => void navigate({ search: toPageSearch(1, list.limit), resetScroll: false }),
  };
}
