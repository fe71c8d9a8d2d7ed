import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

/** One sign-in's second step: its temporary token works once and dies after too many wrong codes. */
export const TwoFactorChallengeEntity = lazy(
  () =>
    new Entity(
      {
        model: model("twoFactorChallenge", "1"),
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
      entityConfig,
    ),
);
