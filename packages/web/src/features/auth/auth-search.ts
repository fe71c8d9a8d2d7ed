const AUTH_MODES = ["login", "register", "forgot-password", "2-fa-verify", "check-inbox"] as const;
export type LoginMode = (typeof AUTH_MODES)[number];
export type AuthMode = LoginMode | "reset-password";

export interface LoginSearch {
  mode?: Exclude<LoginMode, "login">;
  verified?: string;
  error?: string;
  email_changed?: string;
  /** The address a verification email went to, for the check-inbox screen. */
  email?: string;
  /** Where to go after signing in; only same-site paths are kept. */
  redirect?: string;
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);

// Query parsing may already have turned "true" into a boolean.
const flag = (value: unknown): string | undefined => (value === true ? "true" : text(value));

/** Keeps a post-login destination only if it stays inside the dashboard (no //evil.example, no loop back to /auth). */
export function safeRedirect(value: unknown): string | undefined {
  const path = text(value);
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return undefined;
  if (path === "/" || path.startsWith("/auth/")) return undefined;
  return path;
}

function emailParam(value: unknown): string | undefined {
  const email = text(value)?.trim();
  return email && email.length <= 254 && email.includes("@") ? email : undefined;
}

export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const mode = AUTH_MODES.find((m) => m !== "login" && m === search.mode) as LoginSearch["mode"];
  return {
    mode,
    verified: flag(search.verified),
    error: text(search.error),
    email_changed: flag(search.email_changed),
    email: emailParam(search.email),
    redirect: safeRedirect(search.redirect),
  };
}
