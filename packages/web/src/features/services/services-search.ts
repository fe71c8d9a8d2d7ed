import type { ServiceType } from "@sitecrew/core/service/schema";
import { type ListSearch, parseListSearch } from "../../lib/list-search";

export const SERVICE_STATUSES = ["Active", "Inactive", "Draft", "Error"] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export interface ServiceFilters {
  search?: string;
  status?: ServiceStatus;
  type?: ServiceType;
}

/** The type as the address gives it: a name's shape; the page keeps it only if it is a type of service (`knownServiceType`). */
export type ServiceSearch = ListSearch & Omit<ServiceFilters, "type"> & { type?: string };

const oneOf = <T extends string>(choices: readonly T[], value: unknown): T | undefined => choices.find((choice) => choice === value);

// The agents' catalog stays out of the first download: the address check of the type is by shape only.
const isTypeShaped = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z][A-Za-z ]{0,39}$/.test(value);

/** Manage Services' `validateSearch`: paging, the search term, a status the API knows and a type-shaped name. */
export function parseServiceSearch(search: Record<string, unknown>): ServiceSearch {
  return { ...parseListSearch(search), status: oneOf(SERVICE_STATUSES, search.status), type: isTypeShaped(search.type) ? search.type : undefined };
}
