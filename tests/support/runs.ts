import { vi } from "vitest";
import { Job, RUN_LIMIT_MS } from "../../packages/core/src/job";
import { leaseMsFor } from "../../packages/core/src/job/queues";
import { Queue } from "../../packages/core/src/queue";
import { createId } from "../../packages/core/src/util/id";

// Runs whose messages this process keeps from the local run workers, for the test to deliver.
const heldBack = new Set<string>();
let holdingAll = false;

/** Queue.send, except that a held-back run's message stays with the test; other messages go out as usual. */
function holdBackMessages() {
  if (vi.isMockFunction(Queue.send)) return;
  // A file before this one in the same worker held its runs back; Vitest restored Queue.send after it.
  heldBack.clear();
  holdingAll = false;
  const send = Queue.send.bind(Queue);
  vi.spyOn(Queue, "send").mockImplementation(async (queueUrl, body) => {
    const runId = (body as { runId?: unknown }).runId;
    if (typeof runId === "string" && (holdingAll || heldBack.has(runId))) return;
    await send(queueUrl, body);
  });
}

/**
 * Keeps the message of every run this test file starts from the local run workers: the file plays
 * the worker, handing `{ userId, runId }` to `Job.handle` when and as often as it means to.
 */
export function holdRunMessages() {
  holdBackMessages();
  holdingAll = true;
}

/**
 * A run started by `Job.start` (credits held, item and counts written) whose message is still
 * waiting, or was taken by a worker that is gone: the states the worker, the sweep and the
 * dead-letter handler must cope with. The message is `{ userId, runId }`, for the test to deliver.
 * `taken`: by a worker still within its lease, by one whose lease ran out, or by one that died so
 * long ago that the run's own time is up. `startedAt` sets when it was started, to age a queued run.
 */
export async function pendingRun(options: {
  userId: string;
  domainId: string;
  credits?: number;
  kind?: string;
  agentId?: string;
  taken?: "live" | "lapsed" | "overdue";
  startedAt?: number;
}) {
  const runId = createId("run");
  const kind = options.kind ?? "test";
  holdBackMessages();
  heldBack.add(runId);
  const start = () =>
    Job.start({
      userId: options.userId,
      domainId: options.domainId,
      kind,
      agentId: options.agentId ?? "agent_test",
      trigger: "run_now",
      runId,
      input: { topic: "herbs" },
      credits: options.credits ?? 10,
    });
  if (options.startedAt === undefined) await start();
  else {
    vi.useFakeTimers({ toFake: ["Date"], now: options.startedAt });
    try {
      await start();
    } finally {
      vi.useRealTimers();
    }
  }
  if (options.taken) {
    const now = Date.now();
    // A minute's margin, so the lease or the run's time is over for a `now` the test took a little earlier.
    const claimedAt = { live: now, lapsed: now - leaseMsFor(kind) - 60_000, overdue: now - RUN_LIMIT_MS - 60_000 }[options.taken];
    // The worker claims the run, then dies mid-work with a fault of its own: the run stays running.
    const gone = new Error("worker gone");
    const dying: Job.Executor = () => Promise.reject(gone);
    const outcome = await Job.handle({ userId: options.userId, runId }, { [kind]: dying }, claimedAt).catch((error: unknown) => error);
    if (outcome !== gone) throw new Error(`the run was not taken: ${String(outcome)}`);
  }
  return runId;
}
