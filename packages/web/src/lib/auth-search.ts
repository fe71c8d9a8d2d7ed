const AUTH_MODES = ["login", "register", "forgot-password", "2-fa-verify"] as const;
export type LoginMode = (typeof AUTH_MODES)[number];
export type AuthMode = LoginMode | "reset-password";

export interface LoginSearch {
  mode?: Exclude<LoginMode, "login">;
  verified?: string;
  error?: string;
  /** Where to go after signing in; only same-site paths are kept. */
  redirect?: string;
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);

/** Keeps a post-login destination only if it stays inside the dashboard (no //evil.example, no loop back to /auth). */
export function safeRedirect(value: unknown): string | undefined {
  const path = text(value);
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return undefined;
  if (path === "/" || path.startsWith("/auth/")) return undefined;
  return path;
}

export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const mode = AUTH_MODES.find((m) => m !== "login" && m === search.mode) as LoginSearch["mode"];
  // The verification redirect may carry verified=true as a boolean once parsed from the URL.
  const verified = search.verified === true ? "true" : text(search.verified);
  return { mode, verified, error: text(search.error), redirect: safeRedirect(search.redirect) };
}
