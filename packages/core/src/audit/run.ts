import * as v from "valibot";
import { isConditionFailure } from "../db/errors";
import { VisibleError } from "../error";
import type { Job, RunResult } from "../job";
import { ServiceEntries } from "../service/entries";
import { DomainEntity } from "../site/domain.entity";
import { AuditorEntity } from "./auditor.entity";
import { loadAuditor } from "./load";
import { AUDITOR_SERVICE_STATUS, auditorServiceRow } from "./service-row";

/** What creating an audit hands its run; the pages and competitors are the audit's own. */
const AuditRunInput = v.object({ auditor_id: v.string() });

/**
 * An audit whose run ended without succeeding, however it ended (in its worker, swept, from the
 * dead-letter queue, cancelled): failed with the run's reason, while it is still processing.
 */
export async function markAuditFailed(userId: string, auditorId: string, reason: string) {
  try {
    await AuditorEntity.patch({ userId, auditorId })
      .set({ status: "failed", error: reason })
      .where((attr, op) => op.eq(attr.status, "processing"))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return;
  }
  await ServiceEntries.follow(userId, auditorId, AUDITOR_SERVICE_STATUS.failed);
}

/** The SEO audit's work in the worker, run as the owner: crawl, compare, write the report. */
export namespace AuditRun {
  export async function execute(progress: Job.Progress): Promise<RunResult> {
    const { run } = progress;
    const input = v.parse(AuditRunInput, run.input);
    const { data: domain } = await DomainEntity.get({ userId: run.userId, domainId: run.domainId }).go();
    if (!domain) throw new VisibleError("not_found", "domain_not_found", "The domain was removed.");
    const auditor = await loadAuditor(run.userId, input.auditor_id);
    if (!auditor) throw new VisibleError("not_found", "not_found", "The audit was deleted before it ran.");
    // An audit started before auditors had rows in Manage Services gets one, which its result then changes.
    await ServiceEntries.ensure(auditorServiceRow(auditor));
    // The crawler, the parser and Yoast's analysis load only in the worker, never in the API.
    const { auditSite } = await import("./audit-site");
    return auditSite(progress, domain, auditor);
  }
}
