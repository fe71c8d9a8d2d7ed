import type { Entity, TransactWriteEntity } from "electrodb";
import { CounterEntity } from "./counter.entity";

/** The transaction's view of the counter entity, whatever other entities the transaction holds. */
type Entities = {
  CounterEntity: typeof CounterEntity extends Entity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never;
};

export namespace Counter {
  /** A change to a counter for use inside `createWriteTransaction`; creates it at the first use. */
  export function change(entities: Entities, userId: string, name: string, by: number) {
    return entities.CounterEntity.update({ userId, name }).add({ count: by }).commit();
  }

  /**
   * A plain atomic add outside any transaction, for display figures bumped after the write they
   * count has committed: many writers at once never conflict.
   */
  export async function add(userId: string, name: string, by: number) {
    await CounterEntity.update({ userId, name }).add({ count: by }).go({ response: "none" });
  }

  export async function read(userId: string, name: string) {
    const { data } = await CounterEntity.get({ userId, name }).go();
    return Math.max(0, data?.count ?? 0);
  }

  export async function readMany(userId: string, names: string[]) {
    if (names.length === 0) return new Map<string, number>();
    const { data } = await CounterEntity.get(names.map((name) => ({ userId, name }))).go();
    return new Map(names.map((name) => [name, Math.max(0, data.find((item) => item.name === name)?.count ?? 0)]));
  }

  /** Every counter whose name starts with `prefix`, for removing them with what they counted. */
  export async function named(userId: string, prefix: string) {
    const { data } = await CounterEntity.query.byName({ userId }).begins({ name: prefix }).go({ pages: "all" });
    return data.map((item) => item.name);
  }
}
