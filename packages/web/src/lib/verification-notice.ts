import type { ToastInput } from "./toasts";

const FAILURES: Record<string, string> = {
  invalid_token: "Invalid verification token",
  expired_token: "Verification token has expired",
  server_error: "Server error occurred. Please try again later",
};

/** The toast for the parameters the email-verification link redirects back with, if any. */
export function verificationNotice(search: { verified?: string; error?: string }): ToastInput | null {
  if (search.verified === "true") {
    return { type: "info", title: "Email Verified", message: "Email verified successfully! You can now log in." };
  }
  if (search.error) {
    return {
      type: "error",
      title: "Verification Failed",
      message: FAILURES[search.error] ?? "An error occurred during verification",
    };
  }
  return null;
}
