import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

/** The spendable balance; `version` counts the ledger items applied to it. */
export const BalanceEntity = lazy(
  () =>
    new Entity(
      {
        model: model("balance", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          credits: { type: "number", required: true, default: 0 },
          version: { type: "number", required: true, default: 0 },
          // Credits owed after a refund took back more than was left; holds wait until a top-up covers it.
          debt: { type: "number", required: true, default: 0 },
          // Ledger items the credit history leaves out (runs whose whole hold came back): its pages count the rest.
          hidden: { type: "number", default: 0 },
          updatedAt: { type: "number", default: () => Date.now(), set: () => Date.now(), watch: "*" },
        },
        indexes: {
          byUser: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: [] },
          },
        },
      },
      entityConfig,
    ),
);

export const LEDGER_KINDS = ["topup", "hold", "capture", "release", "refund", "reversal", "adjustment"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One balance change. Keyed by its idempotency id; `seq` orders the history densely from 1. */
export const LedgerEntity = lazy(
  () =>
    new Entity(
      {
        model: model("ledger", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          ledgerId: { type: "string", required: true, readOnly: true },
          seq: { type: "number", required: true, readOnly: true, padding: { length: 12, char: "0" } },
          kind: { type: LEDGER_KINDS, required: true, readOnly: true },
          credits: { type: "number", required: true, readOnly: true },
          balanceAfter: { type: "number", required: true, readOnly: true },
          reference: { type: "string", default: "", readOnly: true },
          createdAt: { type: "number", required: true, default: () => Date.now(), readOnly: true },
        },
        indexes: {
          byId: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["ledgerId"] },
          },
          bySeq: {
            index: "gsi1",
            pk: { field: "gsi1pk", composite: ["userId"] },
            sk: { field: "gsi1sk", composite: ["seq"] },
          },
        },
      },
      entityConfig,
    ),
);

/** Credits set aside for one agent run until it is captured or released. */
export const HoldEntity = lazy(
  () =>
    new Entity(
      {
        model: model("creditHold", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          runId: { type: "string", required: true, readOnly: true },
          credits: { type: "number", required: true, readOnly: true },
          status: { type: ["held", "captured", "released"] as const, required: true },
          createdAt: { type: "number", required: true, default: () => Date.now(), readOnly: true },
        },
        indexes: {
          byRun: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["runId"] },
          },
        },
      },
      entityConfig,
    ),
);
