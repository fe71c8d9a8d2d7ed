import { Entity } from "electrodb";
import { table } from "../db/client";
import { lazy } from "../db/lazy";

/** Email verification and password reset tokens, keyed by the hash of the secret sent by email. */
export const OneTimeTokenEntity = lazy(() =>
  new Entity(
    {
      model: { entity: "oneTimeToken", version: "1", service: "sitecrew" },
      attributes: {
        purpose: { type: ["verify_email", "reset_password"] as const, required: true },
        tokenHash: { type: "string", required: true },
        userId: { type: "string", required: true },
        expiresAt: { type: "number", required: true },
        ttl: { type: "number", required: true },
      },
      indexes: {
        byHash: {
          pk: { field: "pk", composite: ["purpose", "tokenHash"] },
          sk: { field: "sk", composite: [] },
        },
      },
    },
    table,
  ),
);
