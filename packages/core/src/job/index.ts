import * as v from "valibot";
import { useUserId, withActor } from "../actor";
import { isRunKind, RUN_KINDS } from "../agents/catalog";
import { runnerOf } from "../agents/hooks";
import { agentOfKind, type Metric, type Tally } from "../analytics/metrics";
import { type TallyWrite, tallyWrite } from "../analytics/tally";
import { Credit } from "../credit";
import { insufficientCredits } from "../credit/apply";
import { Counter } from "../db/counter";
import { CounterEntity } from "../db/counter.entity";
import { isConditionFailure } from "../db/errors";
import { listPage } from "../db/list";
import { type RawWrite, rawWrites, runTransaction } from "../db/transaction";
import { VisibleError } from "../error";
import { Queue } from "../queue";
import { Site } from "../site";
import type { DomainItem } from "../site/view";
import { domainPrefix } from "../site/counters";
import { fn } from "../util/fn";
import { createId } from "../util/id";
import { PageFields } from "../util/page";
import { leaseMsFor, queueUrlFor } from "./queues";
import { isActive, RUN_STATUSES, RunEntity, type RunStatus, type RunTrigger } from "./run.entity";
import { withDecisions } from "./results";
import type { RunExecutor, RunProgress, RunResult } from "./executor";
import { ownerReason } from "./failure";
import { type RunItem, runView } from "./view";

export type { RunCommit, RunResult } from "./executor";
export { type RunItem, type RunView, runView, stepsOf } from "./view";
export { RUN_TRIGGERS, type RunStatus, type RunTrigger } from "./run.entity";

/** How long a queued run may wait for a worker before the sweep gives its credits back. */
export const QUEUED_LIMIT_MS = 30 * 60_000;
/** How long a run may take in all, across redeliveries. */
export const RUN_LIMIT_MS = 30 * 60_000;

export const runsCounter = (domainId: string) => `${domainPrefix(domainId)}runs`;
export const kindRunsCounter = (domainId: string, kind: string) => `${domainPrefix(domainId)}runs:${kind}`;
/** A domain's runs in one status, of one kind when given: the total of Activity's status filter. */
export const statusRunsCounter = (domainId: string, status: RunStatus, kind?: string) =>
  `${domainPrefix(domainId)}runs-by-status:${status}${kind === undefined ? "" : `:${kind}`}`;

type CountedRun = Pick<RunItem, "userId" | "domainId" | "kind">;

/** The counters a run in `status` is counted in: its domain's, and its domain's for its kind. */
const statusCounters = (run: CountedRun, status: RunStatus) => [statusRunsCounter(run.domainId, status), statusRunsCounter(run.domainId, status, run.kind)];

/**
 * A run's move from one status to another, for the transaction that makes it: counted out of the
 * old status and into the new one, so the counts change exactly when the status does.
 */
const statusMove = (run: CountedRun, from: RunStatus, to: RunStatus) =>
  rawWrites({ CounterEntity }, (entities) => [
    ...statusCounters(run, from).map((name) => Counter.change(entities, run.userId, name, -1)),
    ...statusCounters(run, to).map((name) => Counter.change(entities, run.userId, name, 1)),
  ]);

const notFound = () => new VisibleError("not_found", "run_not_found", "Run not found");

export interface RunMessage {
  userId: string;
  runId: string;
}

const Message = v.object({ userId: v.string(), runId: v.string() });

export interface StartRun {
  userId: string;
  domainId: string;
  kind: string;
  agentId: string;
  trigger: RunTrigger;
  slot?: number;
  /** Given for work that may be started twice (a scheduled slot): the second start finds the first run. */
  runId?: string;
  input: Record<string, unknown>;
  credits: number;
  /**
   * The agent's own items the run works on (an audit, a video, an optimization), written in the
   * run's transaction: no item exists without its run and its held credits, nor a run without its
   * item, so a failed start leaves nothing to take back.
   */
  with?: RawWrite[];
  /** What the owner hears when a condition of `with` does not hold (the agent was paused or removed meanwhile). */
  refused?: () => Promise<Error>;
}

