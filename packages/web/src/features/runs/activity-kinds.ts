import { RUN_KINDS as CATALOG_KINDS, type RunKind } from "@sitecrew/core/agents/catalog";

/** The kinds of run the agents make, as the filter names them. */
export const RUN_KINDS = Object.fromEntries(Object.entries(CATALOG_KINDS).map(([kind, entry]) => [kind, entry.label])) as Record<RunKind, string>;

/** The address's kind when the agents make it; any other is no filter. */
export const knownKind = (kind: string | undefined): RunKind | undefined =>
  kind !== undefined && Object.hasOwn(RUN_KINDS, kind) ? (kind as RunKind) : undefined;
