import { Ai, AiError } from "../../ai";
import { profiles } from "../profiles";
import { rewriteWithModel } from "./model";
import { rewriteOffline } from "./offline";
import { type OptimizedPost, type RewriteInput, scored } from "./types";

export { type OptimizedPost, type RewriteInput, scored } from "./types";
export type { RelatedPost } from "./edits";

export interface Rewrite {
  post: OptimizedPost;
  provider: string;
  model?: string;
  notes: string[];
}

/**
 * The offline rewrite, and with an AI provider configured the model's as well: whichever scores
 * higher under the chosen profile is kept (the model's on a tie). A model that fails leaves the
 * offline rewrite, with the reason noted.
 */
export async function rewrite(input: RewriteInput): Promise<Rewrite> {
  const profile = profiles[input.provider];
  const offline = rewriteOffline(input);
  const fallback: Rewrite = { post: offline, provider: "offline", notes: [] };
  if (!Ai.configured()) return fallback;
  const failing = profile.score(scored(input.post)).checks.filter((check) => !check.passed);
  try {
    const written = await rewriteWithModel(input, failing);
    const [model, deterministic] = [written.post, offline].map((post) => profile.score(scored(post)).score) as [number, number];
    if (model >= deterministic) return { post: written.post, provider: written.provider, model: written.model, notes: [] };
    return { ...fallback, notes: [`The model's rewrite scored ${model}, the offline one ${deterministic}: the offline one is kept.`] };
  } catch (error) {
    if (!(error instanceof AiError)) throw error;
    return { ...fallback, notes: [`The AI provider failed (${error.message}); the offline rewrite is used.`] };
  }
}
