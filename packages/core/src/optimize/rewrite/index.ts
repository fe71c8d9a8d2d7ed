import { Ai, AiError } from "../../ai";
import { profiles } from "../profiles";
import { THIN_WORDS, wordCount } from "../words";
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

export const EXPANSION_NEEDS_MODEL = "Expanding this post needs an AI provider.";

/** What became of a post under 300 words, for the run's step and the comparison; nothing for a longer one. */
function thinNote(input: RewriteInput, chosen: Rewrite): string[] {
  const before = wordCount(input.post.content);
  if (before >= THIN_WORDS) return [];
  if (chosen.provider === "offline") return [`Thin post (${before} words): its words are kept as they are. ${EXPANSION_NEEDS_MODEL}`];
  const after = wordCount(chosen.post.content);
  return after > before ? [`Thin post: expanded from ${before} to ${after} words.`] : [];
}

/**
 * The offline rewrite, and with an AI provider configured the model's as well: whichever scores
 * higher under the chosen profile is kept (the model's on a tie). A model that fails leaves the
 * offline rewrite, with the reason noted. The offline rewrite only makes the edits a rule can
 * justify and writes no sentence, so a post under 300 words stays as long as it was; a model is
 * told the post is thin and may expand it.
 */
export async function rewrite(input: RewriteInput): Promise<Rewrite> {
  const chosen = await choose(input, rewriteOffline(input));
  return { ...chosen, notes: [...chosen.notes, ...thinNote(input, chosen)] };
}

async function choose(input: RewriteInput, offline: OptimizedPost): Promise<Rewrite> {
  const profile = profiles[input.provider];
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
