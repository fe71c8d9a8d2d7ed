import { createWriteTransaction, type Entity } from "electrodb";

type Entities = Record<string, Entity<any, any, any, any>>;
type Writes<E extends Entities> = Parameters<typeof createWriteTransaction<E, any, any>>[1];

/**
 * `failed` lists the named writes whose condition did not hold, in the order they were added;
 * it is empty when DynamoDB cancelled the transaction for another reason (a concurrent write).
 */
export type TransactionResult<N extends string> = { ok: true } | { ok: false; failed: N[] };

/**
 * Runs the writes as one DynamoDB transaction. `names` labels the writes in the order `writes`
 * returns them (unnamed ones may follow), so callers ask which condition failed by name instead
 * of by position or by error text.
 */
export async function runTransaction<E extends Entities, const N extends string>(
  entities: E,
  writes: Writes<E>,
  options: { names: readonly N[] },
): Promise<TransactionResult<N>> {
  const result = await createWriteTransaction(entities, writes).go();
  if (!result.canceled) return { ok: true };
  // ElectroDB gives one cancellation reason per write, in the order they were added.
  const reasons = result.data as unknown as Array<{ code?: string }>;
  const failed = options.names.filter((_, index) => reasons[index]?.code === "ConditionalCheckFailed");
  return { ok: false, failed };
}
