import { Entity } from "electrodb";
import { table } from "../db/client";
import { lazy } from "../db/lazy";

export const BalanceEntity = lazy(() =>
  new Entity(
    {
      model: { entity: "balance", version: "1", service: "sitecrew" },
      attributes: {
        userId: { type: "string", required: true, readOnly: true },
        credits: { type: "number", required: true, default: 0 },
        updatedAt: { type: "number", default: () => Date.now(), set: () => Date.now(), watch: "*" },
      },
      indexes: {
        byUser: {
          pk: { field: "pk", composite: ["userId"] },
          sk: { field: "sk", composite: [] },
        },
      },
    },
    table,
  ),
);

export const LedgerEntity = lazy(() =>
  new Entity(
    {
      model: { entity: "ledger", version: "1", service: "sitecrew" },
      attributes: {
        userId: { type: "string", required: true, readOnly: true },
        ledgerId: { type: "string", required: true, readOnly: true },
        kind: {
          type: ["topup", "hold", "capture", "release", "refund", "reversal", "adjustment"] as const,
          required: true,
        },
        credits: { type: "number", required: true },
        reference: { type: "string", default: "" },
        createdAt: { type: "number", required: true, default: () => Date.now() },
      },
      indexes: {
        byUser: {
          pk: { field: "pk", composite: ["userId"] },
          sk: { field: "sk", composite: ["ledgerId"] },
        },
      },
    },
    table,
  ),
);
