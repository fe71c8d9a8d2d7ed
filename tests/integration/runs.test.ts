import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withActor } from "../../packages/core/src/actor";
import { Credit } from "../../packages/core/src/credit";
import { LedgerEntity } from "../../packages/core/src/credit/credit.entity";
import { VisibleError } from "../../packages/core/src/error";
import { Approval } from "../../packages/core/src/approval";
import { Job, QUEUED_LIMIT_MS } from "../../packages/core/src/job";
import { RunEntity } from "../../packages/core/src/job/run.entity";
import { call } from "../support/api";
import { addDomain } from "../support/domains";
import { pendingRun } from "../support/runs";
import { registeredUser } from "../support/users";

async function fundedOwner(credits = 100) {
  const owner = await registeredUser();
  const domain = await addDomain(owner.token, `runs-${randomUUID().slice(0, 8)}.example`);
  await Credit.grant({ userId: owner.userId, ledgerId: `led_${randomUUID()}`, credits });
  return { ...owner, domainId: domain.id };
}

const runOf = async (userId: string, runId: string) => (await RunEntity.get({ userId, runId }).go({ consistent: true })).data!;
const ledgerKinds = async (userId: string, runId: string) =>
  (await LedgerEntity.query.byId({ userId }).go({ pages: "all" })).data
    .filter((row) => row.reference === runId)
    .map((row) => row.kind)
    .sort();
const message = (userId: string, runId: string) => ({ userId, runId });

