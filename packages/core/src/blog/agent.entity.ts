import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

const text = { type: "string" } as const;
const texts = { type: "list", items: { type: "string" } } as const;

/** The due index's one partition: every scheduled agent of every user, ordered by its next slot. */
export const SCHEDULE_PARTITION = "blog-schedule";

/**
 * A blog agent: what it writes about, for which domain, and its schedule. Lives in the owner's
 * partition; listed per domain through gsi1. While it is scheduled (not paused) it also sits in
 * the due index (gsi2) under its next run time, so the cron reads only the agents that are due.
 */
export const BlogAgentEntity = lazy(
  () =>
    new Entity(
      {
        model: model("blogAgent", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          agentId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          name: { type: "string", required: true },
          /** The name in lower case, what a search matches. */
          searchName: { type: "string", required: true },
          keywords: { ...texts, required: true },
          /** The site's first titles when the agent was made, so the writer avoids them from the start. */
          titles: { ...texts, required: true, default: () => [] },
          categories: { type: "list", items: { type: "number" }, required: true },
          categoryNames: { ...texts, required: true, default: () => [] },
          author: { type: "number", required: true },
          authorName: { type: "string", required: true, default: "" },
          frequencyId: { type: "string", required: true },
          time: { type: "string", required: true },
          timezone: { type: "string", required: true },
          languageId: { type: "string", required: true },
          languageCode: { type: "string", required: true },
          writingStyleId: { type: "string", required: true },
          competitors: { ...texts, required: true, default: () => [] },
          /** What the agent does with its posts: publish them, or leave WordPress drafts for approval. */
          status: { type: ["draft", "publish"] as const, required: true },
          paused: { type: "boolean", required: true, default: false },
          /** The next slot (epoch ms); kept while paused so the agent shows when it would have run. */
          nextRunAt: { type: "number", required: true, padding: { length: 15, char: "0" } },
          /** When the schedule started: every-2-days, weekly and monthly count their days from it. */
          scheduleAnchor: { type: "number", required: true },
          /** How many topics the agent has taken: the next keyword is keywords[keywordCursor % length]. */
          keywordCursor: { type: "number", required: true, default: 0 },
          lastRunId: text,
          lastRunAt: { type: "number" },
          scheduleKey: { type: "string", required: true, default: SCHEDULE_PARTITION },
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
          /**
           * Sparse: only agents that are not paused. ElectroDB evaluates the condition on writes that
           * name the index's attributes, so every write that changes `nextRunAt` or `paused` sets
           * `scheduleKey`, `nextRunAt` and `paused` together (see `scheduleFields`).
           */
          due: {
            index: "gsi2",
            condition: (attributes) => attributes.paused !== true,
            pk: { field: "gsi2pk", composite: ["scheduleKey"] },
            sk: { field: "gsi2sk", composite: ["nextRunAt", "agentId"] },
          },
        },
      },
      entityConfig,
    ),
);
