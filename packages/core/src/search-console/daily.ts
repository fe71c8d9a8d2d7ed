import { deterministicId } from "../util/id";
import { SearchConsoleConnectionEntity, type SearchConsoleConnectionItem, SYNC_PARTITION } from "./connection.entity";
import { SEARCH_SYNC_RUN } from "./sync";

const DAY_MS = 24 * 60 * 60_000;

/**
 * For the cron: one sync a day (UTC) for every connected domain with a property, read through
 * the sparse index of connected domains. The run's id comes from the domain and the day, so ticks
 * that overlap start it once. Answers how many it started.
 */
export async function startDailySyncs(now = Date.now()) {
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const day = new Date(dayStart).toISOString().slice(0, 10);
  // Runs (credits, the queue) load when there is a sync to start.
  const { Job } = await import("../job");
  let started = 0;
  let cursor: string | null = null;
  do {
    const page: { data: SearchConsoleConnectionItem[]; cursor: string | null } = await SearchConsoleConnectionEntity.query
      .toSync({ syncKey: SYNC_PARTITION })
      .go({ cursor, limit: 100 });
    for (const connection of page.data) {
      if (connection.status !== "connected" || !connection.property || (connection.lastSyncAt ?? 0) >= dayStart) continue;
      const { userId, domainId } = connection;
      const run = await Job.start({
        userId,
        domainId,
        kind: SEARCH_SYNC_RUN,
        agentId: domainId,
        trigger: "schedule",
        runId: deterministicId("run", `${SEARCH_SYNC_RUN}:${domainId}:${day}`, dayStart),
        credits: 0,
        input: { property: connection.property },
      });
      if (Date.parse(run.created_at) >= now) started++;
    }
    cursor = page.cursor;
  } while (cursor);
  return { "search console syncs started": started };
}