/**
 * What a run's end adds to its domain's analytics: a success or a failure for its agent, and for a
 * success what its kind's tally counts from the result.
 */
function endTally(
  run: Pick<RunItem, "userId" | "domainId" | "kind">,
  status: "succeeded" | "failed",
  at: number,
  output?: Record<string, unknown>,
  committed: Tally = {},
): TallyWrite | undefined {
  const agent = agentOfKind(run.kind);
  if (!agent) return undefined;
  const add: Tally = { [status === "succeeded" ? `runs_ok_${agent}` : `runs_failed_${agent}`]: 1 };
  // What the result itself counts for (an audit, a video, an optimization's scores), as the catalog says.
  const tally = status === "succeeded" && isRunKind(run.kind) ? RUN_KINDS[run.kind].tally : undefined;
  if (tally) Object.assign(add, tally(output ?? {}));
  for (const [metric, amount] of Object.entries(committed) as Array<[Metric, number]>) add[metric] = (add[metric] ?? 0) + amount;
  return { userId: run.userId, scope: run.domainId, at, add };
}

/**
 * The run item a start writes, its counters and the agent's items it works on, in one
 * transaction; one cancelled by a concurrent write to a shared counter is tried again.
 */
async function writeRun(item: RunItem, agentWrites: RawWrite[] = []) {
  const ended = item.status === "failed" ? endTally(item, "failed", item.createdAt) : undefined;
  return runTransaction(
    { RunEntity, CounterEntity },
    (entities) => [
      entities.RunEntity.create(item as never).commit(),
      Counter.change(entities, item.userId, runsCounter(item.domainId), 1),
      Counter.change(entities, item.userId, kindRunsCounter(item.domainId, item.kind), 1),
      ...statusCounters(item, item.status).map((name) => Counter.change(entities, item.userId, name, 1)),
    ],
    {
      names: ["run", "counter", "counter", "counter", "counter", ...agentWrites.map(() => "agent" as const)],
      raw: [...agentWrites, ...(ended ? [tallyWrite(ended)] : [])],
      retry: { busy: "The run could not be started. Please try again." },
    },
  );
}

const newRun = (request: StartRun, runId: string, now: number) => ({
  userId: request.userId,
  runId,
  domainId: request.domainId,
  kind: request.kind,
  agentId: request.agentId,
  trigger: request.trigger,
  slot: request.slot,
  input: request.input,
  creditsEstimated: request.credits,
  creditsCaptured: 0,
  attempts: 0,
  steps: [],
  createdAt: now,
});

/** Every run id has this form; anything else is not a run (and never reaches a key lookup). */
const RUN_ID = /^run_[0-9a-z]{26}$/;

async function load(userId: string, runId: string): Promise<RunItem | undefined> {
  if (!RUN_ID.test(runId)) return undefined;
  const { data } = await RunEntity.get({ userId, runId }).go({ consistent: true });
  return data ?? undefined;
}

/**
 * Changes a run only while it is in status `from`; answers whether it did, or `"superseded"` when
 * one of the agent's own `writes` no longer held. The domain's counts by status move in the same
 * transaction, and a run that ends succeeded or failed moves its domain's analytics there too, so a
 * run redelivered or failed twice is counted once.
 */
async function transition(
  run: Pick<RunItem, "userId" | "runId" | "domainId" | "kind">,
  from: RunStatus,
  changes: Partial<RunItem> & { status: RunStatus },
  writes: RawWrite[] = [],
  tally?: Tally,
): Promise<boolean | "superseded"> {
  const ended =
    (changes.status === "succeeded" || changes.status === "failed") && changes.finishedAt !== undefined
      ? endTally(run, changes.status, changes.finishedAt, changes.output as Record<string, unknown> | undefined, tally)
      : undefined;
  const raw = [...writes, ...statusMove(run, from, changes.status), ...(ended ? [tallyWrite(ended)] : [])];
  // The agent's writes follow the run's, so their conditions are named in the same order.
  const names = ["run", ...writes.map(() => "agent" as const)] as const;
  const result = await runTransaction(
    { RunEntity },
    (entities) => [
      entities.RunEntity.patch({ userId: run.userId, runId: run.runId })
        .set(changes as never)
        .where((attr, op) => op.eq(attr.status, from))
        .commit(),
    ],
    // A concurrent write to the domain's counts or the day's counters cancels it: tried again.
    { names, raw, retry: { busy: "The run could not be updated. Please try again.", attempts: 6 } },
  );
  if (result.ok) return true;
  return result.failed.includes("run") ? false : "superseded";
}

