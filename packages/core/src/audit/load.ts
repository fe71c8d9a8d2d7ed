import { useUserId } from "../actor";
import { VisibleError } from "../error";
import { domainPrefix } from "../site/counters";
import { AUDITOR_ID, AuditorEntity, type AuditorItem, AuditReportEntity } from "./auditor.entity";
import type { AuditReport } from "./view";

export const auditorNotFound = () => new VisibleError("not_found", "not_found", "Auditor not found");

/** Under the domain's prefix, so removing the domain removes it. */
export const auditorsCounter = (domainId: string) => `${domainPrefix(domainId)}auditors`;

export async function loadAuditor(userId: string, auditorId: string): Promise<AuditorItem | undefined> {
  if (!AUDITOR_ID.test(auditorId)) return undefined;
  const { data } = await AuditorEntity.get({ userId, auditorId }).go({ consistent: true });
  return data ?? undefined;
}

/** The signed-in user's audit, or 404: another user's id looks exactly like a missing one. */
export async function loadOwnAuditor(auditorId: string, userId = useUserId()): Promise<AuditorItem> {
  const auditor = await loadAuditor(userId, auditorId);
  if (!auditor) throw auditorNotFound();
  return auditor;
}

export async function loadReport(auditor: AuditorItem): Promise<AuditReport | undefined> {
  const { data } = await AuditReportEntity.get({ userId: auditor.userId, auditorId: auditor.auditorId }).go();
  return data ? (JSON.parse(data.report) as AuditReport) : undefined;
}
