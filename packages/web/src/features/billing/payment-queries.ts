import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";

export const CREDIT_PACKAGES_QUERY_KEY = ["payment", "credit-packages"] as const;

// An empty search is not sent at all.
export const fetchCreditPackages = (page: number, limit: number, search: string | undefined, signal?: AbortSignal) =>
  read(api.payment["get-credit-packages"].$get({ query: { page: String(page), limit: String(limit), search: search || undefined } }, cancelledBy(signal)));

/** One page of the packages on sale; the previous page stays on screen while the next one loads. */
export const creditPackagesQueryOptions = (page: number, limit: number, search: string | undefined) =>
  queryOptions({
    queryKey: [...CREDIT_PACKAGES_QUERY_KEY, { page, limit, search: search ?? "" }],
    queryFn: ({ signal }) => fetchCreditPackages(page, limit, search, signal),
    placeholderData: keepPreviousData,
  });

/**
 * A checkout session for one package; the server takes the amount from the package. `attemptId`
 * names this purchase attempt, so a retried request reuses its session and the next purchase gets its own.
 */
export const createTopupCheckout = (creditPackageId: string, attemptId: string) =>
  read(api.payment["topup-checkout-session"].$post({ json: { creditPackageId, attemptId } }));

/** Confirms a session after the return from checkout; the server credits a paid one exactly once. */
export const getSessionStatus = (sessionId: string) =>
  read(api.payment["get-session-status"][":sessionId"].$post({ param: { sessionId: encodeURIComponent(sessionId) } })).then((answer) => answer.data);
