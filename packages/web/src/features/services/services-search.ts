import { SERVICE_TYPES, type ServiceType } from "@sitecrew/core/service/schema";
import { type ListSearch, parseListSearch } from "../../lib/list-search";

export const SERVICE_STATUSES = ["Active", "Inactive", "Draft", "Error"] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export interface ServiceFilters {
  search?: string;
  status?: ServiceStatus;
  type?: ServiceType;
}

export type ServiceSearch = ListSearch & ServiceFilters;

const oneOf = <T extends string>(choices: readonly T[], value: unknown): T | undefined => choices.find((choice) => choice === value);

/** Manage Services' `validateSearch`: paging, the search term, and a status and type the API knows. */
export function parseServiceSearch(search: Record<string, unknown>): ServiceSearch {
  return { ...parseListSearch(search), status: oneOf(SERVICE_STATUSES, search.status), type: oneOf(SERVICE_TYPES, search.type) };
}
