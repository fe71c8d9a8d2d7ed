import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from "@aws-sdk/lib-dynamodb";
import { VisibleError } from "../error";
import { pagination, tooDeep, withinDepth, type Pagination } from "../util/page";
import { documentClient as client } from "./documents";
import { tableShape } from "./table";

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
 *
 * A filtered query's `Limit` caps the items DynamoDB looks at, not the ones that match, so it is
 * read in batches that double while the page is not full: a sparse filter (failed runs among a
 * year of runs) takes a few requests instead of one per `limit` items looked at.
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
  for (let batch = options.limit; !start.exhausted && items.length < options.limit; batch *= 2) {
    const output = await send({ ...base, Limit: batchSize(base, options.limit - items.length, batch), ExclusiveStartKey: cursor });
    items.push(...(output.Items ?? []));
    cursor = output.LastEvaluatedKey;
    if (!cursor) break;
  }
  const page = items.slice(0, options.limit);
  return {
    data: page.length ? options.entity.parse({ Items: page }).data : [],
    pagination: pagination(options.page, options.limit, total),
  };
}

type Send = (input: QueryCommandInput) => Promise<QueryCommandOutput>;

/** The most a batch of a filtered query looks at; DynamoDB stops at 1 MB anyway. */
const MAX_BATCH = 1_000;

/** How many items the next request may look at: what is still wanted, or for a filtered query the growing batch. */
const batchSize = (base: QueryCommandInput, wanted: number, batch: number) => (base.FilterExpression ? Math.min(Math.max(wanted, batch), MAX_BATCH) : wanted);

/** The attributes that make a start key for the query's index: the table's keys, and the index's own. */
function startKeyFields(base: QueryCommandInput): string[] {
  const { hashKey, rangeKey } = tableShape.primaryIndex;
  const index = base.IndexName ? tableShape.globalIndexes[base.IndexName as keyof typeof tableShape.globalIndexes] : undefined;
  return [hashKey, rangeKey, ...(index ? [index.hashKey, index.rangeKey] : [])];
}

/**
 * Walks past `count` items reading keys only; DynamoDB pages at 1 MB, so it may take a few calls.
 * A filtered batch may hold more matches than are left to skip: the walk then goes on after the
 * last one skipped, from its keys.
 */
async function skip(base: QueryCommandInput, count: number, send: Send) {
  const fields = startKeyFields(base);
  const names = Object.fromEntries(fields.map((field, index) => [`#listKey${index}`, field]));
  let cursor: Record<string, unknown> | undefined;
  let remaining = count;
  for (let batch = count; remaining > 0; batch *= 2) {
    const output = await send({
      ...base,
      Limit: batchSize(base, remaining, batch),
      ExclusiveStartKey: cursor,
      ProjectionExpression: Object.keys(names).join(", "),
      ExpressionAttributeNames: { ...base.ExpressionAttributeNames, ...names },
    });
    const found = output.Items ?? [];
    if (found.length > remaining) {
      const last = found[remaining - 1]!;
      return { cursor: Object.fromEntries(fields.map((field) => [field, last[field]])), exhausted: false };
    }
    remaining -= found.length;
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
