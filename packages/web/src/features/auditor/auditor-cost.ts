/** The auditor's price list, as the options call answers it. */
export interface AuditCosts {
  base: number;
  per_competitor: number;
  per_item: number;
}

/** What an audit holds before it starts: the base, plus each competitor crawled and each page of the site analysed. */
export const auditCost = (costs: AuditCosts, competitors: number, items: number): number =>
  costs.base + costs.per_competitor * Math.max(0, competitors) + costs.per_item * Math.max(0, items);

export const pluralCredits = (credits: number) => `${credits.toLocaleString("en-US")} credit${credits === 1 ? "" : "s"}`;

/** The sum written out, e.g. "5 + 2 × 3 competitors + 3 × 4 items". */
export function costBreakdown(costs: AuditCosts, competitors: number, items: number): string {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
  return `${costs.base} + ${costs.per_competitor} × ${plural(competitors, "competitor")} + ${costs.per_item} × ${plural(items, "item")}`;
}
