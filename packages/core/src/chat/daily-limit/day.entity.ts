import { Entity } from "electrodb";
import { entityConfig, model } from "../../db/entity";
import { lazy } from "../../db/lazy";

/** A day's item outlives its day by this long, then DynamoDB removes it. */
export const DAY_KEEP_DAYS = 3;

/**
 * What one chat agent spent in one of its owner's days (`day` is the owner's local date), against
 * its daily credit limit, and whether the owner was told the limit was reached. Answers add to
 * `spent` in the transaction that records them, conditioned on the limit. Lives in the owner's partition.
 */
export const ChatDayEntity = lazy(
  () =>
    new Entity(
      {
        model: model("chatDay", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          agentId: { type: "string", required: true, readOnly: true },
          day: { type: "string", required: true, readOnly: true },
          spent: { type: "number", required: true, default: 0 },
          /** When the limit email was queued; set once a day, by the first refusal. */
          notifiedAt: { type: "number" },
          ttl: { type: "number", required: true },
        },
        indexes: {
          byAgent: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["agentId", "day"] },
          },
        },
      },
      entityConfig,
    ),
);
