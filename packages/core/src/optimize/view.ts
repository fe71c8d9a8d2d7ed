import type { OptimizationItem } from "./optimization.entity";

/** An optimization in the spec's field names. */
export function optimizationView(item: OptimizationItem) {
  return {
    id: item.optimizationId,
    old_content_id: item.oldPostId,
    old_content_title: item.oldTitle,
    new_content_id: item.newPostId ?? null,
    new_content_title: item.newTitle ?? null,
    status: item.status,
    provider: item.provider,
    score_before: item.scoreBefore ?? null,
    score_after: item.scoreAfter ?? null,
    run_id: item.runId,
    error: item.error ?? null,
    approval_id: item.approvalId ?? null,
    approval_status: item.approvalStatus ?? null,
    post_url: item.postUrl ?? null,
    created_at: new Date(item.createdAt).toISOString(),
  };
}

export type OptimizationView = ReturnType<typeof optimizationView>;
