import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

/** How long an unanswered question is kept: longer than the widest analytics range. */
export const GAP_KEEP_DAYS = 400;

/**
 * One visitor question the chat agent could not answer from its knowledge, written with the
 * "not in my knowledge" reply it got, or left with the lead form. Read by time range per domain for
 * the knowledge gaps list.
 */
export const GapEntity = lazy(
  () =>
    new Entity(
      {
        model: model("knowledgeGap", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          agentId: { type: "string", required: true, readOnly: true },
          askedAt: { type: "number", required: true, readOnly: true, padding: { length: 15, char: "0" } },
          gapId: { type: "string", required: true, readOnly: true },
          question: { type: "string", required: true, readOnly: true },
          /** The visitor's session (hashed); absent on gaps recorded before sessions were kept. */
          sessionHash: { type: "string", readOnly: true },
          ttl: { type: "number", required: true },
        },
        indexes: {
          byDomain: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["domainId", "askedAt", "gapId"] },
          },
        },
      },
      entityConfig,
    ),
);
