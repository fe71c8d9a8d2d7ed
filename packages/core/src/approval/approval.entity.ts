import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * Something an agent made that waits for the owner before it goes live: a WordPress draft for
 * now. Holds references only (the post lives on the site). In the owner's partition; listed per
 * domain newest first through gsi1.
 */
export const ApprovalEntity = lazy(
  () =>
    new Entity(
      {
        model: model("approval", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          approvalId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          kind: { type: "string", required: true, readOnly: true },
          title: { type: "string", required: true },
          status: { type: APPROVAL_STATUSES, required: true, default: "pending" },
          postId: { type: "number", required: true, readOnly: true },
          runId: { type: "string", required: true, readOnly: true },
          contentId: { type: "string" },
          /** `offline` for the offline writer's sample text, else the model's id; kinds that do not say have none. */
          writer: { type: "string" },
          decidedAt: { type: "number" },
          createdAt: { type: "number", required: true, default: () => Date.now(), readOnly: true },
          updatedAt: { type: "number", required: true, default: () => Date.now(), set: () => Date.now(), watch: "*" },
        },
        indexes: {
          byUser: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["approvalId"] },
          },
          byDomain: {
            index: "gsi1",
            pk: { field: "gsi1pk", composite: ["userId", "domainId"] },
            sk: { field: "gsi1sk", composite: ["approvalId"] },
          },
        },
      },
      entityConfig,
    ),
);
