import { Resource } from "sst";
import { isConditionFailure } from "../db/errors";
import { VisibleError } from "../error";
import { decrypt, encrypt } from "../util/crypto";
import { googleApp } from "./config";
import { SearchConsoleConnectionEntity, type SearchConsoleConnectionItem, SYNC_PARTITION } from "./connection.entity";
import { Google, GoogleError } from "./google";
import { queueBrokenNotice } from "./notice";

/** An access token this close to expiry is renewed before use. */
const EXPIRY_MARGIN_MS = 60_000;

export const RECONNECT_MESSAGE = "Google no longer accepts this Search Console connection. Please connect it again.";

// Sealed with the key the 2FA secrets use, as Instagram's tokens are: a copy of the table alone reveals no grant.
export const sealToken = (token: string) => encrypt(token, Resource.TwoFactorKey.value);
export const unsealToken = (sealed: string) => decrypt(sealed, Resource.TwoFactorKey.value);

export const reconnect = () => new VisibleError("conflict", "search_console_broken", RECONNECT_MESSAGE);

type Key = Pick<SearchConsoleConnectionItem, "userId" | "domainId">;

/**
 * Google refused the grant: the connection is marked broken with Google's words, and the owner
 * gets one email. Only the write that changes connected -> broken sends it, however many syncs
 * and screens meet the refusal at once.
 */
export async function markBroken(key: Key, reason: string) {
  try {
    await SearchConsoleConnectionEntity.patch(key)
      .set({ status: "broken", reason, syncKey: SYNC_PARTITION })
      .remove(["accessSealed", "accessExpiresAt"])
      .where((attr, op) => op.eq(attr.status, "connected"))
      .go({ response: "none" });
  } catch (error) {
    if (isConditionFailure(error)) return;
    throw error;
  }
  await queueBrokenNotice(key, reason);
}

async function renew(connection: SearchConsoleConnectionItem, now: number) {
  try {
    const fresh = await Google.refresh(googleApp(), unsealToken(connection.refreshSealed));
    await SearchConsoleConnectionEntity.patch({ userId: connection.userId, domainId: connection.domainId })
      .set({ accessSealed: sealToken(fresh.accessToken), accessExpiresAt: now + fresh.expiresInSeconds * 1000 })
      .go({ response: "none" });
    return fresh.accessToken;
  } catch (error) {
    if (error instanceof GoogleError && error.grantRefused) {
      await markBroken(connection, error.reason);
      throw reconnect();
    }
    throw error;
  }
}

/**
 * Calls Google with the connection's access token, renewed when due. A token Google turns away
 * (401) is renewed once and the call tried again; a grant Google refuses breaks the connection.
 */
export async function withAccessToken<T>(connection: SearchConsoleConnectionItem, call: (token: string) => Promise<T>, now = Date.now()): Promise<T> {
  if (connection.status !== "connected") throw reconnect();
  const cached = connection.accessSealed && (connection.accessExpiresAt ?? 0) > now + EXPIRY_MARGIN_MS ? unsealToken(connection.accessSealed) : undefined;
  const token = cached ?? (await renew(connection, now));
  try {
    return await call(token);
  } catch (error) {
    if (!(error instanceof GoogleError) || error.details.status !== 401) throw error;
    return call(await renew(connection, now));
  }
}

/** Ends a grant at Google. A refusal there (revoked already, Google not set up any more) changes nothing here: the grant is forgotten either way. */
export async function revokeGrant(key: Key, refreshSealed: string) {
  try {
    await Google.revoke(googleApp(), unsealToken(refreshSealed));
  } catch (error) {
    console.warn(`[search-console] revoking the grant of ${key.domainId} failed`, error);
  }
}
