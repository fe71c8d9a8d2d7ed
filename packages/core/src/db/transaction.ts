import { TransactWriteCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { createWriteTransaction, type Entity } from "electrodb";
import { VisibleError } from "../error";
import { documentClient } from "./documents";

/* eslint-disable @typescript-eslint/no-explicit-any -- ElectroDB's entity types are invariant in their names and schema: only any stands for every entity */
type Entities = Record<string, Entity<any, any, any, any>>;
type Writes<E extends Entities> = Parameters<typeof createWriteTransaction<E, any, any>>[1];
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A write ElectroDB cannot build, added to the same transaction as is. */
export type RawWrite = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

/** An ElectroDB update's parameters (`entity.patch(...).params()`) as a write of a transaction it does not build. */
export const asRawUpdate = (params: object): RawWrite => ({ Update: params as NonNullable<RawWrite["Update"]> });

/**
 * ElectroDB writes, built as for `runTransaction`, as raw writes that join a transaction built
 * elsewhere: an agent's items written with the run that works on them, or with its success.
 */
export function rawWrites<E extends Entities>(entities: E, writes: Writes<E>): RawWrite[] {
  const { TransactItems = [] } = createWriteTransaction(entities, writes).params() as TransactWriteCommandInput;
  return TransactItems;
}

/**
 * `failed` lists the named writes whose condition did not hold, in the order they were added;
 * it is empty when DynamoDB cancelled the transaction for another reason (a concurrent write).
 */
export type TransactionResult<N extends string> = { ok: true } | { ok: false; failed: N[] };

const failedNames = <N extends string>(names: readonly N[], codes: Array<string | undefined>) =>
  names.filter((_, index) => codes[index] === "ConditionalCheckFailed");

interface Retry {
  /** What the caller hears when every try was cancelled by concurrent writes. */
  busy: string;
  /** Tries in all; 5 unless said. */
  attempts?: number;
}

/**
 * Runs the writes as one DynamoDB transaction. `names` labels the writes in the order `writes`
 * returns them (unnamed ones may follow), so callers ask which condition failed by name instead
 * of by position or by error text. `raw` writes go last, in the same transaction. With `retry`, a
 * transaction cancelled by a concurrent write to an item it touches (a shared counter), not by a
 * named condition, is tried again after a growing, jittered pause; past the last try the caller
 * gets a 503 saying `retry.busy`.
 */
export async function runTransaction<E extends Entities, const N extends string>(
  entities: E,
  writes: Writes<E>,
  options: { names: readonly N[]; raw?: RawWrite[]; retry?: Retry },
): Promise<TransactionResult<N>> {
  const { retry } = options;
  if (!retry) return runOnce(entities, writes, options);
  const attempts = retry.attempts ?? 5;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt) await backoff(attempt);
    const result = await runOnce(entities, writes, options);
    if (result.ok || result.failed.length) return result;
  }
  throw new VisibleError("unavailable", "busy", retry.busy);
}

/**
 * Writes DynamoDB builds no entity for (a map key named by the caller, a condition on an exact value) as one
 * transaction: answers false when DynamoDB cancelled it (a condition failed, or a concurrent write got in).
 */
export async function runRawTransaction(writes: RawWrite[]): Promise<boolean> {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: writes }));
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === "TransactionCanceledException") return false;
    throw error;
  }
}

/** A growing, jittered pause before try number `attempt` (from 1), so writers at once spread out. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, (0.5 + Math.random() / 2) * 20 * 2 ** attempt));

/**
 * Reads, decides and writes, again while another write got in between: `attempt` answers what it
 * did, or `undefined` when a condition on what it read no longer held, and is tried again after a
 * pause like a cancelled transaction's. Past the last try (5 unless said) the caller gets a 503
 * saying `busy`.
 */
export async function retryOnConflict<T>(options: { busy: string; attempts?: number }, attempt: () => Promise<T | undefined>): Promise<T> {
  const attempts = options.attempts ?? 5;
  for (let tried = 0; tried < attempts; tried++) {
    if (tried) await backoff(tried);
    const done = await attempt();
    if (done !== undefined) return done;
  }
  throw new VisibleError("unavailable", "busy", options.busy);
}

async function runOnce<E extends Entities, const N extends string>(
  entities: E,
  writes: Writes<E>,
  options: { names: readonly N[]; raw?: RawWrite[] },
): Promise<TransactionResult<N>> {
  const transaction = createWriteTransaction(entities, writes);
  if (!options.raw?.length) {
    const result = await transaction.go();
    if (!result.canceled) return { ok: true };
    // ElectroDB gives one cancellation reason per write, in the order they were added.
    const reasons = result.data as unknown as Array<{ code?: string }>;
    return {
      ok: false,
      failed: failedNames(
        options.names,
        reasons.map((reason) => reason?.code),
      ),
    };
  }
  const { TransactItems = [] } = transaction.params() as TransactWriteCommandInput;
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: [...TransactItems, ...options.raw] }));
    return { ok: true };
  } catch (error) {
    if (!(error instanceof Error) || error.name !== "TransactionCanceledException") throw error;
    const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
    return {
      ok: false,
      failed: failedNames(
        options.names,
        reasons.map((reason) => reason.Code),
      ),
    };
  }
}
