import type { RunStatus } from "../job";
import type { OptimizationItem } from "./optimization.entity";

/**
 * An optimization in the spec's field names. A run that ended without writing its result (it ran
 * out of time, or was cancelled while queued) makes the item failed, with the run's reason.
 */
export function optimizationView(item: OptimizationItem, run?: { status: RunStatus; error?: string }) {
  const runEnded = item.status === "processing" && (run?.status === "failed" || run?.status === "cancelled");
  return {
    id: item.optimizationId,
    old_content_id: item.oldPostId,
    old_content_title: item.oldTitle,
    new_content_id: item.newPostId ?? null,
    new_content_title: item.newTitle ?? null,
    status: runEnded ? ("failed" as const) : item.status,
    provider: item.provider,
    score_before: item.scoreBefore ?? null,
    score_after: item.scoreAfter ?? null,
    run_id: item.runId,
    error: runEnded ? (run?.error ?? null) : (item.error ?? null),
    approval_id: item.approvalId ?? null,
    approval_status: item.approvalStatus ?? null,
    post_url: item.postUrl ?? null,
    created_at: new Date(item.createdAt).toISOString(),
  };
}

export type OptimizationView = ReturnType<typeof optimizationView>;
