import type { OptimizationItem } from "./optimization.entity";

/** Every kept comparison of a domain, for its removal. */
export const comparisonsPrefix = (userId: string, domainId: string) => `optimizations/${userId}/${domainId}/`;

/** Where an optimization's original and rewrite are kept. */
export const comparisonKey = (item: Pick<OptimizationItem, "userId" | "domainId" | "optimizationId">) =>
  `${comparisonsPrefix(item.userId, item.domainId)}${item.optimizationId}.json`;