/** Keeps or returns the run's credits as its final status says. Safe to repeat. */
async function settle(run: RunItem) {
  if (run.creditsHeld === 0) return;
  const agent = agentOfKind(run.kind);
  const spentOn = agent ? { domainId: run.domainId, agent } : undefined;
  if (run.status === "succeeded") await Credit.capture({ userId: run.userId, runId: run.runId, spentOn });
  if (run.status === "failed" || run.status === "cancelled") await Credit.release({ userId: run.userId, runId: run.runId });
}

/**
 * Agent runs: estimate -> hold the credits -> write the run with the agent's items -> enqueue it
 * (after the write has committed); a write that fails gives the credits back. A worker claims it with a conditional queued -> running change, records its steps,
 * then captures the credits on success or releases them on failure. Every step is safe to repeat,
 * because SQS delivers at least once.
 */
export namespace Job {
  export async function start(request: StartRun) {
    const runId = request.runId ?? createId("run");
    const now = Date.now();
    const existing = await load(request.userId, runId);
    if (existing) return runView(existing);

    // Some runs are free (a chat agent's knowledge rebuilt after the site changed): nothing is held.
    if (request.credits > 0) await Credit.hold({ userId: request.userId, runId, credits: request.credits, reference: runId });
    // Nothing was written: the credits go back.
    const giveBack = async () => {
      if (request.credits > 0) await Credit.release({ userId: request.userId, runId });
    };
    const item: RunItem = { ...newRun(request, runId, now), status: "queued", creditsHeld: request.credits, deadline: now + QUEUED_LIMIT_MS };
    const result = await writeRun(item, request.with).catch(async (error: unknown) => {
      await giveBack();
      throw error;
    });
    if (!result.ok) {
      const raced = await load(request.userId, runId);
      if (raced) return runView(raced);
      await giveBack();
      if (result.failed.includes("agent") && request.refused) throw await request.refused();
      throw new VisibleError("unavailable", "busy", "The run could not be started. Please try again.");
    }
    await Queue.send(queueUrlFor(request.kind), { userId: request.userId, runId } satisfies RunMessage);
    return runView(item);
  }

  /**
   * Work of several runs started by one click (a video per post, an optimization per post): a
   * balance short of the whole batch starts nothing. Each run holds its own credits and is
   * written with its items; when one cannot start after all (a payment landed between), it and
   * the rest are not started and the error goes to the owner; the ones before it are under way.
   */
  export async function startAll(requests: StartRun[]) {
    const [first] = requests;
    if (!first) return [];
    const total = requests.reduce((sum, request) => sum + request.credits, 0);
    const balance = await Credit.balance(first.userId);
    if (balance < total) throw insufficientCredits(total, balance);
    const runs = [];
    for (const request of requests) runs.push(await start(request));
    return runs;
  }

  /**
   * A failed start that still leaves a trace: a scheduled slot the owner could not pay for is
   * recorded as a failed run, so the Activity page says why nothing was published.
   */
  export async function recordRefused(request: StartRun, reason: string) {
    const now = Date.now();
    await writeRun({
      ...newRun(request, request.runId ?? createId("run"), now),
      status: "failed",
      creditsHeld: 0,
      error: reason,
      deadline: now,
      finishedAt: now,
    });
  }

  export async function get(runId: string) {
    const run = await load(useUserId(), runId);
    if (!run) throw notFound();
    const [view] = await withDecisions([run]);
    return view!;
  }

