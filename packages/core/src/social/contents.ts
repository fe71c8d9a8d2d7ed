import { Counter } from "../db/counter";
import { CounterEntity } from "../db/counter.entity";
import { listPage } from "../db/list";
import { runTransaction } from "../db/transaction";
import { VisibleError } from "../error";
import { isActive, RunEntity } from "../job/run.entity";
import { Media } from "../media";
import { parse } from "../util/fn";
import type { SocialAgentItem } from "./agent.entity";
import { loadContent, moveContent } from "./content-status";
import { IN_FLIGHT_STATUSES, SocialContentEntity, type SocialContentItem, type SocialContentStatus } from "./content.entity";
import { socialAgentContentsCounter, socialContentCounter, socialContentPrefix } from "./counters";
import { loadAgent, loadOwnContent, socialContentNotFound } from "./load";
import { SocialContentListInput } from "./schema";
import { contentView } from "./view";
import { SOCIAL_WATCH_PARTITION, SocialWatchEntity, type SocialWatchItem } from "./watch.entity";

/** Where all of a domain's videos live in storage: removing the domain removes the prefix. */
export const socialDomainFilesPrefix = (domainId: string) => `social/${domainId}/`;

/** How long after a run starts, and then how often, the cron looks whether it ended without its worker. */
export const RUN_CHECK_MS = 5 * 60_000;
/** The most entries one tick handles; the rest wait for the next. */
const TICK_LIMIT = 200;

type ContentRef = Pick<SocialContentItem, "userId" | "contentId" | "agentId" | "domainId">;

const inFlight = (status: string) => (IN_FLIGHT_STATUSES as readonly string[]).includes(status);

/** Why a video cannot be removed now, or nothing when it can. */
function stillWorkedOn(content: Pick<SocialContentItem, "status">) {
  if (content.status === "uploading") return new VisibleError("conflict", "content_busy", "This video is being uploaded. Try again when it is done.");
  if (inFlight(content.status)) return new VisibleError("conflict", "content_busy", "This video is still being made.");
  return undefined;
}

/** The cron's entry for a run working on a video: what a video's creation writes in its own transaction. */
export const watchEntry = (content: Pick<SocialContentItem, "userId" | "contentId">, runId: string, dueAt: number) => ({
  watchKey: SOCIAL_WATCH_PARTITION,
  dueAt,
  userId: content.userId,
  contentId: content.contentId,
  runId,
});

/**
 * Has the cron check on a run that works on the video (publishing it, say) from RUN_CHECK_MS on:
 * if the run dies without its worker, the video fails with the run's reason instead of staying
 * in flight. Safe to repeat.
 */
export async function watchContentRun(content: Pick<SocialContentItem, "userId" | "contentId">, runId: string, now = Date.now()) {
  await SocialWatchEntity.put(watchEntry(content, runId, now + RUN_CHECK_MS)).go();
}

/**
 * Removes a video's item with its counts, only while no run works on it. The agent's own count is
 * left alone when the agent's counters go with the agent.
 */
function deleteRecord(content: ContentRef, options: { agentCount: boolean }) {
  const { userId, contentId, domainId, agentId } = content;
  return runTransaction(
    { SocialContentEntity, CounterEntity },
    (entities) => [
      entities.SocialContentEntity.delete({ userId, contentId })
        .where((attr, op) => [op.exists(attr.contentId), ...(IN_FLIGHT_STATUSES as readonly SocialContentStatus[]).map((status) => op.ne(attr.status, status))].join(" AND "))
        .commit(),
      Counter.change(entities, userId, socialContentCounter(domainId), -1),
      ...(options.agentCount ? [Counter.change(entities, userId, socialAgentContentsCounter(domainId, agentId), -1)] : []),
    ],
    { names: ["content"] },
  );
}

/** The run the video's current status belongs to: its publishing once it has one, else its making. */
function currentRun(content: SocialContentItem, runId: string): "video" | "publish" | undefined {
  if (content.publishRunId) return content.publishRunId === runId ? "publish" : undefined;
  return content.runId === runId ? "video" : undefined;
}

const watchKeyOf = (entry: Pick<SocialWatchItem, "dueAt" | "contentId" | "runId">) => ({
  watchKey: SOCIAL_WATCH_PARTITION,
  dueAt: entry.dueAt,
  contentId: entry.contentId,
  runId: entry.runId,
});

const removeEntry = (entry: SocialWatchItem) => SocialWatchEntity.delete(watchKeyOf(entry)).go();

