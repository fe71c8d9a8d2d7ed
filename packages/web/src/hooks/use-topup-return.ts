import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { messageOf } from "../lib/api";
import { toast } from "../lib/toasts";
import { readTopupReturn, type TopupSearch, topupResultToast } from "../lib/topup";
import { balanceQueryOptions } from "../queries/balance";
import { LEDGER_QUERY_KEY } from "../queries/credits";
import { getSessionStatus } from "../queries/payment";

// Sessions already confirmed by this tab: StrictMode's second effect run, or a late re-render, must not repeat one.
const confirmedSessions = new Set<string>();

/** A fresh balance, not one a fetch started before the credits landed; the header reads the same store. */
async function refreshBalance(queryClient: QueryClient): Promise<void> {
  const options = balanceQueryOptions();
  await queryClient.cancelQueries({ queryKey: options.queryKey });
  await queryClient.fetchQuery(options);
}

async function confirmTopup(queryClient: QueryClient, sessionId: string): Promise<void> {
  try {
    const status = await getSessionStatus(sessionId);
    // The header's poller catches up later if this read fails; the payment itself is confirmed.
    await Promise.allSettled([
      refreshBalance(queryClient),
      queryClient.invalidateQueries({ queryKey: LEDGER_QUERY_KEY }),
    ]);
    toast(topupResultToast(status));
  } catch (error) {
    toast({ type: "error", message: messageOf(error, "Your payment could not be confirmed. Please try again later.") });
  }
}

/**
 * Handles the return from checkout (`?message=topup_success&session_id=cs_…`): the return parameters leave the URL at
 * once (replace, so Back and reload do not repeat them), then the session is confirmed, the balance refreshed and the
 * outcome toasted. Returns true while the confirmation is under way.
 */
export function useTopupReturn(search: Pick<TopupSearch, "message" | "session_id">, clearReturnParams: () => void): boolean {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const result = readTopupReturn(search);
  const kind = result.kind;
  const sessionId = result.kind === "success" ? result.sessionId : undefined;

  useEffect(() => {
    if (kind === "none") return;
    clearReturnParams();
    if (!sessionId || confirmedSessions.has(sessionId)) return;
    confirmedSessions.add(sessionId);
    setConfirming(true);
    void confirmTopup(queryClient, sessionId).finally(() => setConfirming(false));
  }, [kind, sessionId, clearReturnParams, queryClient]);

  return confirming;
}
