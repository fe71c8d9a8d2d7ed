import { Entity, type EntityItem } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

export const SOCIAL_AGENT_STATUSES = ["active", "paused"] as const;
export type SocialAgentStatus = (typeof SOCIAL_AGENT_STATUSES)[number];

/**
 * A social media agent: the narrator voice its videos speak with, for one domain whose posts it
 * turns into videos. In the owner's partition; listed per domain through gsi1.
 */
export const SocialAgentEntity = lazy(
  () =>
    new Entity(
      {
        model: model("socialAgent", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          agentId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          name: { type: "string", required: true },
          /** The name in lower case, what a search matches. */
          searchName: { type: "string", required: true },
          /** A voice id of the speech engine's catalogue (`social/voices.ts`). */
          voiceId: { type: "string", required: true },
          status: { type: SOCIAL_AGENT_STATUSES, required: true, default: "active" },
          createdAt: { type: "number", required: true, default: () => Date.now(), readOnly: true },
          updatedAt: { type: "number", required: true, default: () => Date.now(), set: () => Date.now(), watch: "*" },
        },
        indexes: {
          byUser: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["agentId"] },
          },
          byDomain: {
            index: "gsi1",
            pk: { field: "gsi1pk", composite: ["userId", "domainId"] },
            sk: { field: "gsi1sk", composite: ["agentId"] },
          },
        },
      },
      entityConfig,
    ),
);

export type SocialAgentItem = EntityItem<typeof SocialAgentEntity>;
