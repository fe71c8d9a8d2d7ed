import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";
import { browserTimeZone } from "../analytics/analytics-queries";

/** Every credits query starts with this key, so one invalidation refreshes the history and the summary. */
export const CREDITS_QUERY_KEY = ["credits"] as const;
export const LEDGER_QUERY_KEY = [...CREDITS_QUERY_KEY, "ledger"] as const;

export const fetchLedger = (page: number, limit: number, signal?: AbortSignal) =>
  read(api.credits.ledger.$get({ query: { page: String(page), limit: String(limit) } }, cancelledBy(signal)));

/** One page of the credit history, newest first; the previous page stays on screen while the next one loads. */
export const ledgerQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...LEDGER_QUERY_KEY, { page, limit }],
    queryFn: ({ signal }) => fetchLedger(page, limit, signal),
    placeholderData: keepPreviousData,
  });

/** The balance, what is reserved and held, and the last 30 of the owner's days (`tz`, the browser's by default), counted as Analytics counts them. */
export const creditSummaryQueryOptions = (tz: string = browserTimeZone()) =>
  queryOptions({
    queryKey: [...CREDITS_QUERY_KEY, "summary", tz],
    queryFn: ({ signal }) => read(api.credits.summary.$get({ query: { tz } }, cancelledBy(signal))).then((answer) => answer.data),
  });
