import type { Entity, TransactWriteEntity } from "electrodb";
import type { DomainKey } from "../agents/hooks";
import { UpdateCommand, type UpdateCommandInput } from "@aws-sdk/lib-dynamodb";
import { documentClient } from "../db/documents";
import { isConditionFailure } from "../db/errors";
import { pageOf, removeAll } from "../db/remove-all";
import type { RawWrite } from "../db/transaction";
import { ServiceEntryEntity, type ServiceEntryItem } from "./entry.entity";
import type { ServiceRow, ServiceStatus, ServiceType } from "./schema";

/** The transaction's view of the entry entity, whatever other entities the transaction holds. */
type Entities = {
  ServiceEntryEntity: typeof ServiceEntryEntity extends Entity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never;
};

/** What an agent says about a new item of its own for Manage Services; `id` is the item's id. */
export interface NewServiceEntry {
  userId: string;
  domainId: string;
  id: string;
  name: string;
  type: ServiceType;
  status: ServiceStatus;
  /** The item's `createdAt`, the same value, so the list orders the rows as the items were made. */
  createdAt: number;
  link: string;
  blogBotsId?: string;
  socialBotsId?: string;
  chatBotsId?: string;
}

/**
 * The writes an agent adds to the transaction that makes, changes or removes one of its items, so
 * the item and its row in Manage Services never disagree.
 */
export namespace ServiceEntries {
  export function add(entities: Entities, entry: NewServiceEntry) {
    const { id, type, ...rest } = entry;
    return entities.ServiceEntryEntity.create({ ...rest, entryId: id, typeName: type, searchName: entry.name.toLowerCase() }).commit();
  }

  /** A new name or status; fails the transaction when the row is missing, as the item's own patch does. */
  export function change(entities: Entities, userId: string, id: string, changes: { name?: string; status?: ServiceStatus }) {
    const { name, status } = changes;
    return entities.ServiceEntryEntity.patch({ userId, entryId: id })
      .set({ ...(name === undefined ? {} : { name, searchName: name.toLowerCase() }), ...(status ? { status } : {}) })
      .commit();
  }

  export function remove(entities: Entities, userId: string, id: string) {
    return entities.ServiceEntryEntity.delete({ userId, entryId: id }).commit();
  }

  /**
   * One more use of a service that is one row per domain however often it is used (the
   * optimizer): the first use makes the row as `entry` says, later ones only add to its count,
   * atomically, so uses started at once each count. Every other attribute, the keys that order the
   * list among them, keeps what the first use wrote.
   */
  export function countUp(entry: NewServiceEntry, by = 1): RawWrite {
    return keptWrite(entry, { count: by, mode: "add" });
  }

  /** The row of a service used before it had one, made with the count of its earlier uses; a row already there is left as it is. */
  export async function restore(entry: NewServiceEntry, count: number) {
    await send(keptWrite(entry, { count, mode: "restore" }));
  }

  /** The row of an item made before its agent wrote rows, so later changes have a row to change; a row already there is left as it is. */
  export async function ensure(entry: NewServiceEntry) {
    await send(keptWrite(entry));
  }

  /** A new status outside any transaction, for an item that may predate its row: without a row, nothing to show. */
  export async function follow(userId: string, id: string, status: ServiceStatus) {
    try {
      await ServiceEntryEntity.patch({ userId, entryId: id }).set({ status }).go({ response: "none" });
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  /** Every row of a domain being removed, page by page. */
  export async function removeDomain(key: DomainKey) {
    await removeAll(
      (cursor) => ServiceEntryEntity.query.byDomain(key).go(pageOf(cursor)),
      (item) => ({ userId: item.userId, entryId: item.entryId }),
      (keys) => ServiceEntryEntity.delete(keys).go(),
    );
  }
}

const send = async ({ Update }: RawWrite) => {
  await documentClient().send(new UpdateCommand(Update as UpdateCommandInput));
};

/**
 * An update that writes each attribute of `entry`'s row only where the row has none yet, and with
 * `count`, either adds to the row's count or, for a row being restored, sets it when it has none.
 */
function keptWrite(entry: NewServiceEntry, counted?: { count: number; mode: "add" | "restore" }): RawWrite {
  const { id, type, ...rest } = entry;
  const { Item, TableName } = ServiceEntryEntity.put({ ...rest, entryId: id, typeName: type, searchName: entry.name.toLowerCase() }).params<{
    Item: Record<string, unknown>;
    TableName: string;
  }>();
  const { pk, sk, ...kept } = Item;
  const names: Record<string, string> = counted ? { "#count": "count" } : {};
  const values: Record<string, unknown> = counted ? { ":count": counted.count } : {};
  const sets = Object.entries(kept).map(([field, value], index) => {
    names[`#k${index}`] = field;
    values[`:k${index}`] = value;
    return `#k${index} = if_not_exists(#k${index}, :k${index})`;
  });
  const expression =
    counted?.mode === "add"
      ? `SET ${sets.join(", ")} ADD #count :count`
      : `SET ${[...sets, ...(counted ? ["#count = if_not_exists(#count, :count)"] : [])].join(", ")}`;
  return { Update: { TableName, Key: { pk, sk }, UpdateExpression: expression, ExpressionAttributeNames: names, ExpressionAttributeValues: values } };
}

/** A stored row in the answer's field names. */
export function serviceRow(entry: ServiceEntryItem): ServiceRow {
  return {
    id: entry.entryId,
    name: entry.name,
    type_name: entry.typeName,
    status: entry.status,
    created_at: new Date(entry.createdAt).toISOString(),
    link: entry.link,
    ...(entry.count === undefined ? {} : { count: entry.count }),
    ...(entry.blogBotsId ? { blog_bots_id: entry.blogBotsId } : {}),
    ...(entry.socialBotsId ? { social_bots_id: entry.socialBotsId } : {}),
    ...(entry.chatBotsId ? { chat_bots_id: entry.chatBotsId } : {}),
  };
}
