import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

/** When an account's next weekly report is due, found by the cron through `due` without reading every account. */
export const ReportScheduleEntity = lazy(
  () =>
    new Entity(
      {
        model: model("reportSchedule", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          /** The Monday starting the week the next report covers. */
          weekStart: { type: "string", required: true },
          dueAt: { type: "number", required: true },
        },
        indexes: {
          byUser: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: [] },
          },
          due: {
            index: "gsi1",
            pk: { field: "gsi1pk", composite: [] },
            sk: { field: "gsi1sk", composite: ["dueAt", "userId"] },
          },
        },
      },
      entityConfig,
    ),
);

/** Kept for a season after the week: long enough that no late tick or redelivery sends it again. */
export const SENT_KEEP_DAYS = 90;

/**
 * One per account and ISO week: claimed before the report is queued, marked sent by the mail
 * worker before it sends. Both marks are conditional, so the week is sent at most once.
 */
export const ReportSentEntity = lazy(
  () =>
    new Entity(
      {
        model: model("reportSent", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          week: { type: "string", required: true, readOnly: true },
          weekStart: { type: "string", required: true },
          claimedAt: { type: "number", required: true },
          queuedAt: { type: "number" },
          sentAt: { type: "number" },
          /** Set when the worker found nothing to report for the week. */
          quiet: { type: "boolean" },
          ttl: { type: "number", required: true },
        },
        indexes: {
          byWeek: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["week"] },
          },
        },
      },
      entityConfig,
    ),
);

/**
 * How far the one-off planning of accounts made before the weekly report has read the accounts:
 * the cursor of the next page, until it is done.
 */
export const ReportBackfillEntity = lazy(
  () =>
    new Entity(
      {
        model: model("reportBackfill", "1"),
        attributes: {
          name: { type: "string", required: true, readOnly: true },
          cursor: { type: "string" },
          done: { type: "boolean", required: true, default: false },
          planned: { type: "number", required: true, default: 0 },
        },
        indexes: {
          byName: {
            pk: { field: "pk", composite: ["name"] },
            sk: { field: "sk", composite: [] },
          },
        },
      },
      entityConfig,
    ),
);
