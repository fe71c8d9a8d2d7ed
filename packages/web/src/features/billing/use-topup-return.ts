import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { messageOf } from "../../lib/api";
import { clearCheckoutStarted, takeAbandonedCheckout } from "./checkout-marker";
import { toast } from "../../lib/toasts";
import { readTopupReturn, type TopupSearch, topupResultToast } from "./topup";
import { balanceQueryOptions } from "./balance-queries";
import { CREDITS_QUERY_KEY } from "./credit-queries";
import { getSessionStatus } from "./payment-queries";

// Sessions already confirmed by this tab: StrictMode's second effect run, or a late re-render, must not repeat one.
const confirmedSessions = new Set<string>();

/** A fresh balance, not one a fetch started before the credits landed; the header reads the same query. */
async function refreshBalance(queryClient: QueryClient): Promise<void> {
  const options = balanceQueryOptions();
  await queryClient.cancelQueries({ queryKey: options.queryKey });
  await queryClient.fetchQuery(options);
}

async function confirmTopup(queryClient: QueryClient, sessionId: string): Promise<void> {
  try {
    const status = await getSessionStatus(sessionId);
    // The balance's polling catches up later if this read fails; the payment itself is confirmed.
    await Promise.allSettled([refreshBalance(queryClient), queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY })]);
    toast(topupResultToast(status));
  } catch (error) {
    toast({ type: "error", message: messageOf(error, "Your payment could not be confirmed. Please try again later.") });
  }
}

export interface TopupReturnState {
  /** The payment is being confirmed. */
  confirming: boolean;
  /** The user came back from checkout without paying. */
  cancelled: boolean;
}

/**
 * Handles the return from checkout. `?message=topup_success&session_id=cs_…` and `?message=topup_cancelled`
 * leave the URL at once (replace, so Back and reload do not repeat them); a success is then confirmed, the
 * balance refreshed and the outcome toasted. A plain return right after leaving for checkout (its cancel
 * link without parameters, or Back) also counts as cancelled.
 */
export function useTopupReturn(search: Pick<TopupSearch, "message" | "session_id">, clearReturnParams: () => void): TopupReturnState {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const result = readTopupReturn(search);
  const kind = result.kind;
  const sessionId = result.kind === "success" ? result.sessionId : undefined;

  useEffect(() => {
    if (kind === "none") {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the marker is in sessionStorage and reading it consumes it, which must not happen during render
      if (takeAbandonedCheckout()) setCancelled(true);
      return;
    }
    clearReturnParams();
    clearCheckoutStarted();
    if (kind === "cancelled") setCancelled(true);
    if (!sessionId || confirmedSessions.has(sessionId)) return;
    confirmedSessions.add(sessionId);
    setCancelled(false);
    setConfirming(true);
    void confirmTopup(queryClient, sessionId).finally(() => setConfirming(false));
  }, [kind, sessionId, clearReturnParams, queryClient]);

  // Back from checkout may restore this page from the back/forward cache, where effects do not run again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && takeAbandonedCheckout()) setCancelled(true);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  return { confirming, cancelled };
}
