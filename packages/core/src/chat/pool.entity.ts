import { Entity, type EntityItem } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

/**
 * Credits a chat agent has set aside from its owner's balance for answers, so answering never
 * touches the balance item. Conversations draw blocks from `free` with plain atomic updates;
 * settlement puts back what they did not spend. Lives in the owner's partition, one per agent.
 */
export const ChatPoolEntity = lazy(
  () =>
    new Entity(
      {
        model: model("chatPool", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          agentId: { type: "string", required: true, readOnly: true },
          /** Set aside and not drawn by any conversation. */
          free: { type: "number", required: true, default: 0 },
          /** How many times it was filled from the balance: the next fill's ledger id, and what makes racing fills collapse into one. */
          fills: { type: "number", required: true, default: 0 },
          /** Conversation id -> credits drawn by it since it was last settled. */
          blocks: { type: "any", required: true, default: () => ({}) },
          /** Answers and credits of settled conversations. */
          answered: { type: "number", required: true, default: 0 },
          spent: { type: "number", required: true, default: 0 },
          /** The last fill's size and time: a pool refilled within a minute doubles its next fill. */
          lastFill: { type: "number", required: true, default: 0 },
          lastFillAt: { type: "number", required: true, default: 0 },
        },
        indexes: {
          byAgent: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["agentId"] },
          },
        },
      },
      entityConfig,
    ),
);

export type ChatPoolItem = EntityItem<typeof ChatPoolEntity>;
