import { parseListSearch } from "../../lib/list-search";
import type { FilteredSearch } from "../../lib/list-search";

/** The Manage Chat Agent filter, as the list shows an agent: absent means all. */
export const CHAT_FILTERS = [
  { value: "active", label: "Active" },
  { value: "generating", label: "Generating" },
  { value: "paused", label: "Paused" },
] as const;
export type ChatFilter = (typeof CHAT_FILTERS)[number]["value"];

/** Manage Chat Agent's `validateSearch`: paging, the search term and a known status; anything else means all. */
export const parseChatAgentSearch = (search: Record<string, unknown>): FilteredSearch<ChatFilter> => ({
  ...parseListSearch(search),
  status: CHAT_FILTERS.find((choice) => choice.value === search.status)?.value,
});
