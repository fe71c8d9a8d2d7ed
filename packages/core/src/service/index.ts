import { countQuery, listPage } from "../db/list";
import { Site } from "../site";
import { fn } from "../util/fn";
import { serviceRow } from "./entries";
import { ServiceEntryEntity } from "./entry.entity";
import { SERVICE_STATUSES, SERVICE_TYPES, ServiceListInput, type ServiceStatus, type ServiceType } from "./schema";

export { SERVICE_STATUSES, SERVICE_TYPES, ServiceListInput, type ServiceRow } from "./schema";

type DomainKey = { userId: string; domainId: string };

const entries = (key: DomainKey) => ServiceEntryEntity.query.byDomain(key);

/**
 * The domain's rows by status and by type, each counted by DynamoDB over the rows' index: every
 * row has one status, so the statuses add up to the total. Counted, not kept in counters: a status
 * moves with saves, pauses and runs, and none of those writes then has a shared counter to move.
 */
async function summarize(key: DomainKey) {
  const [byStatus, byType] = await Promise.all([
    Promise.all(SERVICE_STATUSES.map((status) => countQuery(entries(key).where((attr, op) => op.eq(attr.status, status))))),
    Promise.all(SERVICE_TYPES.map((type) => countQuery(entries(key).where((attr, op) => op.eq(attr.typeName, type))))),
  ]);
  return {
    total: byStatus.reduce((sum, count) => sum + count, 0),
    ...(Object.fromEntries(SERVICE_STATUSES.map((status, index) => [status.toLowerCase(), byStatus[index]!])) as Record<Lowercase<ServiceStatus>, number>),
    by_type: Object.fromEntries(SERVICE_TYPES.map((type, index) => [type, byType[index]!])) as Record<ServiceType, number>,
  };
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
    const query = entries(key).where((attr, op) => {
      const clauses: string[] = [];
      if (term) clauses.push(op.contains(attr.searchName, term));
      if (status) clauses.push(op.eq(attr.status, status));
      if (type) clauses.push(op.eq(attr.typeName, type));
      return clauses.join(" AND ");
    });
    const summary = await summarize(key);
    const total =
      term || (status && type) ? undefined : status ? summary[status.toLowerCase() as Lowercase<ServiceStatus>] : type ? summary.by_type[type] : summary.total;
    const result = await listPage({ query, entity: ServiceEntryEntity, page, limit, order: "desc", total });
    return { data: result.data.map(serviceRow), pagination: result.pagination, summary };
  });
}
