import { lazyPart } from "../../lib/lazy-part";
import { providerLabel } from "./optimizer-providers";

/** What the blog optimizer lends the shared pages, through the agents module; its dialog loads the first time it shows. */
export const optimizerParts = {
  /** A post rewritten for the searches it is losing. */
  optimizePost: lazyPart(() => import("./OptimizeDialog").then((module) => module.OptimizeDialog)),
  /** A scoring provider's name, as the optimizer prints it. */
  providerLabel,
};
