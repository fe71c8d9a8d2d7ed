import { createHash } from "node:crypto";
import { Resource } from "sst";
import { decrypt, encrypt } from "../util/crypto";
import { REFRESH_PARTITION } from "./account.entity";

const DAY_MS = 24 * 60 * 60_000;
/** Instagram refreshes only a token at least a day old. */
export const MIN_TOKEN_AGE_MS = DAY_MS;
/** A token is refreshed once it is this close to expiry. */
export const REFRESH_WINDOW_MS = 7 * DAY_MS;

export const RECONNECT_MESSAGE = "Reconnect this Instagram account on your profile first.";

// Sealed with the key the 2FA secrets use: a copy of the table alone reveals no token.
export const sealToken = (token: string) => encrypt(token, Resource.TwoFactorKey.value);
export const unsealToken = (sealed: string) => decrypt(sealed, Resource.TwoFactorKey.value);

/** The stored form of a fresh token, with the fields the refresh index is built from. */
export function tokenFields(token: string, issuedAt: number, expiresInSeconds: number) {
  const expiresAt = issuedAt + expiresInSeconds * 1000;
  return {
    tokenSealed: sealToken(token),
    tokenIssuedAt: issuedAt,
    tokenExpiresAt: expiresAt,
    status: "connected" as const,
    refreshKey: REFRESH_PARTITION,
    refreshAfter: Math.max(issuedAt + MIN_TOKEN_AGE_MS, expiresAt - REFRESH_WINDOW_MS),
  };
}

const CROCKFORD = "0123456789abcdefghjkmnpqrstvwxyz";

/** The same id for the same Instagram account on the same domain, so connecting it again updates the link. */
export function accountIdFor(domainId: string, igUserId: string) {
  const digest = createHash("sha256").update(`${domainId}:${igUserId}`).digest();
  let id = "";
  for (let index = 0; index < 26; index++) id += CROCKFORD[digest[index]! % 32];
  return `iga_${id}`;
}
