import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from "@aws-sdk/lib-dynamodb";
import { VisibleError } from "../error";
import { pagination, tooDeep, withinDepth, type Pagination } from "../util/page";
import { documentClient as client } from "./documents";

/** An ElectroDB query chain (`Entity.query.index(...)...`) before `.go()`. */
interface QueryChain {
  params(): object;
}

/** An ElectroDB entity: turns raw items back into its attributes. */
interface Parser<T> {
  parse(input: { Items: Record<string, unknown>[] }): { data: T[] };
}

export interface ListOptions<T> {
  query: QueryChain;
  entity: Parser<T>;
  page: number;
  limit: number;
  order?: "asc" | "desc";
  /** From a counter written with the items. Left out (a search), the query's range is counted instead. */
  total?: number;
  /** Adds up the items DynamoDB read, for benchmarks. */
  meter?: { itemsRead: number };
}

export interface ListPage<T> {
  data: T[];
  pagination: Pagination;
}

/**
 * The spec's page/limit/total contract over one key range. Page N skips (N-1)*limit keys with a
 * keys-only query and reads `limit` items, so the cost follows the page asked for, never the
 * size of the list; the total is one counter read.
 *
 * Lists page by keys, but DynamoDB charges the full item size for each key it skips, so large
 * bodies (post content, transcripts, reports) live in S3 or in separate items, never in the
 * items a list pages over.
 */
export async function listPage<T>(options: ListOptions<T>): Promise<ListPage<T>> {
  // Whatever schema the caller used: a deeper page would skip keys without end.
  if (!withinDepth(options)) throw new VisibleError("input", "invalid_input", tooDeep, { page: tooDeep });
  const base = { ...(options.query.params() as QueryCommandInput), ScanIndexForward: options.order === "asc" };
  const meter = options.meter ?? { itemsRead: 0 };
  const send = async (input: QueryCommandInput) => {
    const output: QueryCommandOutput = await client().send(new QueryCommand(input));
    meter.itemsRead += output.ScannedCount ?? 0;
    return output;
  };

  const [total, start] = await Promise.all([options.total ?? countRange(base, send), skip(base, (options.page - 1) * options.limit, send)]);

  const items: Record<string, unknown>[] = [];
  let cursor = start.cursor;
  while (!start.exhausted && items.length < options.limit) {
    const output = await send({ ...base, Limit: options.limit - items.length, ExclusiveStartKey: cursor });
    items.push(...(output.Items ?? []));
    cursor = output.LastEvaluatedKey;
    if (!cursor) break;
  }
  return {
    data: items.length ? options.entity.parse({ Items: items }).data : [],
    pagination: pagination(options.page, options.limit, total),
  };
}

type Send = (input: QueryCommandInput) => Promise<QueryCommandOutput>;

/** Walks past `count` items reading keys only; DynamoDB pages at 1 MB, so it may take a few calls. */
async function skip(base: QueryCommandInput, count: number, send: Send) {
  let cursor: Record<string, unknown> | undefined;
  let remaining = count;
  while (remaining > 0) {
    const output = await send({
      ...base,
      Limit: remaining,
      ExclusiveStartKey: cursor,
      ProjectionExpression: "#listKey",
      ExpressionAttributeNames: { ...base.ExpressionAttributeNames, "#listKey": "pk" },
    });
    remaining -= output.Count ?? 0;
    cursor = output.LastEvaluatedKey;
    if (!cursor) return { cursor, exhausted: true };
  }
  return { cursor, exhausted: false };
}

/** How many items a query finds, its filter applied, counted by DynamoDB a page at a time: no item is read back. */
export async function countQuery(query: QueryChain) {
  return countRange(query.params() as QueryCommandInput, (input) => client().send(new QueryCommand(input)));
}

async function countRange(base: QueryCommandInput, send: Send) {
  let total = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const output = await send({ ...base, Select: "COUNT", ExclusiveStartKey: cursor });
    total += output.Count ?? 0;
    cursor = output.LastEvaluatedKey;
  } while (cursor);
  return total;
}
