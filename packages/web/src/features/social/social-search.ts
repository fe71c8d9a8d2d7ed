import { parseListSearch } from "../../lib/list-search";
import type { FilteredSearch } from "../../lib/list-search";

/** The Manage Social Media Agent filter, as the list shows an agent: absent means all. */
export const SOCIAL_AGENT_FILTERS = [
  { value: "active", label: "Active" },
  { value: "generating", label: "Generating" },
  { value: "paused", label: "Paused" },
] as const;
export type SocialAgentFilter = (typeof SOCIAL_AGENT_FILTERS)[number]["value"];

/** A video's statuses, in the order it moves through them; absent means all. */
export const SOCIAL_CONTENT_FILTERS = [
  { value: "generating", label: "Generating" },
  { value: "processing", label: "Processing" },
  { value: "uploading", label: "Uploading" },
  { value: "done", label: "Done" },
  { value: "published", label: "Published" },
  { value: "fail", label: "Failed" },
] as const;
export type SocialContentStatus = (typeof SOCIAL_CONTENT_FILTERS)[number]["value"];

const pick = <T extends string>(choices: readonly { value: T }[], value: unknown): T | undefined => choices.find((choice) => choice.value === value)?.value;

/** Manage Social Media Agent's `validateSearch`: paging, the search term and a known status; anything else means all. */
export const parseSocialAgentSearch = (search: Record<string, unknown>): FilteredSearch<SocialAgentFilter> => ({
  ...parseListSearch(search),
  status: pick(SOCIAL_AGENT_FILTERS, search.status),
});

/** The generated videos' `validateSearch`, the same with a video's status. */
export const parseSocialContentSearch = (search: Record<string, unknown>): FilteredSearch<SocialContentStatus> => ({
  ...parseListSearch(search),
  status: pick(SOCIAL_CONTENT_FILTERS, search.status),
});
