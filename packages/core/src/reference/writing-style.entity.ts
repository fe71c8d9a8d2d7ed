import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

/** A writing style an owner added: a short brief the writer follows. Lives in the owner's partition. */
export const WritingStyleEntity = lazy(
  () =>
    new Entity(
      {
        model: model("writingStyle", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          styleId: { type: "string", required: true, readOnly: true },
          label: { type: "string", required: true },
          prompt: { type: "string", required: true },
          type: { type: ["text", "url"] as const, required: true, readOnly: true },
          /** The page a `url` style was learned from. */
          sourceUrl: { type: "string" },
          createdAt: { type: "number", required: true, default: () => Date.now(), readOnly: true },
        },
        indexes: {
          byUser: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["styleId"] },
          },
        },
      },
      entityConfig,
    ),
);
