import { useUserId } from "../actor";
import { isConditionFailure } from "../db/errors";
import { VisibleError } from "../error";
import { Site } from "../site";
import { randomToken, safeEqual, sha256 } from "../util/crypto";
import { InstagramAccountEntity } from "./account.entity";
import { accountView, type InstagramAccountView } from "./accounts";
import { instagramApp, redirectUri } from "./config";
import { Graph, InstagramError } from "./graph";
import { keepPicture } from "./picture";
import { type CallbackQuery, INSTAGRAM_SCOPES } from "./schema";
import { InstagramStateEntity } from "./state.entity";
import { accountIdFor, tokenFields } from "./token";

export const STATE_LIFETIME_MS = 10 * 60_000;
// Kept a day past expiry, then DynamoDB's TTL removes it.
const RETENTION_S = 24 * 60 * 60;

export const SIGN_IN_REFUSED = "This Instagram sign-in is no longer valid. Please connect the account again.";
export const SIGN_IN_CANCELLED = "The Instagram connection was cancelled.";

export type SignInResult = { ok: true; account: InstagramAccountView } | { ok: false; error: string };

/** Takes the state once: of two uses, or a use after ten minutes, none but the first in time succeeds. */
async function consume(state: string | undefined, now: number) {
  if (!state || state.length > 200) return undefined;
  try {
    const { data } = await InstagramStateEntity.delete({ stateHash: sha256(state) })
      .where((attr, op) => op.gt(attr.expiresAt, now))
      .go({ response: "all_old" });
    return data ?? undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Connecting an Instagram account through Instagram's consent page. The `state` is single-use,
 * lives ten minutes, names the owner and domain, and must come back to the browser that asked
 * for it (the caller hands in the copy it kept there): a sign-in link sent to someone else cannot
 * link their Instagram account to the sender's domain.
 */
export namespace InstagramAuth {
  export async function authUrl(domainId: string) {
    const userId = useUserId();
    const domain = await Site.load(domainId, userId);
    const app = instagramApp();
    const state = randomToken();
    const expiresAt = Date.now() + STATE_LIFETIME_MS;
    await InstagramStateEntity.create({
      stateHash: sha256(state),
      userId,
      domainId: domain.domainId,
      expiresAt,
      ttl: Math.ceil(expiresAt / 1000) + RETENTION_S,
    }).go();
    const url = new URL(`${app.hosts.authorize}/oauth/authorize`);
    url.search = new URLSearchParams({
      client_id: app.appId,
      redirect_uri: redirectUri(),
      response_type: "code",
      scope: INSTAGRAM_SCOPES.join(","),
      state,
    }).toString();
    return { url: url.href, state };
  }

  /** Where the consent page sends the owner back: the code becomes a long-lived token on a stored account link. */
  export async function complete(query: CallbackQuery, browserState: string | undefined, now = Date.now()): Promise<SignInResult> {
    const fromThisBrowser = Boolean(query.state && browserState && safeEqual(query.state, browserState));
    if (!fromThisBrowser) return { ok: false, error: SIGN_IN_REFUSED };
    const granted = await consume(query.state, now);
    if (!granted) return { ok: false, error: SIGN_IN_REFUSED };
    if (query.error)
      return {
        ok: false,
        error: query.error === "access_denied" ? SIGN_IN_CANCELLED : `Instagram did not connect the account: ${query.error_description || query.error}`,
      };
    if (!query.code) return { ok: false, error: SIGN_IN_REFUSED };
    try {
      // The domain may have been removed while the consent page was open.
      await Site.load(granted.domainId, granted.userId);
      const app = instagramApp();
      const short = await Graph.exchangeCode(app, query.code, redirectUri());
      const long = await Graph.longLived(app, short.accessToken);
      const profile = await Graph.me(app, long.accessToken);
      const accountId = accountIdFor(granted.domainId, profile.igUserId);
      const key = { userId: granted.userId, accountId };
      const { data: existing } = await InstagramAccountEntity.get(key).go({ consistent: true });
      const account = {
        ...key,
        domainId: granted.domainId,
        igUserId: profile.igUserId,
        username: profile.username,
        pictureUrl: profile.pictureUrl,
        pictureKept: await keepPicture(key.userId, accountId, profile.pictureUrl),
        ...tokenFields(long.accessToken, now, long.expiresInSeconds),
        createdAt: existing?.createdAt ?? now,
      };
      await InstagramAccountEntity.put(account).go();
      return { ok: true, account: await accountView({ ...account, updatedAt: now }, now) };
    } catch (error) {
      if (error instanceof InstagramError) return { ok: false, error: `Instagram did not connect the account: ${error.reason}` };
      if (error instanceof VisibleError) return { ok: false, error: error.kind === "not_found" ? SIGN_IN_REFUSED : error.message };
      throw error;
    }
  }
}
