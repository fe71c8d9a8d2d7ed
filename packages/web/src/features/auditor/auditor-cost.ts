import type { AuditCosts } from "@sitecrew/core/audit/schema";

export { type AuditCosts, auditCost } from "@sitecrew/core/audit/schema";

/** The sum written out, e.g. "5 + 2 × 3 competitors + 3 × 4 items". */
export function costBreakdown(costs: AuditCosts, competitors: number, items: number): string {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
  return `${costs.base} + ${costs.per_competitor} × ${plural(competitors, "competitor")} + ${costs.per_item} × ${plural(items, "item")}`;
}
