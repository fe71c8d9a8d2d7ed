import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { UrlPaging } from "../../hooks/use-url-list";
import type { Pagination } from "@sitecrew/core/util/page";
import { ListLoadError, ListLoading, PagePastEnd } from "./ListStates";
import { PageControls } from "./PageControls";

/** What a page of rows is shown with: its number, the page count, and whether the rows are still the previous page's. */
export interface ListView {
  page: number;
  totalPages: number;
  stale: boolean;
}

/** One page of rows with how it is shown. */
export interface ListPage<TRow> extends ListView {
  rows: TRow[];
}

export interface PagedListProps<TRow> {
  /** The page's query; it keeps the previous page as placeholder while the next one loads. */
  query: UseQueryResult<{ data: TRow[]; pagination: Pagination }>;
  paging: UrlPaging;
  loadingLabel: string;
  errorTitle: string;
  /** Replaces the error's own message. */
  errorMessage?: string;
  /** Stands in for a list with nothing in it, or nothing that matches the search. */
  empty: ReactNode;
  /** Names the whole list on a page past its end, e.g. "Your domain list". */
  listName: string;
  /** Names the page controls' landmark, e.g. "Domain list pages". */
  pagesLabel: string;
  /** Labels the page-size select, e.g. "Rows per page". */
  sizeLabel: string;
  /** Renders one page's rows; `stale` while they are the previous page's. */
  children: (rows: TRow[], view: ListView) => ReactNode;
  /** Leaves out the page controls when every row fits the first page (a short list nobody pages through). */
  controlsOnlyWhenPaged?: boolean;
}

/** One page of a list paged through the URL and its controls, or the state that stands in for them. */
export function PagedList<TRow>(props: PagedListProps<TRow>) {
  const { paging } = props;
  const { data, isPending, isError, error, isFetching, isPlaceholderData, refetch } = props.query;
  if (isPending) return <ListLoading label={props.loadingLabel} />;
  if (isError) {
    return (
      <ListLoadError
        title={props.errorTitle}
        message={props.errorMessage}
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
        page={paging.page}
        onPage={paging.onPage}
      />
    );
  }
  if (data.pagination.total === 0) return props.empty;
  const { totalPages } = data.pagination;
  if (data.data.length === 0) {
    return <PagePastEnd page={paging.page} totalPages={totalPages} what={props.listName} onPage={paging.onPage} />;
  }
  return (
    <>
      {props.children(data.data, { page: paging.page, totalPages, stale: isPlaceholderData })}
      {props.controlsOnlyWhenPaged && totalPages <= 1 && paging.page <= 1 ? null : (
        <PageControls
          label={props.pagesLabel}
          sizeLabel={props.sizeLabel}
          page={paging.page}
          totalPages={totalPages}
          limit={paging.limit}
          loading={isPlaceholderData && isFetching}
          onPage={paging.onPage}
          onLimit={paging.onLimit}
        />
      )}
    </>
  );
}
