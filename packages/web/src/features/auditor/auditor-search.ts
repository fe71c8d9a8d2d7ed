import { parseListSearch } from "../../lib/list-search";
import type { FilteredSearch } from "../../lib/list-search";

/** An audit's statuses, as the list filters them: absent means all. */
export const AUDIT_FILTERS = [
  { value: "processing", label: "Processing" },
  { value: "completed", label: "Completed" },
  { value: "failed", label: "Failed" },
] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number]["value"];

/** Website SEO Auditor's `validateSearch`: paging, the search term and a known status; anything else means all. */
export const parseAuditorSearch = (search: Record<string, unknown>): FilteredSearch<AuditFilter> => ({
  ...parseListSearch(search),
  status: AUDIT_FILTERS.find((choice) => choice.value === search.status)?.value,
});
