import { Entity, type EntityItem } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

export const CHANNELS = ["widget", "try"] as const;
export type ChatChannel = (typeof CHANNELS)[number];

/** Conversations and their messages are kept this long after the last message. */
export const KEEP_DAYS = 30;
/** The unsettled index is spread over this many partitions, so busy sites' answers do not all write one. */
export const SWEEP_SHARDS = 8;

/**
 * One visitor session with one agent (or the owner's Try chat): what it asked, what it was
 * answered and paid. Its id comes from the agent and a hash of the session token; the token itself
 * is never stored. `left` is what its drawn credit blocks still hold, `billed` / `billedAnswers`
 * what it spent since it was last settled. Lives in the owner's partition; listed per agent newest
 * first, and, while unsettled, in a sparse index ordered by when it is due for settlement.
 */
export const ChatConversationEntity = lazy(
  () =>
    new Entity(
      {
        model: model("chatConversation", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          conversationId: { type: "string", required: true, readOnly: true },
          agentId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          channel: { type: CHANNELS, required: true, readOnly: true },
          sessionHash: { type: "string", required: true, readOnly: true },
          startedAt: { type: "number", required: true, readOnly: true, padding: { length: 15, char: "0" } },
          lastAt: { type: "number", required: true },
          answers: { type: "number", required: true, default: 0 },
          credits: { type: "number", required: true, default: 0 },
          left: { type: "number", required: true, default: 0 },
          billed: { type: "number", required: true, default: 0 },
          billedAnswers: { type: "number", required: true, default: 0 },
          firstQuestion: { type: "string", required: true, readOnly: true },
          /** Counts every change, so a settlement that read it commits only if nothing happened since. */
          rev: { type: "number", required: true, default: 0 },
          settled: { type: "boolean", required: true, default: false },
          settleAt: { type: "number", required: true, padding: { length: 15, char: "0" } },
          sweepShard: { type: "number", required: true },
          ttl: { type: "number", required: true },
        },
        indexes: {
          byUser: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["conversationId"] },
          },
          byAgent: {
            index: "gsi1",
            pk: { field: "gsi1pk", composite: ["userId", "agentId"] },
            sk: { field: "gsi1sk", composite: ["startedAt", "conversationId"] },
          },
          // Sparse: only unsettled conversations are in it. Every write that settles or reopens one
          // names `settled`, `settleAt` and `sweepShard` together, which re-evaluates this.
          unsettled: {
            index: "gsi2",
            condition: (attributes) => attributes.settled === false,
            pk: { field: "gsi2pk", composite: ["sweepShard"] },
            sk: { field: "gsi2sk", composite: ["settleAt", "conversationId"] },
          },
        },
      },
      entityConfig,
    ),
);

export type ChatConversationItem = EntityItem<typeof ChatConversationEntity>;

export const MESSAGE_ROLES = ["visitor", "bot"] as const;

/** One message of a conversation, in the conversation's own partition, oldest first. */
export const ChatMessageEntity = lazy(
  () =>
    new Entity(
      {
        model: model("chatMessage", "1"),
        attributes: {
          conversationId: { type: "string", required: true, readOnly: true },
          messageId: { type: "string", required: true, readOnly: true },
          at: { type: "number", required: true, readOnly: true, padding: { length: 15, char: "0" } },
          role: { type: MESSAGE_ROLES, required: true, readOnly: true },
          content: { type: "string", required: true, readOnly: true },
          source: {
            type: "map",
            readOnly: true,
            properties: { title: { type: "string", required: true }, url: { type: "string" }, page: { type: "number" } },
          },
          /** When the answer cites two sources or more: each, in the order its text numbers them. */
          sources: {
            type: "list",
            readOnly: true,
            items: {
              type: "map",
              properties: { title: { type: "string", required: true }, url: { type: "string" }, page: { type: "number" } },
            },
          },
          ttl: { type: "number", required: true, readOnly: true },
        },
        indexes: {
          byConversation: {
            pk: { field: "pk", composite: ["conversationId"] },
            sk: { field: "sk", composite: ["at", "messageId"] },
          },
        },
      },
      entityConfig,
    ),
);

export type ChatMessageItem = EntityItem<typeof ChatMessageEntity>;
