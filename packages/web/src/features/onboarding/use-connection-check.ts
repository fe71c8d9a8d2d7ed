import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { canCheckConnection, CONNECTION_CHECK_DELAY_MS, type ConnectionCheck, INITIAL_CONNECTION_CHECK, nextConnectionCheck, pause } from "./onboarding";
import { DOMAINS_QUERY_KEY } from "../domains/domain-queries";
import { verifyLicense } from "../domains/license-queries";

/** Asks whether the plugin has connected with the key; the pause gives a just-pressed Connect time to land. */
export function useConnectionCheck(onConnected: () => void): {
  state: ConnectionCheck;
  check: (licenseKey: string) => Promise<void>;
} {
  const queryClient = useQueryClient();
  const [state, setState] = useState(INITIAL_CONNECTION_CHECK);
  // Read synchronously, so a double click cannot start two checks before React re-renders.
  const current = useRef(state);

  const check = useCallback(
    async (licenseKey: string) => {
      const update = (next: ConnectionCheck) => {
        current.current = next;
        setState(next);
      };
      if (!canCheckConnection(current.current)) return;
      update(nextConnectionCheck(current.current, "start"));
      await pause(CONNECTION_CHECK_DELAY_MS);
      const connected = await verifyLicense(licenseKey).catch(() => null);
      update(nextConnectionCheck(current.current, connected === null ? "errored" : connected ? "connected" : "failed"));
      if (!connected) return;
      onConnected();
      void queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY });
    },
    [onConnected, queryClient],
  );

  return { state, check };
}
