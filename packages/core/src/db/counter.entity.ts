import { Entity } from "electrodb";
import { entityConfig, model } from "./entity";
import { lazy } from "./lazy";

/**
 * A running total kept beside the items it counts, changed in the same transaction as them,
 * so a list's total is one read however long the list is. Lives in the owner's partition.
 */
export const CounterEntity = lazy(
  () =>
    new Entity(
      {
        model: model("counter", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          name: { type: "string", required: true, readOnly: true },
          count: { type: "number", required: true, default: 0 },
        },
        indexes: {
          byName: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["name"] },
          },
        },
      },
      entityConfig,
    ),
);
