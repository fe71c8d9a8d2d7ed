import { Counter } from "../db/counter";
import { countQuery, listPage } from "../db/list";
import { Site } from "../site";
import { serviceCounter } from "../site/counters";
import { fn } from "../util/fn";
import { optimizerRow } from "./domain-row";
import { ServiceEntries, serviceRow } from "./entries";
import { ServiceEntryEntity } from "./entry.entity";
import { SERVICE_STATUSES, SERVICE_TYPES, ServiceListInput, type ServiceStatus, type ServiceType } from "./schema";

export { SERVICE_STATUSES, SERVICE_TYPES, ServiceListInput, type ServiceRow } from "./schema";

type DomainKey = { userId: string; domainId: string };

const entries = (key: DomainKey) => ServiceEntryEntity.query.byDomain(key);

type Where = Parameters<ReturnType<typeof entries>["where"]>[0];
type Attributes = Parameters<Where>[0];
type Operations = Parameters<Where>[1];

/** A row of one optimization, written before the optimizer had one row per domain: it has no count. */
const perOptimization = (attr: Attributes, op: Operations) => `${op.eq(attr.typeName, "Blog Optimization")} AND ${op.notExists(attr.count)}`;

/** The domain's rows that Manage Services shows, narrowed by `clauses` (all of them must hold). */
const shown = (key: DomainKey, clauses: (attr: Attributes, op: Operations) => string[]) =>
  entries(key).where((attr, op) => [`NOT (${perOptimization(attr, op)})`, ...clauses(attr, op)].join(" AND "));

/**
 * The domain's rows by status and by type, each counted by DynamoDB over the rows' index: every
 * row has one status, so the statuses add up to the total. Counted, not kept in counters: a status
 * moves with saves, pauses and runs, and none of those writes then has a shared counter to move.
 */
async function summarize(key: DomainKey) {
  const [byStatus, byType] = await Promise.all([
    Promise.all(SERVICE_STATUSES.map((status) => countQuery(shown(key, (attr, op) => [op.eq(attr.status, status)])))),
    Promise.all(SERVICE_TYPES.map((type) => countQuery(shown(key, (attr, op) => [op.eq(attr.typeName, type)])))),
  ]);
  return {
    total: byStatus.reduce((sum, count) => sum + count, 0),
    ...(Object.fromEntries(SERVICE_STATUSES.map((status, index) => [status.toLowerCase(), byStatus[index]!])) as Record<Lowercase<ServiceStatus>, number>),
    by_type: Object.fromEntries(SERVICE_TYPES.map((type, index) => [type, byType[index]!])) as Record<ServiceType, number>,
  };
}

/**
 * A domain optimized before the optimizer had one row per domain has only rows of single
 * optimizations, which the list leaves out: it gets its row, dated as its first optimization and
 * counting what its optimizations' counter counts. Whether it was made answers.
 */
async function restoreOptimizerRow(key: DomainKey, optimizerRows: number) {
  if (optimizerRows > 0) return false;
  const count = await Counter.read(key.userId, serviceCounter(key.domainId, "optimizer"));
  if (count === 0) return false;
  const { data } = await entries(key).where(perOptimization).go({ order: "asc", count: 1 });
  await ServiceEntries.restore(optimizerRow(key, data[0]?.createdAt ?? Date.now()), count);
  return true;
}

/** Every agent of a domain across kinds, for Manage Services: newest first, searched and filtered. */
export namespace Services {
  /**
   * One page of the domain's rows, read in order from the database until the page is full. A
   * total the summary already holds (no filter, one status or one type) is taken from it; a search,
   * or a status with a type, is counted by DynamoDB.
   */
  export const list = fn(ServiceListInput, async ({ domainId, search, status, type, page, limit }) => {
    const domain = await Site.load(domainId);
    const key = { userId: domain.userId, domainId: domain.domainId };
    const term = search.toLowerCase();
    const query = shown(key, (attr, op) => [
      ...(term ? [op.contains(attr.searchName, term)] : []),
      ...(status ? [op.eq(attr.status, status)] : []),
      ...(type ? [op.eq(attr.typeName, type)] : []),
    ]);
    const counted = await summarize(key);
    const summary = (await restoreOptimizerRow(key, counted.by_type["Blog Optimization"])) ? await summarize(key) : counted;
    const total =
      term || (status && type) ? undefined : status ? summary[status.toLowerCase() as Lowercase<ServiceStatus>] : type ? summary.by_type[type] : summary.total;
    const result = await listPage({ query, entity: ServiceEntryEntity, page, limit, order: "desc", total });
    return { data: result.data.map(serviceRow), pagination: result.pagination, summary };
  });
}
