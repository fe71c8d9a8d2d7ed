import { createWriteTransaction } from "electrodb";
import * as v from "valibot";
import { useUserId } from "../actor";
import { fn } from "../util/fn";
import { BalanceEntity, LedgerEntity } from "./credit.entity";

export namespace Credit {
  export async function balance(userId = useUserId()): Promise<number> {
    const result = await BalanceEntity.get({ userId }).go();
    return result.data?.credits ?? 0;
  }

  export const AdjustInput = v.object({
    userId: v.string(),
    ledgerId: v.string(),
    credits: v.pipe(v.number(), v.integer(), v.minValue(1)),
    reference: v.optional(v.string(), ""),
  });

  /**
   * Adds credits with a ledger item in the same transaction; the ledger id makes a retry a no-op.
   * Returns false when that ledger id was already applied.
   */
  export const grant = fn(AdjustInput, async (input) => {
    const result = await createWriteTransaction({ BalanceEntity, LedgerEntity }, ({ BalanceEntity, LedgerEntity }) => [
      LedgerEntity.create({
        userId: input.userId,
        ledgerId: input.ledgerId,
        kind: "adjustment",
        credits: input.credits,
        reference: input.reference,
      }).commit(),
      BalanceEntity.upsert({ userId: input.userId }).add({ credits: input.credits }).commit(),
    ]).go();
    return !result.canceled;
  });
}
