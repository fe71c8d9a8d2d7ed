import { CREDIT_COSTS } from "../credit/costs";
import { type AuditCosts, auditCost } from "./schema";

export const AUDIT_COSTS: AuditCosts = {
  base: CREDIT_COSTS.seo_audit.credits,
  per_competitor: CREDIT_COSTS.seo_audit_competitor.credits,
  per_item: CREDIT_COSTS.seo_audit_item.credits,
};

/** What auditing the auditor's pages against its competitors costs now, the first time or again. */
export const auditorCost = (auditor: { competitors: string[]; items: unknown[] }) => auditCost(AUDIT_COSTS, auditor.competitors.length, auditor.items.length);
