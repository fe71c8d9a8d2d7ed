import { Resource } from "sst";

export namespace Links {
  export function verifyEmail(token: string) {
    return `${Resource.Site.url}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
  }

  export function resetPassword(token: string) {
    return `${Resource.Site.url}/auth/reset-password?token=${encodeURIComponent(token)}`;
  }

  /** The form that sends a reset link; it carries no token, so a forwarded or leaked email grants nothing. */
  export function forgotPassword(email: string) {
    return `${Resource.Site.url}/auth/login?mode=forgot-password&email=${encodeURIComponent(email)}`;
  }

  export function confirmEmail(token: string) {
    return `${Resource.Site.url}/api/auth/confirm-email?token=${encodeURIComponent(token)}`;
  }
}
