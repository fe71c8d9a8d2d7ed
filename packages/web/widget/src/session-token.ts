export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

/** The API's rule for a visitor's session token. */
export const SESSION_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** 24 random bytes as base64url: 32 characters that name one visitor's conversation. */
export function newSessionToken(fill: RandomFill = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = fill(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
