import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { withActor } from "../../packages/core/src/actor";
import { Credit } from "../../packages/core/src/credit";
import { applyChange } from "../../packages/core/src/credit/apply";
import { BalanceEntity, LedgerEntity } from "../../packages/core/src/credit/credit.entity";
import { Payment } from "../../packages/core/src/payment";
import { call } from "../support/api";
import { addDomain } from "../support/domains";
import { registeredUser } from "../support/users";

const DAY_MS = 24 * 60 * 60 * 1000;
const newUser = () => `usr_summary_${randomUUID().replace(/-/g, "")}`;

/** History from before the window, written as the ledger would have written it back then. */
async function oldHistory(userId: string, daysAgo: number) {
  const createdAt = Date.now() - daysAgo * DAY_MS;
  const rows = [
    { ledgerId: "topup_cs_old", kind: "topup", credits: 1000, balanceAfter: 1000 },
    { ledgerId: "hold_run_old", kind: "hold", credits: -50, balanceAfter: 950 },
    { ledgerId: "capture_run_old", kind: "capture", credits: 0, balanceAfter: 950 },
  ] as const;
  for (const [index, row] of rows.entries()) {
    await LedgerEntity.create({ userId, seq: index + 1, reference: "", createdAt: createdAt + index, ...row }).go();
  }
  await BalanceEntity.create({ userId, credits: 950, debt: 0, version: rows.length }).go();
}

describe("credit summary", () => {
  it("sums the last 30 days: added, spent by finished runs, held by running ones", async () => {
    const { token, userId } = await registeredUser();
    const domain = await addDomain(token, `summary-${userId.slice(-8)}.example.com`);
    const spentOn = { domainId: domain.id, agent: "blog" } as const;
    await Credit.grant({ userId, ledgerId: "grant_recent", credits: 100 });
    await Credit.hold({ userId, runId: "run_kept", credits: 20 });
    await Credit.capture({ userId, runId: "run_kept", spentOn });
    await Credit.hold({ userId, runId: "run_failed", credits: 5 });
    await Credit.release({ userId, runId: "run_failed" });
    await Credit.hold({ userId, runId: "run_running", credits: 7 });

    expect(await Credit.summary({}, userId)).toEqual({ balance: 100 - 20 - 7, spent_30d: 20, added_30d: 100, reserved: 0, held: 7 });
  });

  it("counts nothing once everything is older than 30 days, and keeps the balance", async () => {
    const userId = newUser();
    await Credit.grant({ userId, ledgerId: "grant_1", credits: 40 });
    await Credit.hold({ userId, runId: "run_1", credits: 15 });
    await Credit.capture({ userId, runId: "run_1" });
    const later = Date.now() + 31 * DAY_MS;
    expect(await Credit.summary({}, userId, later)).toEqual({ balance: 25, spent_30d: 0, added_30d: 0, reserved: 0, held: 0 });
  });

  it("adds what refunds took back to nothing: credits added are net", async () => {
    const userId = newUser();
    await Credit.grant({ userId, ledgerId: "grant_net", credits: 30 });
    await applyChange({ userId, ledgerId: "reversal_net", kind: "reversal", credits: -10 });
    expect(await Credit.summary({}, userId)).toMatchObject({ balance: 20, added_30d: 20 });
  });

  it("reads past the first page of the ledger", async () => {
    const userId = newUser();
    await oldHistory(userId, 31);
    for (let index = 0; index < 130; index++) await Credit.grant({ userId, ledgerId: `grant_${index}`, credits: 1 });
    await Credit.hold({ userId, runId: "run_behind", credits: 3 });
    expect(await Credit.summary({}, userId)).toMatchObject({ balance: 950 + 130 - 3, added_30d: 130, spent_30d: 0, held: 3 });
  }, 120_000);

  it("answers GET /api/credits/summary for the signed-in user only", async () => {
    expect((await call("GET", "/credits/summary")).status).toBe(401);
    const { token, userId } = await registeredUser();
    await Credit.grant({ userId, ledgerId: "grant_api", credits: 12 });
    const reply = await call("GET", "/credits/summary", { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { balance: 12, spent_30d: 0, added_30d: 12, reserved: 0, held: 0 } });
  });
});

describe("ledger rows name what they bought", () => {
  beforeAll(() => Payment.seedPackages());

  it("shows a top-up's package by name, and other references as they are", async () => {
    const userId = newUser();
    const session = { id: `cs_test_${randomUUID().replace(/-/g, "")}`, payment_status: "paid", client_reference_id: userId };
    await Payment.fulfil({ ...session, metadata: { packageId: "pkg_growth", credits: "500", userId } });
    await Credit.hold({ userId, runId: "run_named", credits: 3, reference: "Blog post for example.com" });
    const { data } = await withActor({ type: "user", properties: { userId } }, () => Credit.ledger({ page: 1, limit: 10 }));
    expect(data.map(({ kind, reference, package_name, description }) => ({ kind, reference, package_name, description }))).toEqual([
      { kind: "hold", reference: "Blog post for example.com", package_name: null, description: "Blog post for example.com" },
      { kind: "topup", reference: "pkg_growth", package_name: "500-credit package", description: "500-credit package" },
    ]);
  });

  it("keeps the reference of a top-up whose package is unknown", async () => {
    const userId = newUser();
    const session = { id: `cs_test_${randomUUID().replace(/-/g, "")}`, payment_status: "paid", client_reference_id: userId };
    await Payment.fulfil({ ...session, metadata: { packageId: "pkg_retired", credits: "10", userId } });
    const { data } = await withActor({ type: "user", properties: { userId } }, () => Credit.ledger({ page: 1, limit: 10 }));
    expect(data[0]).toMatchObject({ kind: "topup", reference: "pkg_retired", package_name: null, description: "pkg_retired" });
  });
});
