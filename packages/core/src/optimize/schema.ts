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

const MAX_KEYPHRASES = 10;

const Keyphrase = v.pipe(
  v.string("Each keyphrase must be text"),
  v.trim(),
  v.nonEmpty("A keyphrase cannot be empty"),
  v.maxLength(100, "A keyphrase may be at most 100 characters"),
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
  /** The searches to aim the rewrite at (a post losing traffic: its top queries in Search Console); the first becomes its focus keyphrase. */
  keyphrases: v.pipe(
    v.optional(v.array(Keyphrase, "Keyphrases must be a list of phrases"), []),
    v.maxLength(MAX_KEYPHRASES, `Give at most ${MAX_KEYPHRASES} keyphrases`),
  ),
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
  /** Runs started before there were target keyphrases have none: the post's own keyphrase is kept. */
  keyphrases: v.optional(v.array(v.string()), []),
});

export type StartOptimization = v.InferInput<typeof StartOptimizationInput>;
export type OptimizationRunInput = v.InferOutput<typeof OptimizationRunInput>;
