import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

/**
 * Links sent by email (verification, password reset, email change), keyed by the hash of the
 * secret in the link. A used token stays, marked, so opening its link again says so.
 */
export const OneTimeTokenEntity = lazy(
  () =>
    new Entity(
      {
        model: model("oneTimeToken", "1"),
        attributes: {
          purpose: { type: ["verify_email", "reset_password", "change_email"] as const, required: true },
          tokenHash: { type: "string", required: true },
          userId: { type: "string", required: true },
          expiresAt: { type: "number", required: true },
          usedAt: { type: "number" },
          /** The account's password epoch when issued: a later password change retires the link. */
          epoch: { type: "number" },
          /** For an email change: the address it moves from and to. */
          fromEmail: { type: "string" },
          toEmail: { type: "string" },
          ttl: { type: "number", required: true },
        },
        indexes: {
          byHash: {
            pk: { field: "pk", composite: ["purpose", "tokenHash"] },
            sk: { field: "sk", composite: [] },
          },
        },
      },
      entityConfig,
    ),
);
