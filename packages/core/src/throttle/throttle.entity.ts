import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

/** How often one subject did something limited (a failed sign-in, a mail sent) within the current window. */
export const LoginFailureEntity = lazy(
  () =>
    new Entity(
      {
        model: model("loginFailure", "1"),
        attributes: {
          scope: { type: "string", required: true },
          subject: { type: "string", required: true },
          count: { type: "number", required: true },
          windowStart: { type: "number", required: true },
          ttl: { type: "number", required: true },
        },
        indexes: {
          bySubject: {
            pk: { field: "pk", composite: ["scope", "subject"] },
            sk: { field: "sk", composite: [] },
          },
        },
      },
      entityConfig,
    ),
);
