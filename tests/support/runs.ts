import { Credit } from "../../packages/core/src/credit";
import { RunEntity } from "../../packages/core/src/job/run.entity";
import { QUEUED_LIMIT_MS } from "../../packages/core/src/job";
import { createId } from "../../packages/core/src/util/id";

/**
 * A run as `Job.start` leaves it (credits held, item written) whose message is still waiting in
 * the queue, or was taken by a worker that is gone: the states the worker, the sweep and the
 * dead-letter handler must cope with.
 */
export async function pendingRun(options: {
  userId: string;
  domainId: string;
  credits?: number;
  kind?: string;
  agentId?: string;
  status?: "queued" | "running";
  leaseUntil?: number;
  deadline?: number;
  attempts?: number;
}) {
  const runId = createId("run");
  const credits = options.credits ?? 10;
  const now = Date.now();
  await Credit.hold({ userId: options.userId, runId, credits });
  await RunEntity.create({
    userId: options.userId,
    runId,
    domainId: options.domainId,
    kind: options.kind ?? "test",
    agentId: options.agentId ?? "agent_test",
    trigger: "manual",
    input: { topic: "herbs" },
    status: options.status ?? "queued",
    creditsEstimated: credits,
    creditsHeld: credits,
    creditsCaptured: 0,
    attempts: options.attempts ?? (options.status === "running" ? 1 : 0),
    leaseUntil: options.leaseUntil,
    startedAt: options.status === "running" ? now : undefined,
    deadline: options.deadline ?? now + QUEUED_LIMIT_MS,
    createdAt: now,
  }).go();
  return runId;
}
