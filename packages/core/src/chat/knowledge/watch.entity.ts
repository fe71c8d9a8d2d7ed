import { Entity, type EntityItem } from "electrodb";
import { entityConfig, model } from "../../db/entity";
import { lazy } from "../../db/lazy";

export const WATCH_PARTITION = "chat-watch";
export const WATCH_KINDS = ["site", "run"] as const;

/**
 * What the cron must look at, and when: an active agent's site to check for changes (`site`, one
 * per watched agent, due 15 minutes after its last check). `run` entries are no longer written (a
 * build tells its agent how it ended itself); the cron drops any it finds. Sorted by due time, so
 * each tick reads only what is due, without a Scan.
 */
export const ChatWatchEntity = lazy(
  () =>
    new Entity(
      {
        model: model("chatWatch", "1"),
        attributes: {
          watchKey: { type: "string", required: true, default: WATCH_PARTITION, readOnly: true },
          dueAt: { type: "number", required: true, readOnly: true, padding: { length: 15, char: "0" } },
          kind: { type: WATCH_KINDS, required: true, readOnly: true },
          agentId: { type: "string", required: true, readOnly: true },
          userId: { type: "string", required: true, readOnly: true },
          /** For `run`: the build to check on. */
          runId: { type: "string", required: true, readOnly: true, default: "" },
        },
        indexes: {
          due: {
            pk: { field: "pk", composite: ["watchKey"] },
            sk: { field: "sk", composite: ["dueAt", "kind", "agentId", "runId"] },
          },
        },
      },
      entityConfig,
    ),
);

export type ChatWatchItem = EntityItem<typeof ChatWatchEntity>;
