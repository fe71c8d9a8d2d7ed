import { runTransaction } from "../../db/transaction";
import { ChatAgentEntity, type ChatAgentItem } from "../agent.entity";
import { siteFingerprint } from "./site";
import { startKnowledgeBuild } from "./start";
import { ChatWatchEntity, type ChatWatchItem, WATCH_PARTITION } from "./watch.entity";

/** How often an active agent's site is checked for changes. */
export const SITE_CHECK_MS = 15 * 60_000;
/** The most entries one tick handles; the rest wait for the next. */
const TICK_LIMIT = 200;

type AgentRef = Pick<ChatAgentItem, "userId" | "agentId">;

const watched = (agent: ChatAgentItem) => agent.active && agent.useSitePages;

/** An agent's site entry is due SITE_CHECK_MS after its last check, so the agent itself says where the entry is. */
const siteEntry = (agent: ChatAgentItem, checkedAt: number) => ({
  watchKey: WATCH_PARTITION,
  dueAt: checkedAt + SITE_CHECK_MS,
  kind: "site" as const,
  agentId: agent.agentId,
  userId: agent.userId,
  runId: "",
});

const keyOf = (entry: Pick<ChatWatchItem, "dueAt" | "kind" | "agentId" | "runId">) => ({
  watchKey: WATCH_PARTITION,
  dueAt: entry.dueAt,
  kind: entry.kind,
  agentId: entry.agentId,
  runId: entry.runId,
});

const removeEntry = (entry: ChatWatchItem) => ChatWatchEntity.delete(keyOf(entry)).go();

async function loadAgent(agent: AgentRef) {
  const { data } = await ChatAgentEntity.get({ userId: agent.userId, agentId: agent.agentId }).go({ consistent: true });
  return data;
}

/**
 * Brings the agent's site entry in line with the agent as saved: its site is watched while it is
 * active and uses the site's pages. To be called after an agent is created or changed. Safe to repeat.
 */
export async function registerWatch(ref: AgentRef) {
  const agent = await loadAgent(ref);
  if (!agent) return;
  if (!watched(agent)) {
    if (agent.siteCheckedAt !== undefined) await removeEntry(siteEntry(agent, agent.siteCheckedAt));
    return;
  }
  let checkedAt = agent.siteCheckedAt;
  if (checkedAt === undefined) {
    checkedAt = Date.now();
    await ChatAgentEntity.patch({ userId: agent.userId, agentId: agent.agentId }).set({ siteCheckedAt: checkedAt }).go();
  }
  await ChatWatchEntity.put(siteEntry(agent, checkedAt)).go();
}

/** Removes the agent's site entry (when the agent is deleted). Entries left behind are dropped when they come due. */
export async function unregisterWatch(agent: ChatAgentItem) {
  if (agent.siteCheckedAt !== undefined) await removeEntry(siteEntry(agent, agent.siteCheckedAt));
}

/**
 * Moves the entry to its next check, with a condition on the entry itself: of two ticks that
 * both read it, one moves it, and only that one goes on. A site entry also records the check on
 * the agent, whose `siteCheckedAt` says where its entry is.
 */
async function reschedule(entry: ChatWatchItem, dueAt: number, agent?: ChatAgentItem, now?: number) {
  const result = await runTransaction(
    { ChatWatchEntity, ChatAgentEntity },
    (entities) => [
      entities.ChatWatchEntity.delete(keyOf(entry))
        .where((attr, op) => op.exists(attr.agentId))
        .commit(),
      entities.ChatWatchEntity.put({ ...entry, dueAt }).commit(),
      ...(agent && now !== undefined
        ? [
            entities.ChatAgentEntity.patch({ userId: agent.userId, agentId: agent.agentId })
              .set({ siteCheckedAt: now })
              .where((attr, op) => op.eq(attr.siteCheckedAt, agent.siteCheckedAt!))
              .commit(),
          ]
        : []),
    ],
    { names: ["entry", "next", "agent"] },
  );
  return result.ok;
}

async function checkSite(entry: ChatWatchItem, now: number) {
  const agent = await loadAgent(entry);
  // Deleted, paused or no longer using its site, or an entry left behind by a newer check.
  if (!agent || !watched(agent) || agent.siteCheckedAt === undefined || siteEntry(agent, agent.siteCheckedAt).dueAt !== entry.dueAt) {
    await removeEntry(entry);
    return "dropped";
  }
  if (!(await reschedule(entry, now + SITE_CHECK_MS, agent, now))) return "taken";
  // A build under way reads the site as it is now.
  if (agent.knowledgeStatus === "generating") return "checked";
  const fingerprint = await siteFingerprint({ userId: agent.userId, domainId: agent.domainId }).catch(() => undefined);
  // A site that does not answer is checked again next time; its last index stays.
  if (fingerprint === undefined || fingerprint === agent.siteFingerprint) return "checked";
  await startKnowledgeBuild(agent, { charge: false, trigger: "site_change" });
  return "rebuilt";
}

/**
 * The cron's watch over chat agents' sites: reads only the entries that are due. Each agent's site
 * is compared with what its index was built from, and a change starts a free rebuild. A build that
 * ends without succeeding tells its agent itself (its runner's `onFailed`), so `run` entries,
 * which once followed builds here, are only dropped.
 */
export async function watchSites(now = Date.now()) {
  const { data: due } = await ChatWatchEntity.query
    .due({ watchKey: WATCH_PARTITION })
    .lt({ dueAt: now + 1 })
    .go({ limit: TICK_LIMIT });
  const counts = { checked: 0, rebuilt: 0, dropped: 0, taken: 0 };
  for (const entry of due) {
    const outcome = entry.kind === "site" ? await checkSite(entry, now) : await removeEntry(entry).then(() => "dropped" as const);
    counts[outcome]++;
  }
  return counts;
}
