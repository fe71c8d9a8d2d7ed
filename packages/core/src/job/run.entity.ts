import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

export const RUN_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/**
 * What starts a run: its agent's schedule, the owner's Run now (or Generate, Create, Optimize), a
 * chat agent saved or its site changed (its knowledge rebuilt), an approval decided, or a publish.
 */
export const RUN_TRIGGERS = ["schedule", "run_now", "saved", "site_change", "approval", "publish"] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];

export const isActive = (status: string | undefined) => status === "queued" || status === "running";

/**
 * An agent run, the audit trail of one piece of work: what it was asked (the input snapshot),
 * each step as it happened, what it held and kept of the owner's credits, which provider and
 * model did the work, what it made, and why it failed. Nothing about a run is kept elsewhere.
 * Lives in the owner's partition, newest first by id.
 */
export const RunEntity = lazy(
  () =>
    new Entity(
      {
        model: model("run", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          runId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          kind: { type: "string", required: true, readOnly: true },
          agentId: { type: "string", required: true, readOnly: true },
          /** What started it (with the slot's time for `schedule`); runs written before the other triggers say `manual`, read as `run_now`. */
          trigger: { type: [...RUN_TRIGGERS, "manual"] as const, required: true, readOnly: true },
          slot: { type: "number", readOnly: true },
          input: { type: "any", required: true, readOnly: true },
          status: { type: RUN_STATUSES, required: true },
          steps: {
            type: "list",
            default: () => [],
            items: {
              type: "map",
              properties: { name: { type: "string", required: true }, at: { type: "number", required: true }, detail: { type: "string" } },
            },
          },
          creditsEstimated: { type: "number", required: true, readOnly: true },
          creditsHeld: { type: "number", required: true, default: 0 },
          creditsCaptured: { type: "number", required: true, default: 0 },
          provider: { type: "string" },
          model: { type: "string" },
          output: { type: "any" },
          error: { type: "string" },
          /** Deliveries that claimed it: a redelivery after a worker died picks the work up again. */
          attempts: { type: "number", required: true, default: 0 },
          /** Until when the worker holding it may still be working on it. */
          leaseUntil: { type: "number" },
          /** When the run must have finished; past it the sweep fails it and returns its credits. */
          deadline: { type: "number", required: true, padding: { length: 15, char: "0" } },
          createdAt: { type: "number", required: true, default: () => Date.now(), readOnly: true },
          startedAt: { type: "number" },
          finishedAt: { type: "number" },
          /** When the owner sent work the site had refused to it again, and the site took it. */
          republishedAt: { type: "number" },
        },
        indexes: {
          byUser: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["runId"] },
          },
          byDomain: {
            index: "gsi1",
            pk: { field: "gsi1pk", composite: ["userId", "domainId"] },
            sk: { field: "gsi1sk", composite: ["runId"] },
          },
          // Sparse: only queued and running runs are in it, so the sweep reads what is unfinished,
          // never the history. Every status change also sets `deadline`, which re-evaluates this.
          unfinished: {
            index: "gsi2",
            condition: (attributes) => isActive(attributes.status as string | undefined),
            pk: { field: "gsi2pk", composite: [] },
            sk: { field: "gsi2sk", composite: ["deadline", "runId"] },
          },
        },
      },
      entityConfig,
    ),
);
