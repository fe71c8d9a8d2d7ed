import { Entity, type EntityItem } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

export const CONNECTION_STATUSES = ["connected", "broken"] as const;

/** The one partition of the sync index: every connected domain, for the daily cron. */
export const SYNC_PARTITION = "search-console";

/**
 * A domain's link to Google Search Console: the grant's refresh token (sealed), the property the
 * owner picked, and how far its data is synced. One per domain, in the owner's partition.
 */
export const SearchConsoleConnectionEntity = lazy(
  () =>
    new Entity(
      {
        model: model("searchConsoleConnection", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          /** `broken` once Google refused the grant: only the owner consenting again mends it. */
          status: { type: CONNECTION_STATUSES, required: true },
          /** Why it broke, as Google said it. */
          reason: { type: "string" },
          /** `sc-domain:<host>` or a URL-prefix property; absent until the owner picks one. */
          property: { type: "string" },
          refreshSealed: { type: "string", required: true },
          accessSealed: { type: "string" },
          accessExpiresAt: { type: "number" },
          /** The last day whose figures are stored: absent before the first sync, which backfills 90 days. */
          syncedThrough: { type: "string" },
          lastSyncAt: { type: "number" },
          syncKey: { type: "string", required: true, default: SYNC_PARTITION },
          createdAt: { type: "number", required: true, default: () => Date.now(), readOnly: true },
          updatedAt: { type: "number", required: true, default: () => Date.now(), set: () => Date.now(), watch: "*" },
        },
        indexes: {
          byDomain: {
            pk: { field: "pk", composite: ["userId", "domainId"] },
            sk: { field: "sk", composite: [] },
          },
          /**
           * Sparse: only connected domains, so the daily cron reads those and nothing else. ElectroDB
           * evaluates the condition on writes that name the index's attributes, so every write of
           * `status` sets `syncKey` beside it.
           */
          toSync: {
            index: "gsi2",
            condition: (attributes) => attributes.status === "connected",
            pk: { field: "gsi2pk", composite: ["syncKey"] },
            sk: { field: "gsi2sk", composite: ["userId", "domainId"] },
          },
        },
      },
      entityConfig,
    ),
);

export type SearchConsoleConnectionItem = EntityItem<typeof SearchConsoleConnectionEntity>;
