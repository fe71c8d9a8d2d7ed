import type { ToastInput } from "../../lib/toasts";

const FAILURES: Record<string, string> = {
  invalid_token: "Invalid verification token",
  expired_token: "Verification token has expired",
  email_taken: "This email address is already in use",
  server_error: "Server error occurred. Please try again later",
};

export interface VerificationSearch {
  verified?: string;
  error?: string;
  email_changed?: string;
}

/** The toast for the parameters the email links redirect back with (verification, email change), if any. */
export function verificationNotice(search: VerificationSearch): ToastInput | null {
  if (search.verified === "true") {
    return { type: "info", title: "Email Verified", message: "Email verified successfully! You can now log in." };
  }
  if (search.email_changed === "true") {
    return {
      type: "info",
      title: "Email Changed",
      message: "Your email address has been changed. Please sign in with your new address.",
    };
  }
  // A second click on a verification link is good news, not a failure.
  if (search.error === "already_verified") {
    return { type: "info", title: "Email Verified", message: "Your email is already verified. You can log in." };
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
