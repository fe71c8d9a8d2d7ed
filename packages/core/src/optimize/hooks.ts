import type { AgentHooks } from "../agents/hooks";
import { pageOf, removeAll } from "../db/remove-all";
import { Media } from "../media";
import { optimizationApproval } from "./approval-kind";
import { comparisonsPrefix } from "./comparison-key";
import { OptimizationEntity } from "./optimization.entity";

export const optimizationHooks: AgentHooks = {
  runs: {
    blog_optimization: {
      execute: async (progress) => (await import("./run")).OptimizationRun.execute(progress),
      publisher: async () => (await import("./deliver")).publishKeptRewrite,
      // The run works for one optimization: the run's agent id is the optimization's.
      onFailed: async (run, reason) => (await import("./record")).OptimizationRecord.fail(run.userId, run.agentId, reason),
    },
  },
  // Keyed by the kind `deliver.ts` asks approvals under.
  approvals: { optimization: optimizationApproval },
  async removeDomain(key) {
    await removeAll(
      (cursor) => OptimizationEntity.query.byDomain(key).go(pageOf(cursor)),
      (item) => ({ userId: item.userId, optimizationId: item.optimizationId }),
      (keys) => OptimizationEntity.delete(keys).go(),
    );
    await Media.removePrefix(comparisonsPrefix(key.userId, key.domainId));
  },
};
