import type { ActivityKind } from "./activity-kinds";
import { parsePageSearch, type PageSearch } from "../../lib/pagination";

export const RUN_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export interface RunFilters {
  kind?: ActivityKind;
  status?: RunStatus;
}

/** The kind as the address gives it: shaped like a kind; the page keeps it only if the agents make it (`knownKind`). */
export type ActivitySearch = PageSearch & { kind?: string; status?: RunStatus };

// The agents' catalog stays out of the first download: the address check is by shape only.
const isKindShaped = (value: unknown): value is string => typeof value === "string" && /^[a-z]+(?:_[a-z]+)*$/.test(value);
const isStatus = (value: unknown): value is RunStatus => RUN_STATUSES.some((status) => status === value);

/** The Activity page's `validateSearch`: paging plus a kind and a status, each dropped when it cannot be one. */
export function parseActivitySearch(search: Record<string, unknown>): ActivitySearch {
  return {
    ...parsePageSearch(search),
    kind: isKindShaped(search.kind) ? search.kind : undefined,
    status: isStatus(search.status) ? search.status : undefined,
  };
}
