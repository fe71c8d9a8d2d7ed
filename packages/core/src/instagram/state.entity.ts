import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

/**
 * The `state` of one Instagram sign-in, keyed by its hash: whose it is and which domain the
 * account will be linked to. Deleted when used; DynamoDB's TTL clears the ones never used.
 */
export const InstagramStateEntity = lazy(
  () =>
    new Entity(
      {
        model: model("instagramState", "1"),
        attributes: {
          stateHash: { type: "string", required: true, readOnly: true },
          userId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          expiresAt: { type: "number", required: true, readOnly: true },
          ttl: { type: "number", required: true, readOnly: true },
        },
        indexes: {
          byHash: {
            pk: { field: "pk", composite: ["stateHash"] },
            sk: { field: "sk", composite: [] },
          },
        },
      },
      entityConfig,
    ),
);
