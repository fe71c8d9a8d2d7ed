import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

export const CreditPackageEntity = lazy(
  () =>
    new Entity(
      {
        model: model("creditPackage", "1"),
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
      entityConfig,
    ),
);
