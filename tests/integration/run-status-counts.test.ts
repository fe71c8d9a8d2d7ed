import { randomUUID } from "node:crypto";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { withActor } from "../../packages/core/src/actor";
import { Counter } from "../../packages/core/src/db/counter";
import { CounterEntity } from "../../packages/core/src/db/counter.entity";
import { documentClient } from "../../packages/core/src/db/documents";
import { VisibleError } from "../../packages/core/src/error";
import { Credit } from "../../packages/core/src/credit";
import { Job, type RunStatus, statusRunsCounter } from "../../packages/core/src/job";
import { RUN_STATUSES, RunEntity } from "../../packages/core/src/job/run.entity";
import { DomainEntity } from "../../packages/core/src/site/domain.entity";
import { domainPrefix } from "../../packages/core/src/site/counters";
import { call } from "../support/api";
import { addDomain } from "../support/domains";
import { pendingRun } from "../support/runs";
import { registeredUser } from "../support/users";

type Owner = Awaited<ReturnType<typeof fundedOwner>>;

async function fundedOwner() {
  const owner = await registeredUser();
  const domain = await addDomain(owner.token, `counts-${randomUUID().slice(0, 8)}.example`);
  await Credit.grant({ userId: owner.userId, ledgerId: `led_${randomUUID()}`, credits: 1_000 });
  return { ...owner, domainId: domain.id };
}

const message = (owner: Owner, runId: string) => ({ userId: owner.userId, runId });
const succeeds: Job.Executor = () => Promise.resolve({ output: { made: 1 }, provider: "offline", model: "test" });
const refuses: Job.Executor = () => Promise.reject(new VisibleError("upstream", "site_unreachable", "The site did not answer."));

/** The domain's runs as stored, newest first, by status and by kind and status: what every total must say. */
async function stored(owner: Owner) {
  const { data } = await RunEntity.query.byDomain({ userId: owner.userId, domainId: owner.domainId }).go({ pages: "all", order: "desc" });
  const ids = (status: RunStatus, kind?: string) =>
    data.filter((run) => run.status === status && (kind === undefined || run.kind === kind)).map((run) => run.runId);
  return { ids, kinds: [...new Set(data.map((run) => run.kind))] };
}

/** A counter as stored, below zero too (reads for display stop at zero). */
const storedCount = async (userId: string, name: string) => (await CounterEntity.get({ userId, name }).go({ consistent: true })).data?.count;

const listed = async (owner: Owner, query: string) => {
  const reply = await call("GET", `/runs?domainId=${owner.domainId}&${query}`, { token: owner.token });
  expect(reply.status).toBe(200);
  return reply.body as { data: Array<{ id: string; status: string }>; pagination: { total: number; totalPages: number; hasNextPage: boolean } };
};

/** Activity's totals for every status, alone and with every kind, against the runs stored; and page 2 of each. */
async function expectExactTotals(owner: Owner) {
  const { ids, kinds } = await stored(owner);
  for (const status of RUN_STATUSES) {
    for (const kind of [undefined, ...kinds]) {
      const expected = ids(status, kind);
      const query = `status=${status}${kind ? `&kind=${kind}` : ""}`;
      const first = await listed(owner, `${query}&page=1&limit=2`);
      expect({ query, total: first.pagination.total, ids: first.data.map((run) => run.id) }).toEqual({
        query,
        total: expected.length,
        ids: expected.slice(0, 2),
      });
      expect(first.pagination.totalPages).toBe(Math.max(1, Math.ceil(expected.length / 2)));
      const second = await listed(owner, `${query}&page=2&limit=2`);
      expect({ query, ids: second.data.map((run) => run.id) }).toEqual({ query, ids: expected.slice(2, 4) });
    }
  }
  return ids;
}

