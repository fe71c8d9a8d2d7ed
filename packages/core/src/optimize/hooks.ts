import type { AgentHooks } from "../agents/hooks";
import { pageOf, removeAll } from "../db/remove-all";
import { OptimizationEntity } from "./optimization.entity";

export const optimizationHooks: AgentHooks = {
  async removeDomain(key) {
    await removeAll(
      (cursor) => OptimizationEntity.query.byDomain(key).go(pageOf(cursor)),
      (item) => ({ userId: item.userId, optimizationId: item.optimizationId }),
      (keys) => OptimizationEntity.delete(keys).go(),
    );
  },
};
