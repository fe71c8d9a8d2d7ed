import { allHooks } from "../agents/hooks";
import { Site } from "../site";
import { fn } from "../util/fn";
import { pagination } from "../util/page";
import { SERVICE_STATUSES, SERVICE_TYPES, ServiceListInput, type ServiceRow } from "./schema";

export { SERVICE_STATUSES, SERVICE_TYPES, ServiceListInput, type ServiceRow } from "./schema";


const summarize = (rows: ServiceRow[]) => ({
  total: rows.length,
  ...Object.fromEntries(SERVICE_STATUSES.map((status) => [status.toLowerCase(), rows.filter((row) => row.status === status).length])),
  by_type: Object.fromEntries(SERVICE_TYPES.map((type) => [type, rows.filter((row) => row.type_name === type).length])),
});

/** Every agent of a domain across kinds, for Manage Services: newest first, searched and filtered. */
export namespace Services {
  export const list = fn(ServiceListInput, async ({ domainId, search, status, type, page, limit }) => {
    const domain = await Site.load(domainId);
    const key = { userId: domain.userId, domainId: domain.domainId };
    const all = (await Promise.all((await allHooks()).map(async (hooks) => (hooks.services ? hooks.services(key) : []))))
      .flat()
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
    const term = search.toLowerCase();
    const matching = all.filter(
      (row) => (!term || row.name.toLowerCase().includes(term)) && (!status || row.status === status) && (!type || row.type_name === type),
    );
    return {
      data: matching.slice((page - 1) * limit, page * limit),
      pagination: pagination(page, limit, matching.length),
      summary: summarize(all),
    };
  });
}