/** Every run state the worker, the owner, the sweep and the dead-letter queue leave, each reached as they reach it. */
async function history(owner: Owner) {
  const at = { userId: owner.userId, domainId: owner.domainId };

  // Cancelled by the owner twice at once: one cancel takes.
  const cancelled = await pendingRun(at);
  const cancels = await Promise.all([1, 2].map(() => call("POST", `/runs/${cancelled}/cancel`, { token: owner.token })));
  expect(cancels.map((reply) => reply.status).sort()).toEqual([200, 409]);

  // Delivered twice at once, then once more late: done once.
  const succeeded = await pendingRun(at);
  await Promise.all([Job.handle(message(owner, succeeded), { test: succeeds }), Job.handle(message(owner, succeeded), { test: succeeds })]);
  await Job.handle(message(owner, succeeded), { test: succeeds });

  // Refused by the site, then redelivered.
  const refused = await pendingRun({ ...at, kind: "blog" });
  await Job.handle(message(owner, refused), { blog: refuses });
  await Job.handle(message(owner, refused), { blog: refuses });

  // Taken by a worker whose lease ran out: picked up again and finished by the redelivery.
  const lapsed = await pendingRun({ ...at, taken: "lapsed" });
  await Job.handle(message(owner, lapsed), { test: succeeds });

  // Failed twice at once while running (the sweep and the dead-letter queue together).
  const running = await pendingRun({ ...at, taken: "live" });
  await Promise.all([Job.fail({ userId: owner.userId, runId: running }, "The run did not finish in time."), Job.abandon(message(owner, running))]);

  // Finished by its worker while the sweep fails it: one of the two ends it.
  let release: (() => void) | undefined;
  const raced = await pendingRun(at);
  const working = Job.handle(message(owner, raced), {
    test: () => new Promise((resolve) => (release = () => resolve({ output: { made: 1 } }))),
  });
  await expect.poll(() => release).toBeDefined();
  await Job.fail({ userId: owner.userId, runId: raced, domainId: owner.domainId, kind: "test", status: "running" }, "The run did not finish in time.");
  release!();
  await working;

  // Out of time, swept twice at once; a queued one abandoned twice at once.
  const overdue = await pendingRun({ ...at, taken: "overdue" });
  const abandoned = await pendingRun({ ...at, kind: "blog" });
  await withActor({ type: "system", properties: {} }, () => Promise.all([Job.sweep(), Job.sweep()]));
  await Promise.all([Job.abandon(message(owner, abandoned)), Job.abandon(message(owner, abandoned))]);

  // Known to be queued (a stale read): failed from what it really is now.
  const stale = await pendingRun({ ...at, taken: "live" });
  await Job.fail({ userId: owner.userId, runId: stale, domainId: owner.domainId, kind: "test", status: "queued" }, "The run did not finish in time.");

  // A scheduled slot that could not be paid for, recorded failed.
  await Job.recordRefused({ ...at, kind: "blog", agentId: "agent_test", trigger: "schedule", input: {}, credits: 10 }, "Not enough credits.");

  // Still waiting, and still being worked on.
  const queued = await pendingRun({ ...at, kind: "blog" });
  const live = await pendingRun({ ...at, taken: "live" });
  return { cancelled, succeeded, refused, lapsed, running, raced, overdue, abandoned, stale, queued, live };
}

