import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api";

export interface LedgerEntry {
  id: string;
  /** topup, hold, capture, release, refund, reversal or adjustment. */
  kind: string;
  /** Signed: positive adds to the balance, negative takes from it. */
  credits: number;
  balance_after: number;
  reference: string;
  created_at: string;
}

export interface Pagination {
  currentPage: number;
  limit: number;
  total: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
  nextPage: number | null;
  prevPage: number | null;
}

export interface LedgerPage {
  data: LedgerEntry[];
  pagination: Pagination;
}

export const LEDGER_QUERY_KEY = ["credits", "ledger"] as const;

export const fetchLedger = (page: number, limit: number, signal?: AbortSignal) =>
  api<LedgerPage>(`/credits/ledger?${new URLSearchParams({ page: String(page), limit: String(limit) })}`, { signal });

/** One page of the credit history, newest first; the previous page stays on screen while the next one loads. */
export const ledgerQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...LEDGER_QUERY_KEY, { page, limit }],
    queryFn: ({ signal }) => fetchLedger(page, limit, signal),
    placeholderData: keepPreviousData,
  });
