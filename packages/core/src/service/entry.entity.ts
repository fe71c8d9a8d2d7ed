import { Entity, type EntityItem } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";
import { SERVICE_STATUSES, SERVICE_TYPES } from "./schema";

/**
 * One row of Manage Services: a copy of what an agent's item (a blog, social or chat agent) shows
 * there, or the domain's one row of a service used many times (the optimizer, with its count),
 * written in the same transaction as the item it describes, so the domain's rows page and count at
 * the database. Keyed by the owner and the row's id; the domain's rows are listed through gsi1,
 * newest first and then by id. Rows of single optimizations written before the optimizer had one
 * row per domain have no count: the list leaves them out.
 */
export const ServiceEntryEntity = lazy(
  () =>
    new Entity(
      {
        model: model("serviceEntry", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          /** The id of the agent's item the row stands for. */
          entryId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          typeName: { type: SERVICE_TYPES, required: true, readOnly: true },
          name: { type: "string", required: true },
          /** The name in lower case, what a search matches. */
          searchName: { type: "string", required: true },
          status: { type: SERVICE_STATUSES, required: true },
          link: { type: "string", required: true, readOnly: true },
          blogBotsId: { type: "string", readOnly: true },
          socialBotsId: { type: "string", readOnly: true },
          chatBotsId: { type: "string", readOnly: true },
          /** How often a service kept as one row per domain (the optimizer) was used; agents' rows have none. */
          count: { type: "number" },
          /** The item's own creation time (epoch ms), which orders the list. */
          createdAt: { type: "number", required: true, readOnly: true, padding: { length: 15, char: "0" } },
        },
        indexes: {
          byUser: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["entryId"] },
          },
          byDomain: {
            index: "gsi1",
            pk: { field: "gsi1pk", composite: ["userId", "domainId"] },
            sk: { field: "gsi1sk", composite: ["createdAt", "entryId"] },
          },
        },
      },
      entityConfig,
    ),
);

export type ServiceEntryItem = EntityItem<typeof ServiceEntryEntity>;
