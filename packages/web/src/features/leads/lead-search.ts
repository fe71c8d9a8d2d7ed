import { type FilteredSearch, parseListSearch } from "../../lib/list-search";

const LEAD_STATUSES = ["new", "answered", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: "New", answered: "Answered", closed: "Closed" };

export const LEAD_STATUS_OPTIONS = LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }));

export const isLeadStatus = (value: unknown): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);

/** The Leads list's URL: paging, the search term and a status; absent means all. */
export function parseLeadSearch(search: Record<string, unknown>): FilteredSearch<LeadStatus> {
  return { ...parseListSearch(search), status: isLeadStatus(search.status) ? search.status : undefined };
}
