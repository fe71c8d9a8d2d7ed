import { createHash } from "node:crypto";
import { useUserId } from "../actor";
import { isConditionFailure } from "../db/errors";
import { VisibleError } from "../error";
import { Site } from "../site";
import { randomToken, safeEqual, sha256 } from "../util/crypto";
import { googleApp, redirectUri } from "./config";
import { SearchConsoleConnectionEntity, SYNC_PARTITION } from "./connection.entity";
import { Google, GoogleError } from "./google";
import { type CallbackQuery, SEARCH_CONSOLE_SCOPE } from "./schema";
import { SearchConsoleStateEntity } from "./state.entity";
import { revokeGrant, sealToken, unsealToken } from "./token";

export const STATE_LIFETIME_MS = 10 * 60_000;
// Kept a day past expiry, then DynamoDB's TTL removes it.
const RETENTION_S = 24 * 60 * 60;

export const CONSENT_REFUSED = "This Google sign-in is no longer valid. Please connect Search Console again.";
export const CONSENT_CANCELLED = "The Search Console connection was cancelled.";

export type ConsentResult = { ok: true; domainId: string } | { ok: false; error: string; domainId?: string };

/** PKCE (RFC 7636) with S256: the code is worth nothing without the verifier, which never leaves the server. */
export const pkceChallenge = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

/** Takes the state once: of two uses, or a use after ten minutes, none but the first in time succeeds. */
async function consume(state: string | undefined, now: number) {
  if (!state || state.length > 200) return undefined;
  try {
    const { data } = await SearchConsoleStateEntity.delete({ stateHash: sha256(state) })
      .where((attr, op) => op.gt(attr.expiresAt, now))
      .go({ response: "all_old" });
    return data ?? undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Connecting a domain to Google Search Console through Google's consent page (authorization code
 * with PKCE). The `state` is single-use, lives ten minutes, names the owner and domain, and must
 * come back to the browser that asked for it (the caller hands in the copy it kept there).
 */
export namespace SearchConsoleAuth {
  export async function consentUrl(domainId: string) {
    const userId = useUserId();
    const domain = await Site.load(domainId, userId);
    const app = googleApp();
    const state = randomToken();
    const verifier = randomToken();
    const expiresAt = Date.now() + STATE_LIFETIME_MS;
    await SearchConsoleStateEntity.create({
      stateHash: sha256(state),
      userId,
      domainId: domain.domainId,
      verifierSealed: sealToken(verifier),
      expiresAt,
      ttl: Math.ceil(expiresAt / 1000) + RETENTION_S,
    }).go();
    const url = new URL(`${app.hosts.authorize}/o/oauth2/v2/auth`);
    url.search = new URLSearchParams({
      client_id: app.clientId,
      redirect_uri: redirectUri(),
      response_type: "code",
      scope: SEARCH_CONSOLE_SCOPE,
      state,
      code_challenge: pkceChallenge(verifier),
      code_challenge_method: "S256",
      // A refresh token, every time: the daily sync runs without the owner.
      access_type: "offline",
      prompt: "consent",
    }).toString();
    return { url: url.href, state };
  }

  /** Where the consent page sends the owner back: the code becomes a stored, sealed grant; the property is picked next. */
  export async function complete(query: CallbackQuery, browserState: string | undefined, now = Date.now()): Promise<ConsentResult> {
    const fromThisBrowser = Boolean(query.state && browserState && safeEqual(query.state, browserState));
    if (!fromThisBrowser) return { ok: false, error: CONSENT_REFUSED };
    const granted = await consume(query.state, now);
    if (!granted) return { ok: false, error: CONSENT_REFUSED };
    const { domainId } = granted;
    if (query.error)
      return { ok: false, domainId, error: query.error === "access_denied" ? CONSENT_CANCELLED : `Google did not connect Search Console: ${query.error}` };
    if (!query.code) return { ok: false, domainId, error: CONSENT_REFUSED };
    try {
      // The domain may have been removed while the consent page was open.
      await Site.load(domainId, granted.userId);
      const tokens = await Google.exchangeCode(googleApp(), { code: query.code, verifier: unsealToken(granted.verifierSealed), redirectUri: redirectUri() });
      const key = { userId: granted.userId, domainId };
      const { data: previous } = await SearchConsoleConnectionEntity.get(key).go({ consistent: true });
      // A new grant starts over: the owner picks the property again, and the first sync backfills.
      await SearchConsoleConnectionEntity.put({
        userId: granted.userId,
        domainId,
        status: "connected",
        syncKey: SYNC_PARTITION,
        refreshSealed: sealToken(tokens.refreshToken),
        accessSealed: sealToken(tokens.accessToken),
        accessExpiresAt: now + tokens.expiresInSeconds * 1000,
      }).go();
      // The grant it replaces is of no more use to anyone.
      if (previous) await revokeGrant(key, previous.refreshSealed);
      return { ok: true, domainId };
    } catch (error) {
      if (error instanceof GoogleError) return { ok: false, domainId, error: `Google did not connect Search Console: ${error.reason}` };
      if (error instanceof VisibleError) return { ok: false, error: error.kind === "not_found" ? CONSENT_REFUSED : error.message };
      throw error;
    }
  }
}
