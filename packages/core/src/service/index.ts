import * as v from "valibot";
import { Site } from "../site";
import { fn } from "../util/fn";
import { pagination, PageFields } from "../util/page";
import { SERVICE_STATUSES, SERVICE_TYPES, type ServiceRow, serviceKinds } from "./kinds";

export { SERVICE_STATUSES, SERVICE_TYPES, type ServiceRow } from "./kinds";

export const ServiceListInput = v.object({
  domainId: v.pipe(v.string("domainId is required"), v.nonEmpty("domainId is required")),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ""),
  status: v.optional(v.picklist(SERVICE_STATUSES, `status must be one of ${SERVICE_STATUSES.join(", ")}`)),
  type: v.optional(v.picklist(SERVICE_TYPES, `type must be one of ${SERVICE_TYPES.join(", ")}`)),
  ...PageFields,
});

const summarize = (rows: ServiceRow[]) => ({
  total: rows.length,
  ...Object.fromEntries(SERVICE_STATUSES.map((status) => [status.toLowerCase(), rows.filter((row) => row.status === status).length])),
  by_type: Object.fromEntries(SERVICE_TYPES.map((type) => [type, rows.filter((row) => row.type_name === type).length])),
});

/** Every agent of a domain across kinds, for Manage Services: newest first, searched and filtered. */
export namespace Services {
  export const list = fn(ServiceListInput, async ({ domainId, search, status, type, page, limit }) => {
    const domain = await Site.load(domainId);
    const all = (await Promise.all(serviceKinds.map((kind) => kind(domain.userId, domain.domainId))))
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
