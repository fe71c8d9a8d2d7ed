/** What the Instagram sign-in popup told the dashboard: it linked an account, it failed and why, or it was not that popup. */
export type InstagramAuthOutcome = { ok: true } | { ok: false; error: string } | null;

export const INSTAGRAM_AUTH_FAILED = "Instagram could not be connected. Please try again.";

/**
 * Reads a window message as the popup's answer. Only a message from the dashboard's own origin counts (the
 * callback page is served there); any other window may post anything.
 */
export function instagramAuthOutcome(event: { origin: string; data: unknown }, origin: string): InstagramAuthOutcome {
  if (event.origin !== origin || !event.data || typeof event.data !== "object") return null;
  const { type, error } = event.data as { type?: unknown; error?: unknown };
  if (type === "INSTAGRAM_AUTH_SUCCESS") return { ok: true };
  if (type === "INSTAGRAM_AUTH_ERROR") return { ok: false, error: typeof error === "string" && error.trim() ? error : INSTAGRAM_AUTH_FAILED };
  return null;
}

/** The popup's size, centred over the dashboard's window. */
export function popupFeatures(screen: { left: number; top: number; width: number; height: number }, width = 600, height = 700): string {
  const left = Math.max(0, Math.round(screen.left + (screen.width - width) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
