import type { AgentHooks } from "../agents/hooks";
import { pageOf, removeAll } from "../db/remove-all";
import { AuditorEntity, AuditReportEntity } from "./auditor.entity";

export const auditHooks: AgentHooks = {
  runs: {
    seo_audit: {
      execute: async (progress) => (await import("./run")).AuditRun.execute(progress),
      // The run works for one audit: the run's agent id is the audit's.
      onFailed: async (run, reason) => (await import("./run")).markAuditFailed(run.userId, run.agentId, reason),
    },
  },
  // Auditors with their reports; an audit is a run, not a service of its own.
  async removeDomain(key) {
    await removeAll(
      (cursor) => AuditorEntity.query.byDomain(key).go(pageOf(cursor)),
      (item) => ({ userId: item.userId, auditorId: item.auditorId }),
      (keys) => AuditorEntity.delete(keys).go(),
    );
    await removeAll(
      (cursor) => AuditReportEntity.query.byDomain(key).go(pageOf(cursor)),
      (item) => ({ userId: item.userId, auditorId: item.auditorId }),
      (keys) => AuditReportEntity.delete(keys).go(),
    );
  },
};
