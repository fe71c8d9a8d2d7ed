import { Entity } from "electrodb";
import { table } from "../db/client";
import { lazy } from "../db/lazy";

export const CreditPackageEntity = lazy(() =>
  new Entity(
    {
      model: { entity: "creditPackage", version: "1", service: "sitecrew" },
      attributes: {
        packageId: { type: "string", required: true, readOnly: true },
        credits: { type: "number", required: true },
        priceCents: { type: "number", required: true },
        active: { type: "boolean", default: true },
      },
      indexes: {
        all: {
          pk: { field: "pk", composite: [] },
          sk: { field: "sk", composite: ["packageId"] },
        },
      },
    },
    table,
  ),
);
