import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

/**
 * The `state` of one Google consent, keyed by its hash: whose it is, which domain it connects, and
 * the PKCE verifier (sealed) the code will be exchanged with. Deleted when used; DynamoDB's TTL
 * clears the ones never used.
 */
export const SearchConsoleStateEntity = lazy(
  () =>
    new Entity(
      {
        model: model("searchConsoleState", "1"),
        attributes: {
          stateHash: { type: "string", required: true, readOnly: true },
          userId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          verifierSealed: { type: "string", required: true, readOnly: true },
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
