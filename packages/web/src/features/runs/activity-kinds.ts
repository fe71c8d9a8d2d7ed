import { RUN_KINDS as CATALOG_KINDS, type RunKind } from "@sitecrew/core/agents/catalog";
import { SEARCH_SYNC_LABEL, SEARCH_SYNC_RUN } from "@sitecrew/core/search-console/run-kind";

export type ActivityKind = RunKind | typeof SEARCH_SYNC_RUN;

/** The kinds of run Activity lists, as the filter names them: the agents' and the platform's Search Console sync. */
export const RUN_KINDS = {
  ...Object.fromEntries(Object.entries(CATALOG_KINDS).map(([kind, entry]) => [kind, entry.label])),
  [SEARCH_SYNC_RUN]: SEARCH_SYNC_LABEL,
} as Record<ActivityKind, string>;

/** The address's kind when a run of it can exist; any other is no filter. */
export const knownKind = (kind: string | undefined): ActivityKind | undefined =>
  kind !== undefined && Object.hasOwn(RUN_KINDS, kind) ? (kind as ActivityKind) : undefined;
