import { ApiError } from "../../lib/api";

/**
 * Whether a failed 2FA code ends this sign-in attempt. A wrong code (401 invalid_code) leaves the temporary
 * token alive for another try; any other 401 means it is spent (five wrong codes), used or expired.
 */
export function endsTwoFactorSignIn(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code !== "invalid_code";
}
