import { Entity, type EntityItem } from "electrodb";
import { createId } from "../util/id";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";
import { AUDITOR_STATUSES } from "./schema";

export const newAuditorId = () => createId("auditor");
export const AUDITOR_ID = /^aud_[0-9a-z]{26}$/;

/**
 * An SEO audit: the pages and posts it reads, the competitors it compares them with, and where its
 * run stands. The report lives in its own item, so the list pages over small items. In the owner's
 * partition; listed per domain through gsi1, newest first.
 */
export const AuditorEntity = lazy(
  () =>
    new Entity(
      {
        model: model("auditor", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          auditorId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          /** The latest run: running the audit again starts a new one. */
          runId: { type: "string", required: true },
          name: { type: "string", required: true, readOnly: true },
          /** The name in lower case, what a search matches. */
          searchName: { type: "string", required: true, readOnly: true },
          items: {
            type: "list",
            required: true,
            readOnly: true,
            items: {
              type: "map",
              properties: {
                id: { type: "number", required: true },
                title: { type: "string", required: true },
                url: { type: "string", required: true },
                type: { type: ["post", "page"] as const, required: true },
              },
            },
          },
          /** The competitors' URLs, the domain's own list first, then those found by web search. */
          competitors: { type: "list", items: { type: "string" }, required: true, readOnly: true },
          creditsUsed: { type: "number", required: true },
          status: { type: AUDITOR_STATUSES, required: true, default: "processing" },
          progressDone: { type: "number", required: true, default: 0 },
          progressTotal: { type: "number", required: true, default: 0 },
          error: { type: "string" },
          completedAt: { type: "number" },
          createdAt: { type: "number", required: true, default: () => Date.now(), readOnly: true },
          updatedAt: { type: "number", required: true, default: () => Date.now(), set: () => Date.now(), watch: "*" },
        },
        indexes: {
          byUser: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["auditorId"] },
          },
          byDomain: {
            index: "gsi1",
            pk: { field: "gsi1pk", composite: ["userId", "domainId"] },
            sk: { field: "gsi1sk", composite: ["auditorId"] },
          },
        },
      },
      entityConfig,
    ),
);

export type AuditorItem = EntityItem<typeof AuditorEntity>;

/** A finished audit's report, as JSON: read only when the result page opens. */
export const AuditReportEntity = lazy(
  () =>
    new Entity(
      {
        model: model("auditReport", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          auditorId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          report: { type: "string", required: true },
          createdAt: { type: "number", required: true, default: () => Date.now(), readOnly: true },
        },
        indexes: {
          byAuditor: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["auditorId"] },
          },
          byDomain: {
            index: "gsi1",
            pk: { field: "gsi1pk", composite: ["userId", "domainId"] },
            sk: { field: "gsi1sk", composite: ["auditorId"] },
          },
        },
      },
      entityConfig,
    ),
);
