import { Approval } from "../approval";
import { approvalIdOf } from "../approval/id";
import { Content } from "../content";
import type { Publisher } from "../delivery/publishers";
import type { RunCommit, RunResult } from "../job";
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
 * Saves a kept rewrite as a draft beside the post it improves. Carries the run's id, so the site
 * answers the draft it already made for this run instead of a second. Its approval and the
 * optimization's result are written after.
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
  return {
    output: { ...rewriteSummary(input, kept), published: true, draft_id: draft.id, approval_id: approvalIdOf(run.runId) },
    detail: `Draft ${draft.id} waits for approval; approving it updates post ${kept.post_id} in place`,
  };
}

const approvalOf = (run: RunRef, input: OptimizationRunInput, kept: KeptRewrite, draftId: number): Approval.Request => ({
  userId: run.userId,
  domainId: run.domainId,
  kind: "optimization",
  title: kept.title,
  postId: draftId,
  runId: run.runId,
  contentId: input.optimization_id,
});

const resultOf = (run: RunRef, kept: KeptRewrite, draftId: number) => ({
  newPostId: draftId,
  newTitle: kept.title,
  scoreBefore: kept.score_before,
  scoreAfter: kept.score_after,
  approvalId: approvalIdOf(run.runId),
  postUrl: kept.post_url,
});

/** The draft's approval and the optimization's result on their own, each once: a refused rewrite saved again after its run has ended. */
async function recordRewrite(run: RunRef, input: OptimizationRunInput, kept: KeptRewrite, draftId: number) {
  await Approval.request(approvalOf(run, input, kept, draftId));
  await OptimizationRecord.complete(run.userId, input.optimization_id, resultOf(run, kept, draftId));
}

/**
 * A saved draft's approval and the optimization's result, written with the run's success: neither shows before the
 * run has ended succeeded with its credits. A run whose last attempt wrote them outside the run's transaction (as runs
 * did before), or whose optimization was removed meanwhile, writes each on its own instead, as that did.
 */
export function rewriteCommit(run: RunRef, input: OptimizationRunInput, kept: KeptRewrite, draftId: number, result: RunResult): RunCommit {
  return {
    writes: [
      ...Approval.requestWrites(approvalOf(run, input, kept, draftId)),
      ...OptimizationRecord.completeWrites(run.userId, input.optimization_id, resultOf(run, kept, draftId)),
    ],
    superseded: async () => {
      await recordRewrite(run, input, kept, draftId);
      return result;
    },
  };
}

/** Publish again: the rewrite a site refused, saved and recorded as the run would have. */
export const publishKeptRewrite: Publisher = async (run, kept) => {
  const input = v.parse(OptimizationRunInput, run.input);
  const sent = await deliverRewrite(run, input, kept as KeptRewrite);
  await recordRewrite(run, input, kept as KeptRewrite, sent.output.draft_id);
  return sent;
};