/** Moves the entry to its next check; of two ticks that both read it, only one moves it. */
async function reschedule(entry: SocialWatchItem, dueAt: number) {
  await runTransaction(
    { SocialWatchEntity },
    (entities) => [
      entities.SocialWatchEntity.delete(watchKeyOf(entry))
        .where((attr, op) => op.exists(attr.contentId))
        .commit(),
      entities.SocialWatchEntity.put({ ...entry, dueAt }).commit(),
    ],
    { names: ["entry"] },
  );
}

async function checkRun(entry: SocialWatchItem, now: number) {
  const content = await loadContent(entry.userId, entry.contentId);
  const phase = content && inFlight(content.status) ? currentRun(content, entry.runId) : undefined;
  if (!content || !phase) {
    await removeEntry(entry);
    return "dropped";
  }
  const { data: run } = await RunEntity.get({ userId: entry.userId, runId: entry.runId }).go({ consistent: true });
  if (run && isActive(run.status)) {
    await reschedule(entry, now + RUN_CHECK_MS);
    return "checked";
  }
  // The worker marks the video before its run succeeds, so a succeeded run with a video in flight lost its way.
  const reason = run?.status === "succeeded" ? "The run ended without finishing the video." : (run?.error ?? "The video could not be made.");
  const moved = await moveContent(content, phase === "publish" ? ["uploading"] : IN_FLIGHT_STATUSES, "fail", { error: reason });
  await removeEntry(entry);
  return moved ? "failed" : "dropped";
}

/** A social media agent's videos: listed and removed. */
export namespace SocialContents {
  /** An agent's videos, newest first; search matches anywhere in the post title. */
  export async function list(agentId: string, query: unknown) {
    const { page, limit, search, status } = parse(SocialContentListInput, query);
    const agent = await loadAgent(agentId);
    const term = search.toLowerCase();
    const filter = status === "all" ? "" : status;
    const items = SocialContentEntity.query.byAgent({ userId: agent.userId, agentId: agent.agentId });
    const filtered = term || filter;
    const chain = filtered
      ? items.where((attr, op) => [term && op.contains(attr.searchTitle, term), filter && op.eq(attr.status, filter)].filter(Boolean).join(" AND "))
      : items;
    const result = await listPage({
      query: chain,
      entity: SocialContentEntity,
      page,
      limit,
      order: "desc",
      total: filtered ? undefined : await Counter.read(agent.userId, socialAgentContentsCounter(agent.domainId, agent.agentId)),
    });
    return { data: await Promise.all(result.data.map(contentView)), pagination: result.pagination };
  }

  /** Removes a video and its files; one a run is working on (being made or uploaded) stays. */
  export async function remove(contentId: string) {
    const content = await loadOwnContent(contentId);
    const busy = stillWorkedOn(content);
    if (busy) throw busy;
    const result = await deleteRecord(content, { agentCount: true });
    if (!result.ok) {
      const now = await loadContent(content.userId, content.contentId);
      if (!now) throw socialContentNotFound();
      throw stillWorkedOn(now) ?? new VisibleError("unavailable", "busy", "Failed to delete content.");
    }
    await Media.removePrefix(socialContentPrefix(content.domainId, content.contentId));
    return { id: content.contentId };
  }

  /**
   * Removes every video of an agent whose own record is gone (its counters went with it), with
   * their files. No run works on them: the agent was removed only while none did.
   */
  export async function removeOfAgent(agent: Pick<SocialAgentItem, "userId" | "agentId">) {
    let cursor: string | null = null;
    do {
      const page: { data: SocialContentItem[]; cursor: string | null } = await SocialContentEntity.query
        .byAgent({ userId: agent.userId, agentId: agent.agentId })
        .go({ cursor, limit: 100 });
      for (const content of page.data) {
        const result = await deleteRecord(content, { agentCount: false });
        if (result.ok) await Media.removePrefix(socialContentPrefix(content.domainId, content.contentId));
      }
      cursor = page.cursor;
    } while (cursor);
  }
}

/**
 * The cron's check on videos whose run may have died: a run the sweep or the dead-letter queue
 * failed never reached its worker's handling, so its video is failed here with the run's
 * reason. Reads only the entries that are due. Answers how many videos it failed.
 */
export async function settleDeadRuns(now = Date.now()) {
  const { data: due } = await SocialWatchEntity.query
    .due({ watchKey: SOCIAL_WATCH_PARTITION })
    .lt({ dueAt: now + 1 })
    .go({ limit: TICK_LIMIT });
  let failed = 0;
  for (const entry of due) if ((await checkRun(entry, now)) === "failed") failed++;
  return failed;
}
