import { isConditionFailure } from "../db/errors";
import { VisibleError } from "../error";
import { OptimizationEntity, type OptimizationItem } from "./optimization.entity";

const notFound = () => new VisibleError("not_found", "optimization_not_found", "Optimization not found");

/** Changes to an optimization once it exists: by its run, and by the owner's decision on the draft. */
export namespace OptimizationRecord {
  export async function load(userId: string, optimizationId: string): Promise<OptimizationItem> {
    const { data } = await OptimizationEntity.get({ userId, optimizationId }).go({ consistent: true });
    if (!data) throw notFound();
    return data;
  }

  async function change(userId: string, optimizationId: string, changes: Partial<OptimizationItem>, remove: "error"[] = []) {
    try {
      const patch = OptimizationEntity.patch({ userId, optimizationId }).set(changes);
      await (remove.length ? patch.remove(remove) : patch).go();
    } catch (error) {
      // Removed meanwhile (its domain went): nothing left to record on.
      if (!isConditionFailure(error)) throw error;
    }
  }

  export async function complete(
    userId: string,
    optimizationId: string,
    result: { newPostId: number; newTitle: string; scoreBefore: number; scoreAfter: number; approvalId: string; postUrl: string },
  ) {
    await change(userId, optimizationId, { ...result, status: "completed", approvalStatus: "pending" }, ["error"]);
  }

  /** The rewrite was made (and paid for) but the site refused its draft: it is kept to send again. */
  export async function unpublished(userId: string, optimizationId: string, reason: string, scores: { scoreBefore: number; scoreAfter: number }) {
    await change(userId, optimizationId, { ...scores, status: "completed", error: `Written, not published: ${reason}` });
  }

  export async function fail(userId: string, optimizationId: string, error: string, scores: { scoreBefore?: number; scoreAfter?: number } = {}) {
    await change(userId, optimizationId, { ...scores, status: "failed", error });
  }

  export async function decide(userId: string, optimizationId: string, decision: "approved" | "rejected", postUrl?: string) {
    await change(userId, optimizationId, { approvalStatus: decision, ...(postUrl ? { postUrl } : {}) });
  }

  export async function retitle(userId: string, optimizationId: string, newTitle: string) {
    await change(userId, optimizationId, { newTitle });
  }
}
