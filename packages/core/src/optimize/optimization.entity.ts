import { Entity, type EntityItem } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";
import { PROVIDERS } from "./profiles/types";

export const OPTIMIZATION_STATUSES = ["processing", "completed", "failed"] as const;

export const DECISIONS = ["pending", "approved", "rejected"] as const;

/**
 * One post rewritten against one provider's checks: the original, the draft the rewrite was saved
 * as, the scores before and after, and the owner's decision. In the owner's partition; listed per
 * domain newest first through gsi1.
 */
export const OptimizationEntity = lazy(
  () =>
    new Entity(
      {
        model: model("optimization", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          optimizationId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          runId: { type: "string", required: true, readOnly: true },
          provider: { type: PROVIDERS, required: true, readOnly: true },
          oldPostId: { type: "number", required: true, readOnly: true },
          oldTitle: { type: "string", required: true },
          newPostId: { type: "number" },
          newTitle: { type: "string" },
          status: { type: OPTIMIZATION_STATUSES, required: true, default: "processing" },
          scoreBefore: { type: "number" },
          scoreAfter: { type: "number" },
          error: { type: "string" },
          approvalId: { type: "string" },
          approvalStatus: { type: DECISIONS },
          /** The original post's address, the one approving keeps. */
          postUrl: { type: "string" },
          createdAt: { type: "number", required: true, default: () => Date.now(), readOnly: true },
          updatedAt: { type: "number", required: true, default: () => Date.now(), set: () => Date.now(), watch: "*" },
        },
        indexes: {
          byUser: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["optimizationId"] },
          },
          byDomain: {
            index: "gsi1",
            pk: { field: "gsi1pk", composite: ["userId", "domainId"] },
            sk: { field: "gsi1sk", composite: ["optimizationId"] },
          },
        },
      },
      entityConfig,
    ),
);

export type OptimizationItem = EntityItem<typeof OptimizationEntity>;
