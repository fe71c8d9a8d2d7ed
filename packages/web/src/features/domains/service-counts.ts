import { SERVICE_AGENTS, type ServiceAgent } from "@sitecrew/core/agents/catalog";
import { messageOf } from "../../lib/api";

/** The spec's text when the counts cannot be read. */
export const countServicesFailed = (error: unknown) => `Failed to get count services: ${messageOf(error, "No response from server. Please try again later.")}`;

/** One entry per service kind from GET /services-count/{domainId}. */
export interface ServiceCount {
  total: number;
  grand_total: number;
}

/** The answer holds one entry per agent Manage Services lists, in the catalog's order of the counts. */
export function serviceTotal(counts: ServiceCount[] | undefined, agent: ServiceAgent): number {
  return counts?.[SERVICE_AGENTS.indexOf(agent)]?.total ?? 0;
}

/** Every entry carries the same grand total; a domain without services may answer with none. */
export function grandTotal(counts: ServiceCount[] | undefined): number {
  return counts?.[0]?.grand_total ?? 0;
}

export function formatServiceCount(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? "service" : "services"}`;
}