  export const ListInput = v.object({
    domainId: v.pipe(v.string("domainId is required"), v.nonEmpty("domainId is required")),
    kind: v.optional(v.pipe(v.string(), v.maxLength(40))),
    status: v.optional(v.picklist(RUN_STATUSES, `status must be one of ${RUN_STATUSES.join(", ")}`)),
    ...PageFields,
  });

  /** Newest first, for one of the user's domains; by kind and status when asked. */
  export const list = fn(ListInput, async ({ domainId, kind, status, page, limit }) => {
    const domain = await Site.load(domainId);
    const query = RunEntity.query.byDomain({ userId: domain.userId, domainId: domain.domainId });
    const filtered =
      kind || status ? query.where((attr, op) => [kind && op.eq(attr.kind, kind), status && op.eq(attr.status, status)].filter(Boolean).join(" AND ")) : query;
    const result = await listPage({ query: filtered, entity: RunEntity, page, limit, order: "desc", total: await totalOf(domain, kind, status) });
    return { data: await withDecisions(result.data), pagination: result.pagination };
  });

  /**
   * The list's total from its counter. A domain counts its runs by status from its creation on
   * (`runStatusCounts`); one made before has no such counts, so its status filter is counted.
   */
  async function totalOf(domain: DomainItem, kind: string | undefined, status: RunStatus | undefined) {
    if (status && !domain.runStatusCounts) return undefined;
    const name = status ? statusRunsCounter(domain.domainId, status, kind) : kind ? kindRunsCounter(domain.domainId, kind) : runsCounter(domain.domainId);
    return Counter.read(domain.userId, name);
  }

  /** Only a queued run can be cancelled; its credits go back at once. */
  export async function cancel(runId: string) {
    const userId = useUserId();
    const run = await load(userId, runId);
    if (!run) throw notFound();
    const now = Date.now();
    const cancelled = await transition(run, "queued", { status: "cancelled", deadline: now, finishedAt: now, error: "Cancelled by the owner." });
    if (!cancelled) throw new VisibleError("conflict", "run_not_queued", "Only a run that has not started yet can be cancelled.");
    const final = (await load(userId, runId))!;
    await settle(final);
    await ended(final, "Cancelled by the owner.");
    return runView(final);
  }

  export type Progress = RunProgress;
  export type Executor = RunExecutor;

  /**
   * The worker's handling of one message: claim the run, do the work, settle. A run that is
   * finished already only has its settlement completed (a worker may have died in between);
   * one held by a live attempt elsewhere is left to it.
   */
  export async function handle(body: unknown, executors: Record<string, Executor>, now = Date.now()) {
    const message = v.parse(Message, body);
    const run = await load(message.userId, message.runId);
    if (!run) return;
    if (!isActive(run.status)) return settle(run);
    if (run.deadline <= now) return fail(run, "The run did not finish in time.");

    // A redelivery while a live attempt still holds the run does nothing.
    if (!(await claim(run, now))) return;

    const execute = executors[run.kind];
    if (!execute) return fail(run, `Runs of kind ${run.kind} are not supported.`);
    const claimedRun = { ...run, status: "running" as const };
    try {
      // The work is done as the run's owner, so it reaches only that owner's domain and data.
      const result = await withActor({ type: "user", properties: { userId: run.userId } }, () =>
        execute({
          run: claimedRun,
          step: async (name, detail) => {
            await RunEntity.patch({ userId: run.userId, runId: run.runId })
              .append({ steps: [{ name, at: Date.now(), ...(detail ? { detail } : {}) }] })
              .go();
          },
        }),
      );
      await succeed(claimedRun, result);
    } catch (error) {
      const reason = ownerReason(error);
      // Only failures a site owner can act on end the run; anything else (our database or queue
      // briefly down) goes back to the queue, and after its last receive to the dead-letter queue.
      if (reason === undefined) throw error;
      await fail(claimedRun, reason);
    }
  }

