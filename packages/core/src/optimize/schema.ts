import * as v from "valibot";
import { DomainId } from "../site/schema";
import { PageFields } from "../util/page";
import { PROVIDERS } from "./profiles/types";

export { PROVIDERS as OPTIMIZATION_PROVIDERS } from "./profiles/types";

export const MAX_POSTS_PER_OPTIMIZATION = 10;
export const NOTHING_SELECTED = "Please select at least one content item to optimize.";

const PostNumber = v.pipe(
  v.number("Each selected item must be a post id"),
  v.integer("Each selected item must be a post id"),
  v.minValue(1, "Each selected item must be a post id"),
);

/** The modal sends post ids, or the picked items with their titles. */
const Selected = v.union([PostNumber, v.object({ id: PostNumber, title: v.optional(v.string()) })], "Each selected item must be a post id");

export const StartOptimizationInput = v.object({
  userDomainId: v.pipe(v.optional(v.string("Domain is required"), ""), v.trim(), v.nonEmpty("Domain is required"), DomainId),
  selectedContent: v.pipe(
    v.optional(v.array(Selected, NOTHING_SELECTED), []),
    v.minLength(1, NOTHING_SELECTED),
    v.maxLength(MAX_POSTS_PER_OPTIMIZATION, `Choose at most ${MAX_POSTS_PER_OPTIMIZATION} posts at a time`),
    v.transform((items) => [...new Set(items.map((item) => (typeof item === "number" ? item : item.id)))]),
  ),
  provider: v.optional(v.picklist(PROVIDERS, "Provider must be yoast, rankmath or semrush"), "yoast"),
});

export const OptimizationListInput = v.object({
  domainId: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty("domainId is required")),
  ...PageFields,
});

/** What a run is handed: the item it fills in and the post it rewrites. */
export const OptimizationRunInput = v.object({
  optimization_id: v.string(),
  post_id: PostNumber,
  provider: v.picklist(PROVIDERS),
});

export type StartOptimization = v.InferInput<typeof StartOptimizationInput>;
export type OptimizationRunInput = v.InferOutput<typeof OptimizationRunInput>;
