import { isConditionFailure } from "../db/errors";
import { removeAll, pageOf } from "../db/remove-all";
import { VisibleError } from "../error";
import { Site } from "../site";
import { hostOf } from "../site/domain-name";
import { fn } from "../util/fn";
import { googleApp } from "./config";
import { SearchConsoleConnectionEntity, type SearchConsoleConnectionItem, SYNC_PARTITION } from "./connection.entity";
import { PageDayEntity, PageQueryEntity, SearchPageEntity } from "./figures.entity";
import { Google } from "./google";
import { propertyMatches } from "./properties";
import { PickPropertyInput } from "./schema";
import { SEARCH_SYNC_RUN } from "./sync";
import { reconnect, revokeGrant, withAccessToken } from "./token";

const NOT_CONNECTED = "Connect Google Search Console for this domain first.";
const notConnected = () => new VisibleError("conflict", "search_console_not_connected", NOT_CONNECTED);

/** The connection as the API answers it. */
export function connectionView(connection: SearchConsoleConnectionItem | undefined) {
  return {
    status: connection?.status ?? ("not_connected" as const),
    property: connection?.property ?? null,
    last_sync_at: connection?.lastSyncAt === undefined ? null : new Date(connection.lastSyncAt).toISOString(),
    reason: connection?.status === "broken" ? (connection.reason ?? null) : null,
  };
}

async function connectionOf(domainId: string) {
  const domain = await Site.load(domainId);
  const key = { userId: domain.userId, domainId: domain.domainId };
  const { data } = await SearchConsoleConnectionEntity.get(key).go({ consistent: true });
  return { domain, key, connection: data ?? undefined };
}

async function usable(domainId: string) {
  const found = await connectionOf(domainId);
  if (!found.connection) throw notConnected();
  if (found.connection.status !== "connected") throw reconnect();
  return { ...found, connection: found.connection };
}

/** Removes the figures kept for a domain: what Google reported is not kept past the owner's consent. */
async function removeFigures(key: { userId: string; domainId: string }) {
  await removeAll(
    (cursor) => PageDayEntity.query.byDate(key).go(pageOf(cursor)),
    (item) => ({ ...key, date: item.date, pageKey: item.pageKey }),
    (keys) => PageDayEntity.delete(keys).go(),
  );
  await removeAll(
    (cursor) => PageQueryEntity.query.byPage(key).go(pageOf(cursor)),
    (item) => ({ ...key, pageKey: item.pageKey, rank: item.rank }),
    (keys) => PageQueryEntity.delete(keys).go(),
  );
  await removeAll(
    (cursor) => SearchPageEntity.query.byKey(key).go(pageOf(cursor)),
    (item) => ({ ...key, pageKey: item.pageKey }),
    (keys) => SearchPageEntity.delete(keys).go(),
  );
}

async function forget(key: { userId: string; domainId: string }, connection: SearchConsoleConnectionItem) {
  await revokeGrant(key, connection.refreshSealed);
  await SearchConsoleConnectionEntity.delete(key).go({ response: "none" });
  await removeFigures(key);
}

/** For a domain being removed: its grant revoked, its figures gone. */
export async function forgetDomain(key: { userId: string; domainId: string }) {
  const { data } = await SearchConsoleConnectionEntity.get(key).go({ consistent: true });
  if (data) await forget(key, data);
  else await removeFigures(key);
}

/** A domain's link to Google Search Console: its state, its property, disconnecting, and a sync now. */
export namespace SearchConsole {
  export async function status(domainId: string) {
    return connectionView((await connectionOf(domainId)).connection);
  }

  /** The properties the Google account can read (`sites.list`), as Google names them. */
  export async function properties(domainId: string) {
    const { connection } = await usable(domainId);
    return withAccessToken(connection, (token) => Google.sites(googleApp(), token));
  }

  /**
   * Picks the domain's property. It must be one the Google account can read and the domain's own
   * (`propertyMatches`). Another property than before starts the figures over.
   */
  export const pick = fn(PickPropertyInput, async ({ property }, domainId: string) => {
    const { domain, key, connection } = await usable(domainId);
    const refuse = (message: string) => new VisibleError("input", "invalid_input", message, { property: message });
    if (!propertyMatches(property, domain)) throw refuse(`${property} is not a Search Console property of ${hostOf(domain.domainName) ?? domain.domainName}.`);
    const listed = await withAccessToken(connection, (token) => Google.sites(googleApp(), token));
    if (!listed.some((entry) => entry.property === property)) throw refuse(`This Google account cannot read ${property} in Search Console.`);
    if (connection.property !== property) await removeFigures(key);
    try {
      const changes = SearchConsoleConnectionEntity.patch(key).set({ property, status: "connected", syncKey: SYNC_PARTITION });
      await (connection.property === property ? changes : changes.remove(["syncedThrough"]))
        .where((attr, op) => op.eq(attr.status, "connected"))
        .go({ response: "none" });
    } catch (error) {
      if (isConditionFailure(error)) throw reconnect();
      throw error;
    }
    return status(domainId);
  });

  /** Revokes the grant at Google and forgets it with the figures. */
  export async function disconnect(domainId: string) {
    const { key, connection } = await connectionOf(domainId);
    if (connection) await forget(key, connection);
    return connectionView(undefined);
  }

  /** A sync now: a free run of kind `search_sync`, shown in Activity. */
  export async function syncNow(domainId: string) {
    const { key, connection } = await usable(domainId);
    if (!connection.property) throw new VisibleError("conflict", "search_console_no_property", "Pick the Search Console property of this domain first.");
    // Runs (the queue) load when a sync starts, not with the status.
    const { Job } = await import("../job");
    return Job.start({ ...key, kind: SEARCH_SYNC_RUN, agentId: key.domainId, trigger: "run_now", credits: 0, input: { property: connection.property } });
  }
}
