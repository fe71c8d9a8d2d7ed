import { useUserId } from "../actor";
import { isConditionFailure } from "../db/errors";
import { VisibleError } from "../error";
import { Site } from "../site";
import { InstagramAccountEntity, type InstagramAccountItem, REFRESH_PARTITION } from "./account.entity";
import { instagramApp } from "./config";
import { Graph, InstagramError } from "./graph";
import { pictureLink, removePicture } from "./picture";
import { RECONNECT_MESSAGE, tokenFields, unsealToken } from "./token";

const ACCOUNT_ID = /^iga_[0-9a-z]{26}$/;

const notFound = () => new VisibleError("not_found", "not_found", "Instagram account not found");

export const needsReconnect = (account: InstagramAccountItem, now = Date.now()) => account.status === "reconnect" || account.tokenExpiresAt <= now;

/** An account link as the API answers it; the picture is the kept copy, by a link that works for an hour. */
export const accountView = async (account: InstagramAccountItem, now = Date.now()) => ({
  instagram_id: account.accountId,
  username: account.username,
  picture_url: account.pictureKept ? await pictureLink(account.userId, account.accountId) : null,
  status: needsReconnect(account, now) ? ("reconnect" as const) : ("connected" as const),
});

export type InstagramAccountView = Awaited<ReturnType<typeof accountView>>;

/** Instagram accounts linked to the owner's domains, and the care of their tokens. */
export namespace InstagramAccounts {
  export async function find(userId: string, accountId: string): Promise<InstagramAccountItem | undefined> {
    if (!ACCOUNT_ID.test(accountId)) return undefined;
    const { data } = await InstagramAccountEntity.get({ userId, accountId }).go({ consistent: true });
    return data ?? undefined;
  }

  export async function list(domainId: string) {
    const domain = await Site.load(domainId);
    const { data } = await InstagramAccountEntity.query.byDomain({ userId: domain.userId, domainId: domain.domainId }).go({ pages: "all" });
    return Promise.all(data.map((account) => accountView(account)));
  }

  /** Forgets the link and its token; the account itself stays as it is on Instagram. */
  export async function unlink(accountId: string) {
    const userId = useUserId();
    if (!ACCOUNT_ID.test(accountId)) throw notFound();
    try {
      await InstagramAccountEntity.delete({ userId, accountId })
        .where((attr, op) => op.exists(attr.accountId))
        .go();
    } catch (error) {
      if (isConditionFailure(error)) throw notFound();
      throw error;
    }
    await removePicture(userId, accountId);
    return { instagram_id: accountId };
  }

  /** Instagram refused the token: the owner has to sign in again, and the cron stops trying it. */
  export async function markReconnect(account: Pick<InstagramAccountItem, "userId" | "accountId" | "refreshAfter">) {
    try {
      await InstagramAccountEntity.patch({ userId: account.userId, accountId: account.accountId })
        .set({ status: "reconnect", refreshKey: REFRESH_PARTITION, refreshAfter: account.refreshAfter })
        .go();
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  /**
   * Swaps the token for a fresh one. A refusal marks the account for reconnection; no answer at
   * all keeps the current token (still valid) for the next try. Answers the token to use, if any.
   */
  export async function refresh(
    account: InstagramAccountItem,
    now = Date.now(),
  ): Promise<{ outcome: "refreshed" | "kept" | "reconnect" | "gone"; token?: string }> {
    const current = unsealToken(account.tokenSealed);
    try {
      const fresh = await Graph.refresh(instagramApp(), current);
      await InstagramAccountEntity.patch({ userId: account.userId, accountId: account.accountId })
        .set(tokenFields(fresh.accessToken, now, fresh.expiresInSeconds))
        .go();
      return { outcome: "refreshed", token: fresh.accessToken };
    } catch (error) {
      // Unlinked while Instagram answered.
      if (isConditionFailure(error)) return { outcome: "gone" };
      if (!(error instanceof InstagramError)) throw error;
      if (error.unreachable && account.tokenExpiresAt > now) return { outcome: "kept", token: current };
      await markReconnect(account);
      return { outcome: "reconnect" };
    }
  }

  /**
   * The account and a token to publish with, refreshed on the way when due. An account Instagram
   * no longer accepts is refused with what the owner has to do.
   */
  export async function forPublishing(userId: string, accountId: string, now = Date.now()) {
    const account = await find(userId, accountId);
    if (!account) throw notFound();
    if (needsReconnect(account, now)) {
      if (account.status !== "reconnect") await markReconnect(account);
      throw new VisibleError("conflict", "instagram_reconnect", RECONNECT_MESSAGE);
    }
    const token = account.refreshAfter <= now ? (await refresh(account, now)).token : unsealToken(account.tokenSealed);
    if (!token) throw new VisibleError("conflict", "instagram_reconnect", RECONNECT_MESSAGE);
    return { account, token };
  }
}
