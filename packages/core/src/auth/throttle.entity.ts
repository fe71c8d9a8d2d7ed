import { Entity } from "electrodb";
import { table } from "../db/client";
import { lazy } from "../db/lazy";

/** How often one subject did something limited (a failed sign-in, a mail sent) within the current window. */
export const LoginFailureEntity = lazy(() =>
  new Entity(
    {
      model: { entity: "loginFailure", version: "1", service: "sitecrew" },
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
    table,
  ),
);
