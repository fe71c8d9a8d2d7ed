import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withActor } from "../../packages/core/src/actor";
import { Credit } from "../../packages/core/src/credit";
import { HoldEntity, LedgerEntity } from "../../packages/core/src/credit/credit.entity";
import { VisibleError } from "../../packages/core/src/error";

const newUser = () => `usr_ledger_${randomUUID().replace(/-/g, "")}`;

async function ledgerOf(userId: string) {
  const { data } = await LedgerEntity.query.byId({ userId }).go({ pages: "all" });
  return data;
}

async function expectConsistent(userId: string) {
  const rows = await ledgerOf(userId);
  const balance = await Credit.balance(userId);
  expect(balance).toBeGreaterThanOrEqual(0);
  expect(rows.reduce((sum, row) => sum + row.credits, 0)).toBe(balance);
  const bySeq = [...rows].sort((a, b) => a.seq - b.seq);
  expect(bySeq.map((row) => row.seq)).toEqual(bySeq.map((_, index) => index + 1));
  if (bySeq.length) expect(bySeq.at(-1)!.balanceAfter).toBe(balance);
  return balance;
}

describe("credit ledger", () => {
  it("lets exactly 10 of 100 concurrent 1-credit holds through on a balance of 10", async () => {
    const userId = newUser();
    await Credit.grant({ userId, ledgerId: "led_start", credits: 10 });
    const results = await Promise.allSettled(Array.from({ length: 100 }, (_, index) => Credit.hold({ userId, runId: `run_${index}`, credits: 1 })));
    const refused = results.filter((result) => result.status === "rejected");
    expect(results.length - refused.length).toBe(10);
    for (const failure of refused) {
      const reason = failure.reason;
      expect(reason).toBeInstanceOf(VisibleError);
      expect(reason.code).toBe("insufficient_credits");
      expect(reason.message).toBe("Insufficient credits: this needs 1 credit and your balance is 0.");
    }
    expect(await expectConsistent(userId)).toBe(0);
  }, 120_000);

  it("makes hold, capture and release safe to repeat and to race", async () => {
    const userId = newUser();
    await Credit.grant({ userId, ledgerId: "led_start", credits: 50 });
    await Promise.all([Credit.hold({ userId, runId: "run_a", credits: 20 }), Credit.hold({ userId, runId: "run_a", credits: 20 })]);
    expect(await Credit.balance(userId)).toBe(30);

    const outcomes = await Promise.allSettled([
      Credit.capture({ userId, runId: "run_a" }),
      Credit.release({ userId, runId: "run_a" }),
      Credit.capture({ userId, runId: "run_a" }),
      Credit.release({ userId, runId: "run_a" }),
    ]);
    const settled = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
    expect(new Set(settled).size).toBe(1);
    const balance = await expectConsistent(userId);
    expect(balance).toBe(settled[0] === "released" ? 50 : 30);

    await Credit.hold({ userId, runId: "run_b", credits: 5 });
    expect(await Credit.release({ userId, runId: "run_b" })).toBe("released");
    expect(await Credit.release({ userId, runId: "run_b" })).toBe("released");
    await expect(Credit.capture({ userId, runId: "run_b" })).rejects.toMatchObject({ code: "hold_settled" });
    await expect(Credit.capture({ userId, runId: "run_missing" })).rejects.toMatchObject({ code: "hold_not_found" });
    await expectConsistent(userId);
  }, 60_000);

  it("keeps balance == sum of ledger and balance >= 0 under random interleavings", async () => {
    const op = fc.oneof(
      fc.record({ type: fc.constant("grant" as const), id: fc.integer({ min: 0, max: 5 }), credits: fc.integer({ min: 1, max: 20 }) }),
      fc.record({ type: fc.constant("hold" as const), run: fc.integer({ min: 0, max: 5 }), credits: fc.integer({ min: 1, max: 15 }) }),
      fc.record({ type: fc.constant("capture" as const), run: fc.integer({ min: 0, max: 5 }) }),
      fc.record({ type: fc.constant("release" as const), run: fc.integer({ min: 0, max: 5 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }), async (rounds) => {
        const userId = newUser();
        for (const round of rounds) {
          // Operations in a round run concurrently, duplicates included.
          await Promise.allSettled(
            round.map(async (step) => {
              if (step.type === "grant") return Credit.grant({ userId, ledgerId: `grant_${step.id}`, credits: step.credits });
              if (step.type === "hold") return Credit.hold({ userId, runId: `run_${step.run}`, credits: step.credits });
              if (step.type === "capture") return Credit.capture({ userId, runId: `run_${step.run}` });
              return Credit.release({ userId, runId: `run_${step.run}` });
            }),
          );
          const balance = await expectConsistent(userId);
          // The model: every grant applied once, minus what holds still keep or have captured.
          const grants = (await ledgerOf(userId)).filter((row) => row.kind === "adjustment");
          expect(new Set(grants.map((row) => row.ledgerId)).size).toBe(grants.length);
          const holds = (await HoldEntity.query.byRun({ userId }).go({ pages: "all" })).data;
          const kept = holds.filter((hold) => hold.status !== "released").reduce((sum, hold) => sum + hold.credits, 0);
          expect(balance).toBe(grants.reduce((sum, row) => sum + row.credits, 0) - kept);
        }
      }),
      { numRuns: 15 },
    );
  }, 180_000);

  it("lists the ledger newest first with the balance after each change", async () => {
    const userId = newUser();
    for (let index = 1; index <= 12; index++) await Credit.grant({ userId, ledgerId: `led_${index}`, credits: index });
    await Credit.hold({ userId, runId: "run_list", credits: 7 });
    const first = await withActor({ type: "user", properties: { userId } }, () => Credit.ledger({ page: "1", limit: "5" }));
    expect(first.pagination).toMatchObject({
      currentPage: 1,
      limit: 5,
      total: 13,
      totalPages: 3,
      hasNextPage: true,
      hasPrevPage: false,
      nextPage: 2,
      prevPage: null,
    });
    expect(first.data.map((row) => row.kind)).toEqual(["hold", "adjustment", "adjustment", "adjustment", "adjustment"]);
    expect(first.data[0]).toMatchObject({ credits: -7, balance_after: 78 - 7 });
    const last = await withActor({ type: "user", properties: { userId } }, () => Credit.ledger({ page: 3, limit: 5 }));
    expect(last.data.map((row) => row.id)).toEqual(["led_3", "led_2", "led_1"]);
    expect(last.data.at(-1)).toMatchObject({ credits: 1, balance_after: 1 });
    const beyond = await withActor({ type: "user", properties: { userId } }, () => Credit.ledger({ page: 9, limit: 5 }));
    expect(beyond.data).toEqual([]);
  });
});
