import { ApprovalEntity } from "../approval/approval.entity";
import { approvalIdOf } from "../approval/id";
import { awaitsApproval, type RunItem, runView } from "./view";

/**
 * Runs as the API answers them, each with where it leads. A run whose work waits in Approvals leads
 * to its approval until the owner approves it, then to what went live: its approval's decision is
 * read with one batch for the whole page, and only for such runs.
 */
export async function withDecisions(runs: RunItem[]) {
  const waiting = runs.filter(awaitsApproval);
  const decisions = new Map<string, "pending" | "approved" | "rejected">();
  if (waiting.length) {
    const keys = waiting.map((run) => ({ userId: run.userId, approvalId: approvalIdOf(run.runId) }));
    const { data } = await ApprovalEntity.get(keys).go({ attributes: ["approvalId", "status"] });
    for (const approval of data) decisions.set(approval.approvalId, approval.status);
  }
  return runs.map((run) => runView(run, { approval: decisions.get(approvalIdOf(run.runId)) }));
}
