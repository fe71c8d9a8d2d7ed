import type { Entity, TransactWriteEntity } from "electrodb";
import { accountTally, type TallyWrite, tallyWrite } from "../analytics/tally";
import { runTransaction } from "../db/transaction";
import { VisibleError } from "../error";
import { PurchaseEntity } from "../payment/purchase.entity";
import { BalanceEntity, HoldEntity, LedgerEntity, type LedgerKind } from "./credit.entity";
import { hiddenBy } from "./run-ledger";

const MAX_ATTEMPTS = 60;

/** Changes that bring credits in or take them back, rather than move them to and from work. */
const ADDING: ReadonlySet<LedgerKind> = new Set(["topup", "adjustment", "refund", "reversal"]);

export interface Snapshot {
  credits: number;
  debt: number;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- ElectroDB's entity types are invariant in their names and schema: only any stands for every entity */
type AnyEntity = Entity<any, any, any, any>;
type Write = ReturnType<ReturnType<TransactWriteEntity<any, any, any, any>["check"]>["commit"]>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * One more item written in the same transaction, told the credits the change moved (signed, as the
 * ledger records them). A chat credit pool's fill or return: its condition failing means another
 * change to the pool got there first.
 */
export interface ExtraWrite<E extends AnyEntity = AnyEntity> {
  entity: E;
  write(entity: E extends Entity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never, credits: number): Write;
}

export interface Change {
  userId: string;
  ledgerId: string;
  kind: LedgerKind;
  /** Signed: negative spends. Ignored when `plan` is given. */
  credits?: number;
  /** Works out the balance and debt changes from the balance as it is, inside the same transaction. */
  plan?: (snapshot: Snapshot) => { credits: number; debt?: number; reference?: string };
  reference?: string;
  /** Refused with a 402 while the account owes credits. */
  refuseWhileInDebt?: boolean;
  /** A hold item written in the same transaction: created, or moved out of `held`. */
  hold?: { runId: string; create?: number; status?: "captured" | "released" };
  /** A purchase's reversed credits moved from one value to another, in the same transaction. */
  purchase?: { paymentIntentId: string; reversedFrom: number; reversedTo: number };
  extra?: ExtraWrite;
  /** Analytics counters the change moves (the credits a captured run spent), in the same transaction. */
  tally?: Array<Omit<TallyWrite, "at">>;
}

export type Applied =
  | { status: "applied"; balance: number; credits: number; debt: number }
  | { status: "duplicate" }
  | { status: "hold_not_held" }
  | { status: "purchase_changed" }
  | { status: "extra_failed" };

export const insufficientCredits = (needed: number, balance: number) =>
  new VisibleError(
    "payment",
    "insufficient_credits",
    `Insufficient credits: this needs ${needed} credit${needed === 1 ? "" : "s"} and your balance is ${balance}.`,
  );

const inDebt = (debt: number) =>
  new VisibleError(
    "payment",
    "outstanding_debt",
    `A refunded payment left ${debt} credit${debt === 1 ? "" : "s"} owing. Top up to cover it before starting new runs.`,
  );

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 5 * 2 ** attempt)));

/**
 * Applies one ledger item and the balance it produces in a single transaction, conditioned on
 * the balance version read just before (so `balanceAfter` and `seq` are exact) and on the ledger
 * id being new (so a retried change is a no-op). Lost races are retried with jitter.
 */
export async function applyChange(change: Change): Promise<Applied> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const { data: balance } = await BalanceEntity.get({ userId: change.userId }).go({ consistent: true });
    const snapshot = { credits: balance?.credits ?? 0, debt: balance?.debt ?? 0 };
    const version = balance?.version ?? 0;
    const planned = change.plan ? change.plan(snapshot) : { credits: change.credits ?? 0 };
    const after = snapshot.credits + planned.credits;
    const debtAfter = snapshot.debt + (planned.debt ?? 0);
    const owing = Boolean(change.refuseWhileInDebt) && snapshot.debt > 0;
    if (after < 0 || owing) {
      const existing = await LedgerEntity.get({ userId: change.userId, ledgerId: change.ledgerId }).go();
      if (existing.data) return { status: "duplicate" };
      throw owing ? inDebt(snapshot.debt) : insufficientCredits(-planned.credits, snapshot.credits);
    }

    const hold = change.hold;
    const names: Array<"ledger" | "balance" | "hold" | "purchase" | "extra"> = ["ledger", "balance"];
    if (hold?.create !== undefined || hold?.status) names.push("hold");
    if (change.purchase) names.push("purchase");
    if (change.extra) names.push("extra");
    const extra = change.extra;
    const base = { BalanceEntity, LedgerEntity, HoldEntity, PurchaseEntity };
    const now = Date.now();
    // The account's day records every balance it passes through, what top-ups brought and what came in or was taken back.
    const add = {
      ...(change.kind === "topup" && planned.credits > 0 ? { topups: planned.credits } : {}),
      ...(ADDING.has(change.kind) ? { added: planned.credits } : {}),
    };
    const tallies = [accountTally(change.userId, now, { balance: after, add }), ...(change.tally ?? []).map((write) => ({ ...write, at: now }))];
    const result = await runTransaction(
      extra ? { ...base, ExtraEntity: extra.entity } : base,
      (entities) => {
        const writes = [
          entities.LedgerEntity.create({
            userId: change.userId,
            ledgerId: change.ledgerId,
            seq: version + 1,
            kind: change.kind,
            credits: planned.credits,
            balanceAfter: after,
            reference: planned.reference ?? change.reference ?? "",
            createdAt: now,
          }).commit(),
          balance
            ? entities.BalanceEntity.patch({ userId: change.userId })
                .set({ credits: after, debt: debtAfter, version: version + 1, hidden: (balance.hidden ?? 0) + hiddenBy(change.ledgerId) })
                .where((attr, op) => op.eq(attr.version, version))
                .commit()
            : entities.BalanceEntity.create({ userId: change.userId, credits: after, debt: debtAfter, version: 1, hidden: hiddenBy(change.ledgerId) }).commit(),
        ];
        if (hold?.create !== undefined) {
          writes.push(entities.HoldEntity.create({ userId: change.userId, runId: hold.runId, credits: hold.create, status: "held" }).commit());
        } else if (hold?.status) {
          writes.push(
            entities.HoldEntity.patch({ userId: change.userId, runId: hold.runId })
              .set({ status: hold.status })
              .where((attr, op) => op.eq(attr.status, "held"))
              .commit(),
          );
        }
        if (change.purchase) {
          const { paymentIntentId, reversedFrom, reversedTo } = change.purchase;
          writes.push(
            entities.PurchaseEntity.patch({ paymentIntentId })
              .set({ reversedCredits: reversedTo })
              .where((attr, op) => op.eq(attr.reversedCredits, reversedFrom))
              .commit(),
          );
        }
        if (extra && "ExtraEntity" in entities) writes.push(extra.write(entities.ExtraEntity as never, planned.credits));
        return writes;
      },
      { names, raw: tallies.map(tallyWrite) },
    );

    if (result.ok) return { status: "applied", balance: after, credits: planned.credits, debt: debtAfter };
    if (result.failed.includes("ledger")) return { status: "duplicate" };
    if (result.failed.includes("hold") && hold?.status) return { status: "hold_not_held" };
    if (result.failed.includes("purchase")) return { status: "purchase_changed" };
    if (result.failed.includes("extra")) return { status: "extra_failed" };
    await pause(attempt);
  }
  throw new VisibleError("unavailable", "busy", "The balance is busy. Please try again in a moment.");
}
