import { InstagramAccountEntity, type InstagramAccountItem, REFRESH_PARTITION } from "./account.entity";
import { InstagramAccounts } from "./accounts";

/**
 * For the cron: refreshes every connected account's token that is within a week of expiry (and
 * at least a day old, as Instagram requires). Reads only the tokens due, through the sparse
 * refresh index. A token Instagram refuses marks its account for reconnection.
 */
export async function refreshDue(now = Date.now()) {
  let cursor: string | null = null;
  const counts = { refreshed: 0, reconnect: 0 };
  do {
    const page: { data: InstagramAccountItem[]; cursor: string | null } = await InstagramAccountEntity.query
      .refreshDue({ refreshKey: REFRESH_PARTITION })
      // `lt` on the next millisecond: the sort key goes on past `refreshAfter`, so `lte` would miss `now` itself.
      .lt({ refreshAfter: now + 1 })
      .go({ cursor, limit: 50 });
    for (const account of page.data) {
      const fresh = await InstagramAccounts.find(account.userId, account.accountId);
      if (fresh?.status !== "connected" || fresh.refreshAfter > now) continue;
      const { outcome } = await InstagramAccounts.refresh(fresh, now);
      if (outcome === "refreshed" || outcome === "reconnect") counts[outcome]++;
    }
    cursor = page.cursor;
  } while (cursor);
  return counts;
}
