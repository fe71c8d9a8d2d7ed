import { QueryCommand, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { documentClient } from "../db/documents";
import { DailyEntity } from "./daily.entity";
import { parseSlotAttribute, slotOffset, slotStart } from "./slot";

type DailyItem = Record<string, unknown> & { day: string };

async function query(input: QueryCommandInput) {
  const items: DailyItem[] = [];
  let ExclusiveStartKey: QueryCommandInput["ExclusiveStartKey"];
  do {
    const page = await documentClient().send(new QueryCommand({ ...input, ExclusiveStartKey }));
    items.push(...((page.Items ?? []) as DailyItem[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** A scope's daily items from one UTC day to another, both included. */
export const dailyItems = (userId: string, scope: string, fromDay: string, toDay: string) =>
  query(DailyEntity.query.byDay({ userId, scope }).between({ day: fromDay }, { day: toDay }).params<QueryCommandInput>());

/** The newest daily item of a scope before a UTC day, if any: where a balance line starts from. */
export async function lastItemBefore(userId: string, scope: string, day: string): Promise<DailyItem | undefined> {
  const params = DailyEntity.query.byDay({ userId, scope }).between({ day: "0000-01-01" }, { day }).params<QueryCommandInput>();
  const items = await documentClient().send(new QueryCommand({ ...params, ScanIndexForward: false, Limit: 2 }));
  return (items.Items as DailyItem[] | undefined)?.find((item) => item.day < day);
}

export interface SlotValue {
  metric: string;
  at: number;
  value: number;
}

/** Every counter in the items with the instant its quarter starts. */
export function slotValues(items: DailyItem[]): SlotValue[] {
  const values: SlotValue[] = [];
  for (const item of items) {
    // A busy day holds hundreds of counters: its midnight is parsed once, not once per counter.
    const midnight = slotStart(item.day, "0000");
    for (const [name, value] of Object.entries(item)) {
      const parsed = typeof value === "number" ? parseSlotAttribute(name) : null;
      if (parsed) values.push({ metric: parsed.metric, at: midnight + slotOffset(parsed.slot), value: value as number });
    }
  }
  return values;
}
