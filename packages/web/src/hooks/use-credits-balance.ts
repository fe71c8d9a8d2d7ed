import { useEffect } from "react";
import { BalancePoller } from "../lib/balance-poller";
import { creditsStore, setCredits } from "../lib/credits";
import { fetchBalance } from "../queries/balance";
import { useStore } from "./use-store";

const poller = new BalancePoller({ fetchBalance, onBalance: setCredits });

/** Polls while mounted; only the signed-in shell mounts it. */
export function useCreditsBalance(): number | null {
  useEffect(() => {
    poller.start();
    return () => poller.stop();
  }, []);
  return useStore(creditsStore);
}
