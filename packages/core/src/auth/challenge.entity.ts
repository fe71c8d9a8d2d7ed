import { Entity } from "electrodb";
import { table } from "../db/client";
import { lazy } from "../db/lazy";

/** One sign-in's second step: its temporary token works once and dies after too many wrong codes. */
export const TwoFactorChallengeEntity = lazy(() =>
  new Entity(
    {
      model: { entity: "twoFactorChallenge", version: "1", service: "sitecrew" },
      attributes: {
        challengeId: { type: "string", required: true },
        userId: { type: "string", required: true },
        failures: { type: "number", default: 0 },
        usedAt: { type: "number" },
        ttl: { type: "number", required: true },
      },
      indexes: {
        byId: {
          pk: { field: "pk", composite: ["challengeId"] },
          sk: { field: "sk", composite: [] },
        },
      },
    },
    table,
  ),
);
