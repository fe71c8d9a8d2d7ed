import * as v from "valibot";
import { AGENT_CATALOG, SERVICE_TYPES as AGENT_SERVICE_TYPES, type ServiceType as AgentServiceType } from "../agents/catalog";
import { PageFields } from "../util/page";

export const SERVICE_STATUSES = ["Active", "Inactive", "Draft", "Error"] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/**
 * Each auditor is a service of its own in Manage Services, beside the agents the domain's service
 * counts count (GET /services-count keeps the spec's four entries): an audit is made once and kept.
 */
export const AUDITOR_SERVICE_TYPE = AGENT_CATALOG.auditor.name;

export type ServiceType = AgentServiceType | typeof AUDITOR_SERVICE_TYPE;

/** Manage Services' types, by name. */
export const SERVICE_TYPES = [...AGENT_SERVICE_TYPES, AUDITOR_SERVICE_TYPE].sort() as readonly ServiceType[];

/** One service as Manage Services lists it (an agent, or a domain's optimizer); `link` is the dashboard page that manages it. */
export interface ServiceRow {
  id: string;
  name: string;
  type_name: ServiceType;
  status: ServiceStatus;
  created_at: string;
  link: string;
  /** How often the service was used: the optimizer's row counts its optimizations; agents' rows have none. */
  count?: number;
  blog_bots_id?: string;
  social_bots_id?: string;
  chat_bots_id?: string;
}

export const ServiceListInput = v.object({
  domainId: v.pipe(v.string("domainId is required"), v.nonEmpty("domainId is required")),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ""),
  status: v.optional(v.picklist(SERVICE_STATUSES, `status must be one of ${SERVICE_STATUSES.join(", ")}`)),
  type: v.optional(v.picklist(SERVICE_TYPES, `type must be one of ${SERVICE_TYPES.join(", ")}`)),
  ...PageFields,
});
