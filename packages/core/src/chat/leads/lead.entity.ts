import { Entity, type EntityItem } from "electrodb";
import { entityConfig, model } from "../../db/entity";
import { lazy } from "../../db/lazy";

export const LEAD_STATUSES = ["new", "answered", "closed"] as const;

/** A lead and the visitor's address in it are deleted this long after it was left, unless the owner deletes it sooner. */
export const LEAD_KEEP_DAYS = 180;

/** Replies the owner may send to one lead: enough to answer and follow up, too few to fill an inbox from our address. */
export const REPLIES_PER_LEAD = 3;

/**
 * A visitor's question the chat could not answer, with the email address to answer it at, the
 * conversation so far and the page it was asked on. Lives in the owner's partition; listed per
 * domain newest first through gsi1. `searchText` is the address and the question in lower case.
 */
export const LeadEntity = lazy(
  () =>
    new Entity(
      {
        model: model("chatLead", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          leadId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          agentId: { type: "string", required: true, readOnly: true },
          email: { type: "string", required: true, readOnly: true },
          question: { type: "string", required: true, readOnly: true },
          page: { type: "string" },
          transcript: {
            type: "list",
            readOnly: true,
            items: { type: "map", properties: { role: { type: ["visitor", "bot"] as const, required: true }, content: { type: "string", required: true } } },
          },
          searchText: { type: "string", required: true, readOnly: true },
          status: { type: LEAD_STATUSES, required: true, default: "new" },
          /** The last reply sent. */
          reply: { type: "string" },
          /** Replies sent, counted in the write that stores each. */
          replies: { type: "number" },
          answeredAt: { type: "number" },
          createdAt: { type: "number", required: true, readOnly: true, padding: { length: 15, char: "0" } },
          ttl: { type: "number", required: true, readOnly: true },
        },
        indexes: {
          byUser: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["leadId"] },
          },
          byDomain: {
            index: "gsi1",
            pk: { field: "gsi1pk", composite: ["userId", "domainId"] },
            sk: { field: "gsi1sk", composite: ["createdAt", "leadId"] },
          },
        },
      },
      entityConfig,
    ),
);

export type LeadItem = EntityItem<typeof LeadEntity>;

/**
 * One per agent and visitor session: when the session last left a lead, so it leaves at most one
 * an hour. DynamoDB removes it after the hour.
 */
export const LeadSessionEntity = lazy(
  () =>
    new Entity(
      {
        model: model("chatLeadSession", "1"),
        attributes: {
          agentId: { type: "string", required: true, readOnly: true },
          sessionHash: { type: "string", required: true, readOnly: true },
          at: { type: "number", required: true },
          ttl: { type: "number", required: true },
        },
        indexes: {
          bySession: {
            pk: { field: "pk", composite: ["agentId"] },
            sk: { field: "sk", composite: ["sessionHash"] },
          },
        },
      },
      entityConfig,
    ),
);

/**
 * The owner's lead emails for one agent: when the last one went out, and how many leads came in
 * since then without one. Those go with the next email, at most one every 10 minutes.
 */
export const LeadNoticeEntity = lazy(
  () =>
    new Entity(
      {
        model: model("chatLeadNotice", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          agentId: { type: "string", required: true, readOnly: true },
          sentAt: { type: "number" },
          pending: { type: "number", required: true, default: 0 },
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

/**
 * An agent's leads that came in while its lead emails were held back: due when the 10 minutes
 * since the last email end, when the cron sends them in one email unless a later lead's email
 * took them along first.
 */
export const LeadDigestEntity = lazy(
  () =>
    new Entity(
      {
        model: model("chatLeadDigest", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          agentId: { type: "string", required: true, readOnly: true },
          dueAt: { type: "number", required: true, padding: { length: 15, char: "0" } },
        },
        indexes: {
          byAgent: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["agentId"] },
          },
          due: {
            index: "gsi1",
            pk: { field: "gsi1pk", composite: [] },
            sk: { field: "gsi1sk", composite: ["dueAt", "userId", "agentId"] },
          },
        },
      },
      entityConfig,
    ),
);
