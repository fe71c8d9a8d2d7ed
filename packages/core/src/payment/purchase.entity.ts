import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

/** What one payment bought, so a later refund of its charge can take back its share of credits. */
export const PurchaseEntity = lazy(
  () =>
    new Entity(
      {
        model: model("purchase", "1"),
        attributes: {
          paymentIntentId: { type: "string", required: true, readOnly: true },
          userId: { type: "string", required: true, readOnly: true },
          credits: { type: "number", required: true, readOnly: true },
          amountCents: { type: "number", required: true, readOnly: true },
          reversedCredits: { type: "number", required: true, default: 0 },
          createdAt: { type: "number", required: true, default: () => Date.now(), readOnly: true },
        },
        indexes: {
          byPaymentIntent: {
            pk: { field: "pk", composite: ["paymentIntentId"] },
            sk: { field: "sk", composite: [] },
          },
        },
      },
      entityConfig,
    ),
);
