import type { CreditSummary, LedgerRow } from "@sitecrew/core/credit/schema";
import type { Pagination } from "@sitecrew/core/util/page";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

export interface LedgerPage {
  data: LedgerRow[];
  pagination: Pagination;
}

/** Every credits query starts with this key, so one invalidation refreshes the history and the summary. */
export const CREDITS_QUERY_KEY = ["credits"] as const;
export const LEDGER_QUERY_KEY = [...CREDITS_QUERY_KEY, "ledger"] as const;

export const fetchLedger = (page: number, limit: number, signal?: AbortSignal) =>
  api<LedgerPage>(`/credits/ledger?${new URLSearchParams({ page: String(page), limit: String(limit) })}`, { signal });

/** One page of the credit history, newest first; the previous page stays on screen while the next one loads. */
export const ledgerQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...LEDGER_QUERY_KEY, { page, limit }],
    queryFn: ({ signal }) => fetchLedger(page, limit, signal),
    placeholderData: keepPreviousData,
  });

/** The balance and the last 30 days' spending. */
export const creditSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...CREDITS_QUERY_KEY, "summary"],
    queryFn: ({ signal }) => api<{ data: CreditSummary }>("/credits/summary", { signal }).then((answer) => answer.data),
  });
