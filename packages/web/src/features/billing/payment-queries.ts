import type { CreditPackage } from "@sitecrew/core/payment/schema";
import type { Pagination } from "@sitecrew/core/util/page";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";
import type { SessionStatus } from "./topup";

export interface CreditPackagePage {
  data: CreditPackage[];
  pagination: Pagination;
}

export const CREDIT_PACKAGES_QUERY_KEY = ["payment", "credit-packages"] as const;

export function fetchCreditPackages(page: number, limit: number, search: string | undefined, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  // An empty search is not sent at all.
  if (search) params.set("search", search);
  return api<CreditPackagePage>(`/payment/get-credit-packages?${params}`, { signal });
}

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
  api<{ url: string }>("/payment/topup-checkout-session", { json: { creditPackageId, attemptId } });

/** Confirms a session after the return from checkout; the server credits a paid one exactly once. */
export const getSessionStatus = (sessionId: string) =>
  api<{ data: SessionStatus }>(`/payment/get-session-status/${encodeURIComponent(sessionId)}`, { method: "POST" }).then(
    (answer) => answer.data,
  );
