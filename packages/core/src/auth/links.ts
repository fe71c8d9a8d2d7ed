import { Resource } from "sst";

export namespace Links {
  export function verifyEmail(token: string) {
    return `${Resource.Site.url}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
  }

  export function resetPassword(token: string) {
    return `${Resource.Site.url}/auth/reset-password?token=${encodeURIComponent(token)}`;
  }

  export function confirmEmail(token: string) {
    return `${Resource.Site.url}/api/auth/confirm-email?token=${encodeURIComponent(token)}`;
  }
}
