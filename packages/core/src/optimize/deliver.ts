import { Approval } from "../approval";
import { Content } from "../content";
import type { Publisher } from "../delivery/publishers";
import type { RunItem } from "../job/view";
import { OptimizationRecord } from "./record";
import { OptimizationRunInput } from "./schema";
import * as v from "valibot";

/** A rewrite and its scores, kept until the site has it as a draft beside the original. */
export interface KeptRewrite {
  post_id: number;
  post_url: string;
  title: string;
  content: string;
  excerpt: string;
  seo: { title: string; description: string; focus_keyword: string };
  score_before: number;
  score_after: number;
  provider: string;
  model?: string;
}

type RunRef = Pick<RunItem, "userId" | "domainId" | "runId">;

/** What a run's output says of its rewrite whether or not the site took it; the body stays in storage. */
export const rewriteSummary = (input: OptimizationRunInput, kept: KeptRewrite) => ({
  optimization_id: input.optimization_id,
  post_id: kept.post_id,
  title: kept.title,
  score_before: kept.score_before,
  score_after: kept.score_after,
});

/**
 * Saves a kept rewrite as a draft beside the post it improves and asks for approval. Carries the
 * run's id, so the site answers the draft it already made for this run instead of a second.
 */
export async function deliverRewrite(run: RunRef, input: OptimizationRunInput, kept: KeptRewrite) {
  const ref = { userId: run.userId, domainId: run.domainId };
  const draft = await Content.publish(ref, {
    title: kept.title,
    content: kept.content,
    excerpt: kept.excerpt,
    status: "draft",
    seo: kept.seo,
    run_id: run.runId,
  });
  const approval = await Approval.request({
    userId: run.userId,
    domainId: run.domainId,
    kind: "optimization",
    title: kept.title,
    postId: draft.id,
    runId: run.runId,
    contentId: input.optimization_id,
  });
  await OptimizationRecord.complete(run.userId, input.optimization_id, {
    newPostId: draft.id,
    newTitle: kept.title,
    scoreBefore: kept.score_before,
    scoreAfter: kept.score_after,
    approvalId: approval.id,
    postUrl: kept.post_url,
  });
  return {
    output: { ...rewriteSummary(input, kept), published: true, draft_id: draft.id, approval_id: approval.id },
    detail: `Draft ${draft.id} waits for approval; approving it updates post ${kept.post_id} in place`,
  };
}

/** Publish again: the rewrite a site refused, saved as the run would have saved it. */
export const publishKeptRewrite: Publisher = (run, kept) => deliverRewrite(run, v.parse(OptimizationRunInput, run.input), kept as KeptRewrite);
