import { encodeTime } from "ulid";
import { RunEntity } from "../job/run.entity";
import { type AgentKey, agentOfKind } from "./metrics";

const MAX_REASONS = 5;
/** Longer than a run can take from being made to ending: its queued and running limits, and the sweep's pace. */
const LONGEST_RUN_MS = 2 * 60 * 60_000;
/** The most recent failed runs read for a range: enough to rank reasons, bounded whatever happened. */
const MAX_READ = 1_000;

export interface FailureReason {
  agent: AgentKey;
  kind: string;
  reason: string;
  count: number;
  last_run_id: string;
  last_at: string;
}

/** A run id made at that instant with the lowest random part: run ids sort by when they were made. */
const runIdAt = (at: number) => `run_${encodeTime(at, 10).toLowerCase()}${"0".repeat(16)}`;

/**
 * The range's failed runs by reason, most common first, each with its latest run to open. A run
 * counts where it ended, as the daily failure counts do, so runs made a little before the range are read too.
 */
export async function failureReasons(userId: string, domainId: string, from: number, to: number): Promise<FailureReason[]> {
  const { data } = await RunEntity.query
    .byDomain({ userId, domainId })
    .between({ runId: runIdAt(from - LONGEST_RUN_MS) }, { runId: runIdAt(to) })
    .where((attr, op) => `${op.eq(attr.status, "failed")} AND ${op.gte(attr.finishedAt, from)} AND ${op.lt(attr.finishedAt, to)}`)
    .go({ order: "desc", pages: "all", count: MAX_READ, attributes: ["runId", "kind", "error", "finishedAt", "createdAt"] });
  const reasons = new Map<string, FailureReason>();
  for (const run of data) {
    const agent = agentOfKind(run.kind);
    if (!agent) continue;
    const reason = run.error ?? "The run failed.";
    const key = `${run.kind}\n${reason}`;
    const known = reasons.get(key);
    if (known) known.count++;
    else {
      reasons.set(key, {
        agent,
        kind: run.kind,
        reason,
        count: 1,
        last_run_id: run.runId,
        last_at: new Date(run.finishedAt ?? run.createdAt).toISOString(),
      });
    }
  }
  return [...reasons.values()].sort((a, b) => b.count - a.count || b.last_at.localeCompare(a.last_at)).slice(0, MAX_REASONS);
}
