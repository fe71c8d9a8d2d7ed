/**
 * Leaving for checkout is remembered in this tab, so that coming back to /topup without the success
 * parameters (the checkout's cancel link, or Back) can be told apart from an ordinary visit.
 */
const KEY = "checkoutStartedAt";

/** Older than this, a marker is a checkout left open and forgotten, not one the user just backed out of. */
export const CHECKOUT_ABANDON_MS = 60 * 60 * 1000;

// Tab-scoped on purpose: a checkout finished or abandoned in a closed tab says nothing about this one.
function tab(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function markCheckoutStarted(now = Date.now()): void {
  try {
    tab()?.setItem(KEY, String(now));
  } catch {
    // Storage full or blocked: the return simply reads as an ordinary visit.
  }
}

export function clearCheckoutStarted(): void {
  try {
    tab()?.removeItem(KEY);
  } catch {}
}

/** True once for a checkout the user left recently without paying; the marker is used up either way. */
export function takeAbandonedCheckout(now = Date.now()): boolean {
  const startedAt = Number(tab()?.getItem(KEY) ?? Number.NaN);
  clearCheckoutStarted();
  return Number.isFinite(startedAt) && now - startedAt >= 0 && now - startedAt < CHECKOUT_ABANDON_MS;
}
