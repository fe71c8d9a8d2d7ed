import { lazyPart } from "./lazy-part";

/** What a shared page offers to do with a finding, each done by the agent whose work it is. */
export const actions = {
  /** A visitor's unanswered question written up as a post. */
  writePost: lazyPart(() => import("../features/blog/WritePostFromQuestion").then((module) => module.WritePostFromQuestion)),
  /** A search added to the keywords a post is written for. */
  addKeyword: lazyPart(() => import("../features/blog/AddKeywordDialog").then((module) => module.AddKeywordDialog)),
  /** A post rewritten for the searches it is losing. */
  optimizePost: lazyPart(() => import("../features/optimizer/OptimizeDialog").then((module) => module.OptimizeDialog)),
};
