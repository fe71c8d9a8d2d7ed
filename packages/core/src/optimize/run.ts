import { AiError } from "../ai";
import { Approval } from "../approval";
import { Content } from "../content";
import { VisibleError } from "../error";
import type { Job, RunResult } from "../job";
import { Site } from "../site";
import { parse } from "../util/fn";
import { focusKeyphrase } from "./keyphrase";
import { scoreWith } from "./profiles";
import { wordsOf } from "./profiles/page";
import { OptimizationRecord } from "./record";
import { rewrite, scored, type OptimizedPost } from "./rewrite";
import { OptimizationRunInput } from "./schema";
import { resolveSnippet } from "./snippet";

const PROVIDER_NAMES = { yoast: "Yoast", rankmath: "Rank Math", semrush: "Semrush" } as const;

const notPublished = () => new VisibleError("conflict", "post_not_published", "This post is no longer published on the site: only published posts are optimized.");

export const NO_IMPROVEMENT = "No improvement found: the post already passes the checks this provider makes.";

/** Why a run ends for good, in the owner's words; anything else is retried and says nothing yet. */
function finalReason(error: unknown) {
  if (error instanceof VisibleError && error.kind !== "unavailable") return error.message;
  if (error instanceof AiError) return error.reason;
  return undefined;
}

interface Scores {
  scoreBefore?: number;
  scoreAfter?: number;
}

/** Fills in `scores` as it goes, so a run that ends without improving still records them. */
async function optimize(progress: Job.Progress, input: OptimizationRunInput, scores: Scores): Promise<RunResult> {
  const { run } = progress;
  const ref = { userId: run.userId, domainId: run.domainId };
  const domain = await Site.load(run.domainId, run.userId);

  const post = await Content.post(ref, input.post_id);
  if (post.status !== "publish") throw notPublished();
  const [health, items] = await Promise.all([Content.health(domain), Content.items(ref)]);
  const original: OptimizedPost = {
    title: post.title,
    seo_title: resolveSnippet(post.seo.title, { title: post.title, siteName: health.site_name }),
    meta_description: post.seo.description,
    focus_keyphrase: focusKeyphrase(post.seo.focus_keyword, post.title),
    content: post.content,
    slug: post.slug,
    url: post.url,
    locale: health.locale ?? "en_US",
  };
  await progress.step("Reading the post", `"${post.title}": ${wordsOf(post.content.replace(/<[^>]+>/g, " ")).length} words, focus keyphrase "${original.focus_keyphrase}"`);

  const provider = PROVIDER_NAMES[input.provider];
  const before = scoreWith(input.provider, scored(original));
  scores.scoreBefore = before.score;
  const failing = before.checks.filter((check) => !check.passed);
  await progress.step("Scoring", `${provider} score ${before.score}/100; ${failing.length} check${failing.length === 1 ? "" : "s"} to fix`);

  const related = items.filter((item) => item.type === "post" && item.id !== post.id).map((item) => ({ title: item.title, url: item.url }));
  const rewritten = await rewrite({ provider: input.provider, post: original, related, siteName: health.site_name });
  const after = scoreWith(input.provider, scored(rewritten.post));
  scores.scoreAfter = after.score;
  const by = rewritten.provider === "offline" ? "offline rewrite" : `${rewritten.provider} ${rewritten.model}`;
  await progress.step("Rewriting", [`${provider} score ${before.score} -> ${after.score} (${by}).`, ...rewritten.notes].join(" "));
  if (after.score <= before.score) throw new VisibleError("conflict", "no_improvement", NO_IMPROVEMENT);

  const draft = await Content.publish(ref, {
    title: post.title,
    content: rewritten.post.content,
    excerpt: post.excerpt || rewritten.post.meta_description,
    status: "draft",
    seo: { title: rewritten.post.seo_title, description: rewritten.post.meta_description, focus_keyword: rewritten.post.focus_keyphrase },
    run_id: run.runId,
  });
  const approval = await Approval.request({
    userId: run.userId,
    domainId: run.domainId,
    kind: "optimization",
    title: post.title,
    postId: draft.id,
    runId: run.runId,
    contentId: input.optimization_id,
  });
  await OptimizationRecord.complete(run.userId, input.optimization_id, {
    newPostId: draft.id,
    newTitle: post.title,
    scoreBefore: before.score,
    scoreAfter: after.score,
    approvalId: approval.id,
    postUrl: post.url,
  });
  await progress.step("Saving the draft", `Draft ${draft.id} waits for approval; approving it updates post ${post.id} in place`);

  return {
    output: { optimization_id: input.optimization_id, post_id: post.id, draft_id: draft.id, approval_id: approval.id, score_before: before.score, score_after: after.score },
    provider: rewritten.provider,
    ...(rewritten.model ? { model: rewritten.model } : {}),
  };
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
      return await optimize(progress, input, scores);
    } catch (error) {
      const reason = finalReason(error);
      if (reason) await OptimizationRecord.fail(progress.run.userId, input.optimization_id, reason, scores);
      throw error;
    }
  }
}
