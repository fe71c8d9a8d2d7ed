import { isConditionFailure } from "../db/errors";
import { rawWrites, runTransaction } from "../db/transaction";
import { VisibleError } from "../error";
import { OptimizationEntity, type OptimizationItem } from "./optimization.entity";

const notFound = () => new VisibleError("not_found", "optimization_not_found", "Optimization not found");

interface Completed {
  newPostId: number;
  newTitle: string;
  scoreBefore: number;
  scoreAfter: number;
  approvalId: string;
  postUrl: string;
}

interface Scores {
  scoreBefore: number;
  scoreAfter: number;
}

type ShownEntities = Parameters<Parameters<typeof rawWrites<{ OptimizationEntity: typeof OptimizationEntity }>>[1]>[0];

function shownOp(
  entities: ShownEntities,
  key: Pick<OptimizationItem, "userId" | "optimizationId">,
  changes: Partial<OptimizationItem>,
  remove: "error"[],
  onlyWhile?: OptimizationItem["status"],
) {
  const patch = entities.OptimizationEntity.patch(key).set(changes);
  const changed = remove.length ? patch.remove(remove) : patch;
  return (onlyWhile ? changed.where((attr, op) => op.eq(attr.status, onlyWhile)) : changed).commit();
}

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

  /** A change to the optimization's status or title, only while it is `onlyWhile` when that is given. */
  async function changeShown(
    userId: string,
    optimizationId: string,
    changes: Partial<OptimizationItem>,
    remove: "error"[] = [],
    onlyWhile?: OptimizationItem["status"],
  ) {
    // A cancelled write is an optimization removed meanwhile (its domain went), or past `onlyWhile`: nothing to record.
    await runTransaction({ OptimizationEntity }, (entities) => [shownOp(entities, { userId, optimizationId }, changes, remove, onlyWhile)], {
      names: ["optimization"],
      retry: { busy: "The optimization's result could not be saved." },
    });
  }

  /** The same change as a write of its run's success; its condition fails when the optimization was removed meanwhile. */
  const shownWrites = (userId: string, optimizationId: string, changes: Partial<OptimizationItem>, remove: "error"[] = []) =>
    rawWrites({ OptimizationEntity }, (entities) => [shownOp(entities, { userId, optimizationId }, changes, remove)]);

  const completed = (result: Completed) => ({ ...result, status: "completed" as const, approvalStatus: "pending" as const });

  export async function complete(userId: string, optimizationId: string, result: Completed) {
    await changeShown(userId, optimizationId, completed(result), ["error"]);
  }

  export const completeWrites = (userId: string, optimizationId: string, result: Completed) =>
    shownWrites(userId, optimizationId, completed(result), ["error"]);

  /** The rewrite was made (and paid for) but the site refused its draft: it is kept to send again. */
  export const unpublishedWrites = (userId: string, optimizationId: string, reason: string, scores: Scores) =>
    shownWrites(userId, optimizationId, { ...scores, status: "completed", error: `Written, not published: ${reason}` });

  /** Only while its run is working on it: a run that ends later (swept, dead-lettered) leaves a finished result alone. */
  export async function fail(userId: string, optimizationId: string, error: string) {
    await changeShown(userId, optimizationId, { status: "failed", error }, [], "processing");
  }

  /** The scores a run measured before it failed, shown beside its error. */
  export async function measured(userId: string, optimizationId: string, scores: { scoreBefore?: number; scoreAfter?: number }) {
    if (scores.scoreBefore === undefined && scores.scoreAfter === undefined) return;
    await changeShown(userId, optimizationId, scores, [], "processing");
  }

  export async function decide(userId: string, optimizationId: string, decision: "approved" | "rejected", postUrl?: string) {
    await change(userId, optimizationId, { approvalStatus: decision, ...(postUrl ? { postUrl } : {}) });
  }

  export async function retitle(userId: string, optimizationId: string, newTitle: string) {
    await changeShown(userId, optimizationId, { newTitle });
  }
}
