import { Entity, type EntityItem } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

/** The spec's statuses: generating (script and voice), processing (rendering), uploading (to storage or Instagram). */
export const SOCIAL_CONTENT_STATUSES = ["done", "generating", "fail", "processing", "uploading", "published"] as const;
export type SocialContentStatus = (typeof SOCIAL_CONTENT_STATUSES)[number];

/** Statuses while a run works on the content: its agent cannot be deleted meanwhile. */
export const IN_FLIGHT_STATUSES = ["generating", "processing", "uploading"] as const satisfies readonly SocialContentStatus[];

export const VIDEO_RENDERERS = ["kie", "local"] as const;
export type VideoRenderer = (typeof VIDEO_RENDERERS)[number];

/**
 * One video a social media agent makes from one post, and where it was published. The files live
 * in storage under the content's own prefix. In the owner's partition; listed per agent (gsi1) and
 * per domain (gsi2), newest first.
 */
export const SocialContentEntity = lazy(
  () =>
    new Entity(
      {
        model: model("socialContent", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          contentId: { type: "string", required: true, readOnly: true },
          agentId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          /** The run that makes the video. */
          runId: { type: "string", required: true, readOnly: true },
          postId: { type: "number", required: true, readOnly: true },
          postTitle: { type: "string", required: true },
          /** The title in lower case, what a search matches. */
          searchTitle: { type: "string", required: true },
          status: { type: SOCIAL_CONTENT_STATUSES, required: true, default: "generating" },
          language: { type: "string", required: true },
          model: { type: "string", required: true },
          withSubtitle: { type: "boolean", required: true, default: false },
          soundStyle: { type: "string" },
          prompt: { type: "string" },
          renderer: { type: VIDEO_RENDERERS },
          /** Why the video was not made the way the owner chose (the local renderer stood in for the model). */
          rendererNote: { type: "string" },
          videoKey: { type: "string" },
          posterKey: { type: "string" },
          durationMs: { type: "number" },
          /** What the narration says, when, and what is on screen meanwhile. */
          script: {
            type: "list",
            items: {
              type: "map",
              properties: {
                text: { type: "string", required: true },
                start: { type: "number", required: true },
                end: { type: "number", required: true },
                visual: { type: "string", required: true },
              },
            },
          },
          error: { type: "string" },
          /** The Instagram account link it was last published with, and what Instagram answered. */
          instagramAccountId: { type: "string" },
          instagramMediaId: { type: "string" },
          instagramPermalink: { type: "string" },
          publishRunId: { type: "string" },
          publishedAt: { type: "number" },
          createdAt: { type: "number", required: true, default: () => Date.now(), readOnly: true },
          updatedAt: { type: "number", required: true, default: () => Date.now(), set: () => Date.now(), watch: "*" },
        },
        indexes: {
          byUser: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["contentId"] },
          },
          byAgent: {
            index: "gsi1",
            pk: { field: "gsi1pk", composite: ["userId", "agentId"] },
            sk: { field: "gsi1sk", composite: ["contentId"] },
          },
          byDomain: {
            index: "gsi2",
            pk: { field: "gsi2pk", composite: ["userId", "domainId"] },
            sk: { field: "gsi2sk", composite: ["contentId"] },
          },
        },
      },
      entityConfig,
    ),
);

export type SocialContentItem = EntityItem<typeof SocialContentEntity>;
