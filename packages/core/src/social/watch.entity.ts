import { Entity, type EntityItem } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

export const SOCIAL_WATCH_PARTITION = "social-watch";

/**
 * A run working on a video, for the cron to check on when it comes due: a run failed by the sweep
 * or the dead-letter queue never reaches the worker's own handling, so its video would stay in
 * flight. Written with the video; sorted by due time, so each tick reads only what is due, without
 * a Scan.
 */
export const SocialWatchEntity = lazy(() =>
  new Entity(
    {
      model: model("socialWatch", "1"),
      attributes: {
        watchKey: { type: "string", required: true, default: SOCIAL_WATCH_PARTITION, readOnly: true },
        dueAt: { type: "number", required: true, readOnly: true, padding: { length: 15, char: "0" } },
        userId: { type: "string", required: true, readOnly: true },
        contentId: { type: "string", required: true, readOnly: true },
        runId: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        due: {
          pk: { field: "pk", composite: ["watchKey"] },
          sk: { field: "sk", composite: ["dueAt", "contentId", "runId"] },
        },
      },
    },
    entityConfig,
  ),
);

export type SocialWatchItem = EntityItem<typeof SocialWatchEntity>;
