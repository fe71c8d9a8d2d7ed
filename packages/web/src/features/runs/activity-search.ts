import { RUN_KINDS as CATALOG_KINDS, type RunKind } from "@sitecrew/core/agents/catalog";
import { parsePageSearch, type PageSearch } from "../../lib/pagination";

export const RUN_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** The kinds of run the agents make, as the filter names them. */
export const RUN_KINDS = Object.fromEntries(Object.entries(CATALOG_KINDS).map(([kind, entry]) => [kind, entry.label])) as Record<RunKind, string>;
export type { RunKind };

export interface RunFilters {
  kind?: RunKind;
  status?: RunStatus;
}

export type ActivitySearch = PageSearch & RunFilters;

const isKind = (value: unknown): value is RunKind => typeof value === "string" && Object.hasOwn(RUN_KINDS, value);
const isStatus = (value: unknown): value is RunStatus => RUN_STATUSES.some((status) => status === value);

/** The Activity page's `validateSearch`: paging plus a kind and a status, each dropped when it is not one we know. */
export function parseActivitySearch(search: Record<string, unknown>): ActivitySearch {
  return {
    ...parsePageSearch(search),
    kind: isKind(search.kind) ? search.kind : undefined,
    status: isStatus(search.status) ? search.status : undefined,
  };
}
