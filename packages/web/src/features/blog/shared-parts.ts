import { lazyPart } from "../../lib/lazy-part";

/** What the blog agent lends the shared pages, through the agents module; each screen loads the first time it shows. */
export const blogParts = {
  /** A visitor's unanswered question written up as a post. */
  writePost: lazyPart(() => import("./WritePostFromQuestion").then((module) => module.WritePostFromQuestion)),
  /** A search added to the keywords a post is written for. */
  addKeyword: lazyPart(() => import("./AddKeywordDialog").then((module) => module.AddKeywordDialog)),
};
