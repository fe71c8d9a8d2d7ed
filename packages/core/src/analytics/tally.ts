import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { documentClient } from "../db/documents";
import type { RawWrite } from "../db/transaction";
import { DailyEntity } from "./daily.entity";
import { ACCOUNT_SCOPE, type Tally } from "./metrics";
import { slotAttribute, slotOf } from "./slot";

export interface TallyWrite {
  userId: string;
  /** A domain id, or the account. */
  scope: string;
  at: number;
  add?: Tally;
  /** The account's balance after a ledger change: the last one in a quarter stands for it. */
  balance?: number;
}

/**
 * The write that adds an event's figures to its day's counters (created on first use), as a raw
 * transaction item: it goes into the same transaction as the event, so a figure exists exactly
 * when its event does.
 */
export function tallyWrite(write: TallyWrite): RawWrite {
  const { day, slot } = slotOf(write.at);
  const base = DailyEntity.update({ userId: write.userId, scope: write.scope, day }).set({}).params<{
    UpdateExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
    TableName: string;
    Key: Record<string, string>;
  }>();
  const names = { ...base.ExpressionAttributeNames };
  const values = { ...base.ExpressionAttributeValues };
  const sets = [base.UpdateExpression.replace(/^SET /, "")];
  const adds: string[] = [];
  Object.entries(write.add ?? {}).forEach(([metric, amount], index) => {
    if (!amount) return;
    names[`#m${index}`] = slotAttribute(metric, slot);
    values[`:m${index}`] = amount;
    adds.push(`#m${index} :m${index}`);
  });
  if (write.balance !== undefined) {
    names["#balance"] = slotAttribute("balance", slot);
    values[":balance"] = write.balance;
    sets.push("#balance = :balance");
  }
  return {
    Update: {
      TableName: base.TableName,
      Key: base.Key,
      UpdateExpression: `SET ${sets.join(", ")}${adds.length ? ` ADD ${adds.join(", ")}` : ""}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** The same change on its own, outside any transaction: for writing history in bulk, as the analytics bench does. */
export async function addTally(write: TallyWrite) {
  const { Update } = tallyWrite(write);
  await documentClient().send(new UpdateCommand(Update as never));
}

export const accountTally = (userId: string, at: number, parts: Omit<TallyWrite, "userId" | "scope" | "at">): TallyWrite => ({
  userId,
  scope: ACCOUNT_SCOPE,
  at,
  ...parts,
});