describe("Activity's totals by status", () => {
  it("are counted with each status change, exactly once however often a run is delivered or finished", async () => {
    const owner = await fundedOwner();
    const runs = await history(owner);
    const ids = await expectExactTotals(owner);
    expect(new Set(ids("failed"))).toEqual(
      new Set([runs.refused, runs.running, runs.raced, runs.overdue, runs.abandoned, runs.stale, ...ids("failed", "blog")]),
    );
    expect(ids("failed")).toHaveLength(7);
    expect(ids("succeeded").sort()).toEqual([runs.succeeded, runs.lapsed].sort());
    expect(ids("cancelled")).toEqual([runs.cancelled]);
    expect(ids("queued")).toEqual([runs.queued]);
    expect(ids("running")).toEqual([runs.live]);

    // The totals are the domain's counters, one read each, not a count of its history.
    const counts = await Promise.all(RUN_STATUSES.map(async (status) => [status, await storedCount(owner.userId, statusRunsCounter(owner.domainId, status))]));
    expect(Object.fromEntries(counts)).toEqual({
      queued: 1,
      running: 1,
      succeeded: 2,
      failed: 7,
      cancelled: 1,
    });
    expect(await storedCount(owner.userId, statusRunsCounter(owner.domainId, "failed", "blog"))).toBe(3);

    // The live run failed as the sweep fails it once its time is up: counted out of running and into failed.
    await Job.fail(
      await RunEntity.get({ userId: owner.userId, runId: runs.live })
        .go({ consistent: true })
        .then(({ data }) => data!),
      "The run did not finish in time.",
    );
    await expectExactTotals(owner);
    expect(await storedCount(owner.userId, statusRunsCounter(owner.domainId, "running"))).toBe(0);
  }, 120_000);

  it("page a rare status and a common one exactly, every page holding the runs the stored order gives it", async () => {
    const owner = await fundedOwner();
    const at = { userId: owner.userId, domainId: owner.domainId, agentId: "agent_test", trigger: "schedule" as const, input: {}, credits: 10 };
    for (let index = 0; index < 40; index++) {
      if (index % 7 === 3) await pendingRun({ userId: owner.userId, domainId: owner.domainId });
      else await Job.recordRefused({ ...at, kind: index % 2 ? "blog" : "test" }, "Not enough credits.");
    }
    const { ids } = await stored(owner);
    for (const [status, kind] of [["queued"], ["failed"], ["failed", "blog"]] as Array<[RunStatus, string?]>) {
      const expected = ids(status, kind);
      for (const limit of [2, 5]) {
        const pages = Math.ceil(expected.length / limit);
        for (let page = 1; page <= pages + 1; page++) {
          const query = `status=${status}${kind ? `&kind=${kind}` : ""}&page=${page}&limit=${limit}`;
          const reply = await listed(owner, query);
          const want = expected.slice((page - 1) * limit, page * limit);
          expect({ query, ids: reply.data.map((run) => run.id), total: reply.pagination.total }).toEqual({ query, ids: want, total: expected.length });
        }
      }
    }
  }, 120_000);

  it("stay exact for a domain made before runs were counted by status, by counting its runs", async () => {
    const owner = await fundedOwner();
    const { data: domain } = await DomainEntity.get({ userId: owner.userId, domainId: owner.domainId }).go({ consistent: true });
    expect(domain?.runStatusCounts).toBe(true);
    await history(owner);
    // As an older domain is stored: no mark, and counts by status that miss the runs made before them.
    const { Key, TableName } = DomainEntity.get({ userId: owner.userId, domainId: owner.domainId }).params<{
      Key: Record<string, string>;
      TableName: string;
    }>();
    await documentClient().send(new UpdateCommand({ TableName, Key, UpdateExpression: "REMOVE runStatusCounts" }));
    const statusCounters = (await Counter.named(owner.userId, domainPrefix(owner.domainId))).filter((name) => name.includes("runs-by-status:"));
    expect(statusCounters.length).toBeGreaterThan(0);
    await CounterEntity.delete(statusCounters.map((name) => ({ userId: owner.userId, name }))).go();

    const later = await pendingRun({ userId: owner.userId, domainId: owner.domainId });
    await Job.handle(message(owner, later), { test: succeeds });
    const ids = await expectExactTotals(owner);
    expect(ids("succeeded")).toHaveLength(3);
    expect(ids("failed")).toHaveLength(7);
    expect(await storedCount(owner.userId, statusRunsCounter(owner.domainId, "succeeded"))).toBe(1);
  }, 120_000);
});
