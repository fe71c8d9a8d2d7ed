import type { AgentHooks } from "../agents/hooks";
import { pageOf, removeAll } from "../db/remove-all";
import { AuditorEntity, AuditReportEntity } from "./auditor.entity";

export const auditHooks: AgentHooks = {
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
