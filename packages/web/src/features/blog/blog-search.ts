import type { ListStatus } from "@sitecrew/core/blog/schema";
import { type FilteredSearch, parseListSearch } from "../../lib/list-search";

/** The Manage Blog Agent filter: absent means all. */
export type AgentFilter = ListStatus;
/** The generated blogs filter, in the API's words: absent means all. */
export const CONTENT_FILTERS = [
  { value: "publish", label: "Published" },
  { value: "draft", label: "Draft" },
  { value: "scheduled", label: "Scheduled" },
  { value: "failed", label: "Failed" },
] as const;
export type ContentFilter = (typeof CONTENT_FILTERS)[number]["value"];

export const AGENT_FILTERS: readonly { value: AgentFilter; label: string }[] = [
  { value: "active", label: "Active" },
  { value: "draft", label: "Draft" },
  { value: "paused", label: "Paused" },
];

const pick = <T extends string>(choices: readonly { value: T }[], value: unknown): T | undefined => choices.find((choice) => choice.value === value)?.value;

/** A list's `validateSearch` with a status filter; an unknown status means all. */
export const parseAgentSearch = (search: Record<string, unknown>): FilteredSearch<AgentFilter> => ({
  ...parseListSearch(search),
  status: pick(AGENT_FILTERS, search.status),
});

export const parseContentSearch = (search: Record<string, unknown>): FilteredSearch<ContentFilter> => ({
  ...parseListSearch(search),
  status: pick(CONTENT_FILTERS, search.status),
});
