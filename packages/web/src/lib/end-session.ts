import type { QueryClient } from "@tanstack/react-query";
import { clearDomains } from "../features/domains/domains";
import { session } from "./session";
import { setProfileMenuOpen } from "./ui-state";

/** Forgets everything tied to the signed-in account, so the next person on this browser starts clean. */
export function endSession(queryClient: QueryClient): void {
  session.clear();
  clearDomains();
  setProfileMenuOpen(false);
  queryClient.clear();
}
