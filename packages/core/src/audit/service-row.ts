import type { NewServiceEntry } from "../service/entries";
import { AUDITOR_SERVICE_TYPE, type ServiceStatus } from "../service/schema";
import type { AuditorItem } from "./auditor.entity";

/**
 * How Manage Services shows an auditor: Active while its audit runs, Inactive once its report is
 * written (until it is run again), Error when the audit failed.
 */
export const AUDITOR_SERVICE_STATUS = { processing: "Active", completed: "Inactive", failed: "Error" } as const satisfies Record<
  AuditorItem["status"],
  ServiceStatus
>;

/** An auditor's row in Manage Services, leading to its report. */
export const auditorServiceRow = (auditor: AuditorItem): NewServiceEntry => ({
  userId: auditor.userId,
  domainId: auditor.domainId,
  id: auditor.auditorId,
  name: auditor.name,
  type: AUDITOR_SERVICE_TYPE,
  status: AUDITOR_SERVICE_STATUS[auditor.status],
  createdAt: auditor.createdAt,
  link: `/add-service/view-auditor-result/${encodeURIComponent(auditor.auditorId)}`,
});
