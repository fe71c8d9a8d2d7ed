import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

/**
 * One UTC day of counters for a domain (scope = its id) or for the account (scope `account`),
 * in the owner's partition. Besides the keys it holds one number per metric and quarter hour
 * (`posts@0745`), added to in the same transaction as the event it counts: those attributes are
 * written and read as raw attributes, since their names are not known ahead.
 */
export const DailyEntity = lazy(
  () =>
    new Entity(
      {
        model: model("daily", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          scope: { type: "string", required: true, readOnly: true },
          day: { type: "string", required: true, readOnly: true },
        },
        indexes: {
          byDay: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["scope", "day"] },
          },
        },
      },
      entityConfig,
    ),
);
