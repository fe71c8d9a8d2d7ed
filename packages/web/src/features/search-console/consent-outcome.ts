export type ConsentOutcome = { ok: true } | { ok: false; message: string };

const FALLBACK = "Google did not give access. Please try again.";

/** What the address says when Google's consent page sent the owner back: `?search_console=connected`, or `error` with its message. */
export function consentOutcome(search: string): ConsentOutcome | null {
  const params = new URLSearchParams(search);
  const outcome = params.get("search_console");
  if (outcome === "connected") return { ok: true };
  if (outcome === "error") return { ok: false, message: params.get("message")?.trim() || FALLBACK };
  return null;
}
