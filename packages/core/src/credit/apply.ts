import { createWriteTransaction } from "electrodb";
import { VisibleError } from "../error";
import { BalanceEntity, HoldEntity, LedgerEntity, type LedgerKind } from "./credit.entity";

const MAX_ATTEMPTS = 60;

export interface Change {
  userId: string;
  ledgerId: string;
  kind: LedgerKind;
  /** Signed: negative spends. */
  credits: number;
  reference?: string;
  /** A hold item written in the same transaction: created, or moved out of `held`. */
  hold?: { runId: string; create?: number; status?: "captured" | "released" };
}

export type Applied = { status: "applied"; balance: number } | { status: "duplicate" } | { status: "hold_not_held" };

export const insufficientCredits = (needed: number, balance: number) =>
  new VisibleError(
    "payment",
    "insufficient_credits",
    `Insufficient credits: this needs ${needed} credit${needed === 1 ? "" : "s"} and your balance is ${balance}.`,
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
    const current = balance?.credits ?? 0;
    const version = balance?.version ?? 0;
    const after = current + change.credits;
    if (after < 0) {
      const existing = await LedgerEntity.get({ userId: change.userId, ledgerId: change.ledgerId }).go();
      if (existing.data) return { status: "duplicate" };
      throw insufficientCredits(-change.credits, current);
    }

    const result = await createWriteTransaction({ BalanceEntity, LedgerEntity, HoldEntity }, (entities) => {
      const writes = [
        entities.LedgerEntity.create({
          userId: change.userId,
          ledgerId: change.ledgerId,
          seq: version + 1,
          kind: change.kind,
          credits: change.credits,
          balanceAfter: after,
          reference: change.reference ?? "",
        }).commit(),
        balance
          ? entities.BalanceEntity.patch({ userId: change.userId })
              .set({ credits: after, version: version + 1 })
              .where((attr, op) => op.eq(attr.version, version))
              .commit()
          : entities.BalanceEntity.create({ userId: change.userId, credits: after, version: 1 }).commit(),
      ];
      const hold = change.hold;
      if (hold?.create !== undefined) {
        writes.push(
          entities.HoldEntity.create({ userId: change.userId, runId: hold.runId, credits: hold.create, status: "held" }).commit(),
        );
      } else if (hold?.status) {
        writes.push(
          entities.HoldEntity.patch({ userId: change.userId, runId: hold.runId })
            .set({ status: hold.status })
            .where((attr, op) => op.eq(attr.status, "held"))
            .commit(),
        );
      }
      return writes;
    }).go();

    if (!result.canceled) return { status: "applied", balance: after };
    // One cancellation reason per write, in order: ledger, balance, hold.
    const [ledger, , hold] = (result.data as unknown as Array<{ code: string }>).map((item) => item.code);
    if (ledger === "ConditionalCheckFailed") return { status: "duplicate" };
    if (hold === "ConditionalCheckFailed" && change.hold?.status) return { status: "hold_not_held" };
    await pause(attempt);
  }
  throw new VisibleError("unavailable", "busy", "The balance is busy. Please try again in a moment.");
}
