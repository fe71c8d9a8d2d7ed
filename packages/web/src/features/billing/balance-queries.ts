import { queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";

export const BALANCE_POLL_MS = 30_000;

export const BALANCE_QUERY_KEY = ["balance"] as const;

export const fetchBalance = (signal?: AbortSignal) => read(api.balance.$get(undefined, cancelledBy(signal))).then((answer) => answer.data.credits_balance);

/**
 * The credits balance, the one copy every place that shows it reads. Agent runs spend credits in the background,
 * so it is re-read every 30 s while anything shows it; a page that opens reads it afresh.
 */
export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: BALANCE_QUERY_KEY,
    queryFn: ({ signal }) => fetchBalance(signal),
    staleTime: 0,
    refetchInterval: BALANCE_POLL_MS,
  });