  /**
   * Takes the run for this attempt: a queued run, or a running one whose last attempt's lease has
   * run out (its worker died). Conditional, so two deliveries at once cannot both take it.
   */
  async function claim(run: RunItem, now: number) {
    const changes = {
      status: "running" as const,
      attempts: run.attempts + 1,
      leaseUntil: now + leaseMsFor(run.kind),
      startedAt: run.startedAt ?? now,
      deadline: (run.startedAt ?? now) + RUN_LIMIT_MS,
    };
    if (run.status === "queued") return (await transition(run, "queued", changes)) === true;
    // Still running: its status, and so its counts, stay as they are.
    try {
      await RunEntity.patch({ userId: run.userId, runId: run.runId })
        .set(changes)
        .where((attr, op) => `${op.eq(attr.status, "running")} AND ${op.eq(attr.attempts, run.attempts)} AND ${op.lte(attr.leaseUntil, now)}`)
        .go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Ends the run succeeded with its result and the agent's writes, in one transaction, then keeps its credits. */
  async function succeed(run: RunItem, result: RunResult): Promise<void> {
    const now = Date.now();
    const done = await transition(
      run,
      "running",
      {
        status: "succeeded",
        output: result.output,
        provider: result.provider,
        model: result.model,
        creditsCaptured: run.creditsHeld,
        deadline: now,
        finishedAt: now,
      },
      result.commit?.writes,
      result.commit?.tally,
    );
    if (done === "superseded") return succeed(run, await result.commit!.superseded());
    const final = await load(run.userId, run.runId);
    if (done && final) await settle(final);
    if (done) await result.commit?.after?.();
  }

  /** Ends a run that has not finished, with the reason shown to its owner, and returns its credits. */
  export async function fail(run: Pick<RunItem, "userId" | "runId"> & Partial<Pick<RunItem, "domainId" | "kind" | "status">>, reason: string) {
    const now = Date.now();
    // The failure is counted out of the run's status, for its domain and agent: a caller holding less gets them read.
    let current: Pick<RunItem, "userId" | "runId" | "domainId" | "kind" | "status"> | undefined =
      run.domainId !== undefined && run.kind !== undefined && run.status !== undefined
        ? { ...run, domainId: run.domainId, kind: run.kind, status: run.status }
        : await load(run.userId, run.runId);
    // A status that moved on meanwhile (queued -> running) is read again; one that ended is left as it is.
    while (current && isActive(current.status)) {
      if (await transition(current, current.status, { status: "failed", error: reason, deadline: now, finishedAt: now })) break;
      current = await load(run.userId, run.runId);
    }
    const final = await load(run.userId, run.runId);
    if (final && !isActive(final.status)) {
      await settle(final);
      if (final.status === "failed") await ended(final, final.error ?? reason);
    }
  }

  /** The dead-letter queue's handling: the message failed its last receive, so the run fails. */
  export async function abandon(body: unknown) {
    const message = v.parse(Message, body);
    const run = await load(message.userId, message.runId);
    if (!run) return;
    if (isActive(run.status)) return fail(run, "The run failed repeatedly and was stopped. Its credits were returned.");
    return settle(run);
  }

  /** Fails every unfinished run past its deadline and returns its credits; reads only those runs. */
  export async function sweep(now = Date.now()) {
    let cursor: string | null = null;
    let failed = 0;
    do {
      const page: { data: RunItem[]; cursor: string | null } = await RunEntity.query
        .unfinished({})
        .lt({ deadline: now + 1 })
        .go({ cursor, limit: 100 });
      for (const run of page.data) {
        await fail(run, run.status === "queued" ? "No worker picked the run up in time." : "The run did not finish in time.");
        failed++;
      }
      cursor = page.cursor;
    } while (cursor);
    return failed;
  }
}

/** Tells the run's agent that its run ended without succeeding, so its own items stop waiting for it. Safe to repeat. */
async function ended(run: RunItem, reason: string) {
  await (await runnerOf(run.kind))?.onFailed?.(run, reason);
}
