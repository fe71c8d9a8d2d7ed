import type { AgentHooks } from "../agents/hooks";
import { pageOf, removeAll } from "../db/remove-all";
import { OptimizationEntity } from "./optimization.entity";

const STATUSES = { completed: "Active", processing: "Draft", failed: "Error" } as const;

export const optimizationHooks: AgentHooks = {
  // Each optimized post is one Blog Optimization service, as the dashboard's counts have it.
  async services({ userId, domainId }) {
    const { data } = await OptimizationEntity.query.byDomain({ userId, domainId }).go({ pages: "all" });
    return data.map((optimization) => ({
      id: optimization.optimizationId,
      name: optimization.newTitle ?? optimization.oldTitle,
      type_name: "Blog Optimization",
      status: STATUSES[optimization.status],
      created_at: new Date(optimization.createdAt).toISOString(),
      link: "/add-service/manage-blog-optimization-agent",
    }));
  },
  async removeDomain(key) {
    await removeAll(
      (cursor) => OptimizationEntity.query.byDomain(key).go(pageOf(cursor)),
      (item) => ({ userId: item.userId, optimizationId: item.optimizationId }),
      (keys) => OptimizationEntity.delete(keys).go(),
    );
  },
};