describe("agent runs", () => {
  it("lists a domain's runs newest first, answers a run by id, and 404s another user's", async () => {
    const owner = await fundedOwner();
    const first = await pendingRun({ userId: owner.userId, domainId: owner.domainId, kind: "blog" });
    const second = await pendingRun({ userId: owner.userId, domainId: owner.domainId, kind: "social" });

    const all = await call("GET", `/runs?domainId=${owner.domainId}`, { token: owner.token });
    expect(all.status).toBe(200);
    expect(all.body.data.map((run: { id: string }) => run.id)).toEqual([second, first]);
    const blog = await call("GET", `/runs?domainId=${owner.domainId}&kind=blog&status=queued`, { token: owner.token });
    expect(blog.body.data.map((run: { id: string }) => run.id)).toEqual([first]);
    expect(blog.body.pagination.total).toBe(1);

    const one = await call("GET", `/runs/${first}`, { token: owner.token });
    expect(one.body.data).toMatchObject({
      id: first,
      kind: "blog",
      status: "queued",
      credits_estimated: 10,
      credits_held: 10,
      credits_captured: 0,
      error: null,
    });

    const stranger = await registeredUser();
    expect((await call("GET", `/runs/${first}`, { token: stranger.token })).status).toBe(404);
    expect((await call("POST", `/runs/${first}/cancel`, { token: stranger.token })).status).toBe(404);
    expect((await call("GET", `/runs?domainId=${owner.domainId}`, { token: stranger.token })).status).toBe(404);
    expect((await call("GET", `/services?domainId=${owner.domainId}`, { token: stranger.token })).status).toBe(404);
    expect((await call("GET", `/runs?domainId=${owner.domainId}`)).status).toBe(401);
  }, 60_000);

  it("answers 404 for another owner's approvals and leaves them pending", async () => {
    const owner = await fundedOwner();
    const runId = await pendingRun({ userId: owner.userId, domainId: owner.domainId, kind: "blog" });
    const { id } = await Approval.request({ userId: owner.userId, domainId: owner.domainId, kind: "blog", title: "Basil", postId: 7, runId });
    const stranger = await registeredUser();
    const as = { token: stranger.token };
    expect((await call("GET", `/approvals/${id}`, as)).status).toBe(404);
    expect((await call("PUT", `/approvals/${id}`, { ...as, body: { title: "Mine now", excerpt: "", content: "<p>x</p>" } })).status).toBe(404);
    expect((await call("POST", `/approvals/${id}/approve`, as)).status).toBe(404);
    expect((await call("POST", `/approvals/${id}/reject`, as)).status).toBe(404);
    expect((await call("GET", `/approvals?domainId=${owner.domainId}`, as)).status).toBe(404);
    expect((await call("GET", `/approvals/count/${owner.domainId}`, as)).status).toBe(404);
    const mine = await call("GET", `/approvals?domainId=${owner.domainId}`, { token: owner.token });
    expect(mine.body.data).toEqual([expect.objectContaining({ id, status: "pending", title: "Basil" })]);
    expect((await call("GET", `/approvals/count/${owner.domainId}`, { token: owner.token })).body.data.pending).toBe(1);
  }, 60_000);

  it("cancels a queued run once and returns its credits; a running one cannot be cancelled", async () => {
    const owner = await fundedOwner(100);
    const runId = await pendingRun({ userId: owner.userId, domainId: owner.domainId });
    expect(await Credit.balance(owner.userId)).toBe(90);

    const [a, b] = await Promise.all([
      call("POST", `/runs/${runId}/cancel`, { token: owner.token }),
      call("POST", `/runs/${runId}/cancel`, { token: owner.token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await runOf(owner.userId, runId)).status).toBe("cancelled");
    expect(await Credit.balance(owner.userId)).toBe(100);
    expect(await ledgerKinds(owner.userId, runId)).toEqual(["hold", "release"]);

    const running = await pendingRun({ userId: owner.userId, domainId: owner.domainId, taken: "live" });
    const refused = await call("POST", `/runs/${running}/cancel`, { token: owner.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Only a run that has not started yet can be cancelled.");
  }, 60_000);

  it("does the work once when the same message arrives twice at once, then captures", async () => {
    const owner = await fundedOwner();
    const runId = await pendingRun({ userId: owner.userId, domainId: owner.domainId });
    let executions = 0;
    const executors: Record<string, Job.Executor> = {
      test: async (progress) => {
        executions++;
        await progress.step("Working", "half way");
        await new Promise((resolve) => setTimeout(resolve, 200));
        return { output: { made: 1 }, provider: "offline", model: "test" };
      },
    };
    await Promise.all([Job.handle(message(owner.userId, runId), executors), Job.handle(message(owner.userId, runId), executors)]);
    expect(executions).toBe(1);
    const run = await runOf(owner.userId, runId);
    expect(run).toMatchObject({ status: "succeeded", creditsCaptured: 10, attempts: 1, output: { made: 1 }, provider: "offline" });
    expect(run.steps?.map((step) => step.name)).toEqual(["Working"]);
    expect(await ledgerKinds(owner.userId, runId)).toEqual(["capture", "hold"]);

    // A late third delivery changes nothing.
    await Job.handle(message(owner.userId, runId), executors);
    expect(executions).toBe(1);
    expect(await ledgerKinds(owner.userId, runId)).toEqual(["capture", "hold"]);
    expect(await Credit.balance(owner.userId)).toBe(90);
  }, 60_000);

  it("picks a run up again when its worker died, but not while a live worker holds it", async () => {
    const owner = await fundedOwner();
    const now = Date.now();
    let executions = 0;
    const executors: Record<string, Job.Executor> = { test: () => Promise.resolve({ output: { attempt: ++executions } }) };

    const held = await pendingRun({ userId: owner.userId, domainId: owner.domainId, taken: "live" });
    await Job.handle(message(owner.userId, held), executors, now);
    expect(executions).toBe(0);
    expect((await runOf(owner.userId, held)).status).toBe("running");

    const orphaned = await pendingRun({ userId: owner.userId, domainId: owner.domainId, taken: "lapsed" });
    await Job.handle(message(owner.userId, orphaned), executors, now);
    expect(executions).toBe(1);
    expect(await runOf(owner.userId, orphaned)).toMatchObject({ status: "succeeded", attempts: 2 });
  }, 60_000);

  it("fails a run with the reason a site owner can act on and returns its credits; our own faults go back to the queue", async () => {
    const owner = await fundedOwner(100);
    const refused = await pendingRun({ userId: owner.userId, domainId: owner.domainId });
    await Job.handle(message(owner.userId, refused), {
      test: () =>
        Promise.reject(new VisibleError("upstream", "site_unreachable", "The site did not answer. Check that the SiteCrew plugin is active and connected.")),
    });
    expect(await runOf(owner.userId, refused)).toMatchObject({
      status: "failed",
      error: "The site did not answer. Check that the SiteCrew plugin is active and connected.",
      creditsCaptured: 0,
    });
    expect(await ledgerKinds(owner.userId, refused)).toEqual(["hold", "release"]);

    const broken = await pendingRun({ userId: owner.userId, domainId: owner.domainId });
    await expect(
      Job.handle(message(owner.userId, broken), {
        test: () => Promise.reject(new Error("connection reset")),
      }),
    ).rejects.toThrow("connection reset");
    expect((await runOf(owner.userId, broken)).status).toBe("running");
    expect(await Credit.balance(owner.userId)).toBe(90);
  }, 60_000);

  it("fails runs stuck past their deadline and runs from the dead-letter queue, returning credits once", async () => {
    const owner = await fundedOwner(100);
    const now = Date.now();
    const stuck = await pendingRun({ userId: owner.userId, domainId: owner.domainId, taken: "overdue" });
    const waiting = await pendingRun({ userId: owner.userId, domainId: owner.domainId, startedAt: now - QUEUED_LIMIT_MS - 1 });
    const fresh = await pendingRun({ userId: owner.userId, domainId: owner.domainId });
    expect(await Credit.balance(owner.userId)).toBe(70);

    await withActor({ type: "system", properties: {} }, () => Promise.all([Job.sweep(now), Job.sweep(now)]));
    expect(await runOf(owner.userId, stuck)).toMatchObject({ status: "failed", error: "The run did not finish in time." });
    expect(await runOf(owner.userId, waiting)).toMatchObject({ status: "failed", error: "No worker picked the run up in time." });
    expect((await runOf(owner.userId, fresh)).status).toBe("queued");
    expect(await Credit.balance(owner.userId)).toBe(90);

    await Promise.all([Job.abandon(message(owner.userId, fresh)), Job.abandon(message(owner.userId, fresh))]);
    expect(await runOf(owner.userId, fresh)).toMatchObject({
      status: "failed",
      error: "The run failed repeatedly and was stopped. Its credits were returned.",
    });
    expect(await Credit.balance(owner.userId)).toBe(100);
    expect(await ledgerKinds(owner.userId, fresh)).toEqual(["hold", "release"]);
  }, 60_000);

  it("completes the settlement of a run whose worker died between finishing and capturing", async () => {
    const owner = await fundedOwner(100);
    const runId = await pendingRun({ userId: owner.userId, domainId: owner.domainId, taken: "live" });
    await RunEntity.patch({ userId: owner.userId, runId }).set({ status: "succeeded", creditsCaptured: 10 }).go();
    await Job.handle(message(owner.userId, runId), {});
    expect(await ledgerKinds(owner.userId, runId)).toEqual(["capture", "hold"]);
    expect(await Credit.balance(owner.userId)).toBe(90);
  }, 60_000);
});
