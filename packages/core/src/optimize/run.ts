import { ownerReason } from "../job/failure";
import { Content } from "../content";
import { plainText, sanitizePostHtml } from "../content/sanitize";
import { isSiteRefusal, KeptOutput, refusedOutput } from "../delivery";
import { VisibleError } from "../error";
import type { Job, RunResult } from "../job";
import { Site } from "../site";
import { parse } from "../util/fn";
import { analyse } from "./compare";
import { keptVersion, OptimizationComparison } from "./comparison";
import { Seo } from "../seo";
import { focusKeyphrase } from "./keyphrase";
import { wordsOf } from "./profiles/page";
import { deliverRewrite, type KeptRewrite, rewriteCommit, rewriteSummary } from "./deliver";
import { OptimizationRecord } from "./record";
import { EXPANSION_NEEDS_MODEL, rewrite, type OptimizedPost } from "./rewrite";
import { OptimizationRunInput } from "./schema";

const PROVIDER_NAMES = { yoast: "Yoast", rankmath: "Rank Math", semrush: "Semrush" } as const;

const notPublished = () =>
  new VisibleError("conflict", "post_not_published", "This post is no longer published on the site: only published posts are optimized.");

export const NO_IMPROVEMENT = "No improvement found: the post already passes the checks this provider makes.";

const sanitizeRewrite = (post: OptimizedPost): OptimizedPost => ({
  ...post,
  content: sanitizePostHtml(post.content),
  seo_title: plainText(post.seo_title),
  meta_description: plainText(post.meta_description),
  focus_keyphrase: plainText(post.focus_keyphrase),
});

interface Scores {
  scoreBefore?: number;
  scoreAfter?: number;
}

/**
 * Reads, scores and rewrites the post, and keeps the rewrite before anything is sent to the site.
 * Fills in `scores` as it goes, so a run that ends without improving still records them.
 */
async function rewritePost(progress: Job.Progress, input: OptimizationRunInput, scores: Scores): Promise<KeptRewrite> {
  const { run } = progress;
  const ref = { userId: run.userId, domainId: run.domainId };
  const domain = await Site.load(run.domainId, run.userId);

  const post = await Content.post(ref, input.post_id);
  if (post.status !== "publish") throw notPublished();
  const [health, items] = await Promise.all([Content.health(domain), Content.items(ref)]);
  const paper = Seo.readSitePost(
    post,
    { name: health.site_name, locale: health.locale ?? "en_US" },
    focusKeyphrase(input.keyphrases[0] ?? post.seo.focus_keyword, post.title),
  );
  const original: OptimizedPost = { ...paper, title: post.title, seo_title: paper.title };
  await progress.step(
    "Reading the post",
    `"${post.title}": ${wordsOf(post.content.replace(/<[^>]+>/g, " ")).length} words, focus keyphrase "${original.focus_keyphrase}"`,
  );

  const provider = PROVIDER_NAMES[input.provider];
  const { analysis: before, failing } = analyse(input.provider, original);
  scores.scoreBefore = before.score;
  await progress.step(
    "Scoring",
    `${provider} score ${before.score}/100 (SEO ${before.seo_score}, readability ${before.readability_score}); ${failing.length} check${failing.length === 1 ? "" : "s"} to fix`,
  );

  const related = items.filter((item) => item.type === "post" && item.id !== post.id).map((item) => ({ title: item.title, url: item.url }));
  const draft = await rewrite({ provider: input.provider, post: original, related, siteName: health.site_name });
  // Scored and kept as it will reach the site: held to the allow-list, its SEO fields plain.
  const rewritten = { ...draft, post: sanitizeRewrite(draft.post) };
  const { analysis: after } = analyse(input.provider, rewritten.post);
  scores.scoreAfter = after.score;
  const by = rewritten.provider === "offline" ? "offline rewrite" : `${rewritten.provider} ${rewritten.model}`;
  await progress.step("Rewriting", [`${provider} score ${before.score} -> ${after.score} (${by}).`, ...rewritten.notes].join(" "));
  if (after.score <= before.score) {
    const thin = rewritten.notes.find((note) => note.endsWith(EXPANSION_NEEDS_MODEL));
    throw new VisibleError("conflict", "no_improvement", thin ? `No improvement found. ${thin}` : NO_IMPROVEMENT);
  }

  const excerpt = post.excerpt || rewritten.post.meta_description;
  await OptimizationComparison.keep(
    { userId: run.userId, domainId: run.domainId, optimizationId: input.optimization_id },
    {
      provider: input.provider,
      slug: original.slug,
      url: original.url,
      locale: original.locale,
      before: keptVersion(original, before, post.excerpt),
      // The draft keeps the post's own title, as approving it does.
      after: keptVersion({ ...rewritten.post, title: post.title }, after, excerpt),
      added_text: rewritten.provider !== "offline",
      notes: rewritten.notes,
    },
  );
  const kept: KeptRewrite = {
    post_id: post.id,
    post_url: post.url,
    title: post.title,
    content: rewritten.post.content,
    excerpt,
    seo: { title: rewritten.post.seo_title, description: rewritten.post.meta_description, focus_keyword: rewritten.post.focus_keyphrase },
    score_before: before.score,
    score_after: after.score,
    provider: rewritten.provider,
    ...(rewritten.model ? { model: rewritten.model } : {}),
  };
  await KeptOutput.keep(run, kept);
  return kept;
}

/**
 * Sends the kept rewrite to the site; what it records goes with the run's success. A site that
 * refuses it leaves the run succeeded (the rewrite was made and paid for) with the rewrite kept,
 * to publish again for free.
 */
async function deliver(progress: Job.Progress, input: OptimizationRunInput, kept: KeptRewrite): Promise<RunResult> {
  const { run } = progress;
  const by = { provider: kept.provider, ...(kept.model ? { model: kept.model } : {}) };
  try {
    const delivered = await deliverRewrite(run, input, kept);
    await progress.step("Saving the draft", delivered.detail);
    const result = { output: delivered.output, ...by };
    return { ...result, commit: rewriteCommit(run, input, kept, delivered.output.draft_id, result) };
  } catch (error) {
    if (!isSiteRefusal(error)) throw error;
    await progress.step("Saving the draft", `Not saved: ${error.message}`);
    const result = { output: await refusedOutput(run, error, rewriteSummary(input, kept)), ...by };
    const scores = { scoreBefore: kept.score_before, scoreAfter: kept.score_after };
    return {
      ...result,
      commit: {
        writes: OptimizationRecord.unpublishedWrites(run.userId, input.optimization_id, error.message, scores),
        // Removed meanwhile (its domain went): nothing left to record on.
        superseded: () => Promise.resolve(result),
      },
    };
  }
}

/**
 * A post rewritten against one provider's checks and saved as a draft beside the original. The
 * draft carries the run's id, so a retried run finds it instead of making a second one.
 */
export namespace OptimizationRun {
  export async function execute(progress: Job.Progress): Promise<RunResult> {
    const input = parse(OptimizationRunInput, progress.run.input);
    const scores: Scores = {};
    try {
      const kept = (await KeptOutput.read<KeptRewrite>(progress.run)) ?? (await rewritePost(progress, input, scores));
      return await deliver(progress, input, kept);
    } catch (error) {
      // The hooks' `onFailed` marks the optimization failed however the run ends; the scores measured before the
      // failure are only known here.
      if (ownerReason(error) !== undefined) await OptimizationRecord.measured(progress.run.userId, input.optimization_id, scores);
      throw error;
    }
  }
}
