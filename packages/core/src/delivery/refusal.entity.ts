import { Entity, type EntityItem } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

/**
 * A domain whose site has been refusing what its agents wrote: when the latest refusals were, the
 * last reason, and whether new runs wait for the site to accept a publish. One item per domain,
 * in the owner's partition; gone once the site accepts one.
 */
export const SiteRefusalEntity = lazy(
  () =>
    new Entity(
      {
        model: model("siteRefusal", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          /** The latest refusals' times, newest last, at most as many as the limit counts. */
          recent: { type: "list", items: { type: "number" }, required: true },
          reason: { type: "string", required: true },
          blocked: { type: "boolean", required: true },
          version: { type: "number", required: true },
        },
        indexes: {
          byDomain: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["domainId"] },
          },
        },
      },
      entityConfig,
    ),
);

export type SiteRefusalItem = EntityItem<typeof SiteRefusalEntity>;
