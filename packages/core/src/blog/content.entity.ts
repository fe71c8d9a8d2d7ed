import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";
import { CONTENT_STATUSES } from "./schema";

/**
 * A post a blog agent made, one per run: its title, scores and where it lives on the site. The
 * post body is not here: it lives on the site, and lists page over these items. In the owner's
 * partition by id; listed per agent (gsi1) and per domain (gsi2), newest first.
 */
export const BlogContentEntity = lazy(
  () =>
    new Entity(
      {
        model: model("blogContent", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          contentId: { type: "string", required: true, readOnly: true },
          agentId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          runId: { type: "string", required: true, readOnly: true },
          title: { type: "string", required: true },
          /** The title in lower case, what a search matches. */
          searchTitle: { type: "string", required: true },
          /** The agent's name when the post was made: the row keeps it if the agent is renamed or deleted. */
          scheduleName: { type: "string", required: true },
          author: { type: "string", required: true, default: "" },
          status: { type: CONTENT_STATUSES, required: true },
          postId: { type: "number" },
          postUrl: { type: "string" },
          focusKeyphrase: { type: "string", required: true, default: "" },
          metaDescription: { type: "string", required: true, default: "" },
          /**
           * The search fields and featured image as SiteCrew last made them for the site. A field the
           * site holds otherwise was set by the owner and an edit leaves it; posts recorded before
           * these were kept have none of them.
           */
          seoTitle: { type: "string" },
          featuredImageKey: { type: "string" },
          featuredImageKind: { type: ["title card", "illustration"] as const },
          /** The post's language, which a redrawn title card is set in. */
          languageCode: { type: "string" },
          seoScore: { type: "number" },
          readabilityScore: { type: "number" },
          generatedAt: { type: "number" },
          /** `offline` for the offline writer's sample text, else the model's id; posts recorded before writers were kept have none. */
          writer: { type: "string" },
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
