import { DailyEntity } from "../analytics/daily.entity";
import { GapEntity } from "../analytics/gap.entity";
import { ApprovalEntity } from "../approval/approval.entity";
import { AuditorEntity, AuditReportEntity } from "../audit/auditor.entity";
import { BlogAgentEntity } from "../blog/agent.entity";
import { BlogContentEntity } from "../blog/content.entity";
import { ChatAgentEntity } from "../chat/agent.entity";
import { domainFilePrefixes, knowledgePrefix } from "../chat/files";
import { keptPrefix } from "../delivery/kept";
import { SiteRefusals } from "../delivery/refusals";
import { RunEntity } from "../job/run.entity";
import { Media } from "../media";
import { InstagramAccountEntity } from "../instagram/account.entity";
import { OptimizationEntity } from "../optimize/optimization.entity";
import { removePicture } from "../instagram/picture";
import { SocialAgentEntity } from "../social/agent.entity";
import { SocialContentEntity } from "../social/content.entity";
import { socialDomainFilesPrefix } from "../social/contents";
import { Site } from "./index";

type Keyed = { userId: string };

/** A batch delete, again for the keys DynamoDB left unprocessed (it may, under load). */
async function deleteKeys<K>(keys: K[], remove: (keys: K[]) => Promise<{ unprocessed: K[] }>) {
  let pending = keys;
  for (let attempt = 0; pending.length && attempt < 5; attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    pending = (await remove(pending)).unprocessed;
  }
}

/** Deletes one domain's items of an entity, page by page, so a long history never loads at once. */
async function removeAll<T extends Keyed, K>(
  page: (cursor: string | null) => Promise<{ data: T[]; cursor: string | null }>,
  keyOf: (item: T) => K | undefined,
  remove: (keys: K[]) => Promise<{ unprocessed: K[] }>,
) {
  let cursor: string | null = null;
  do {
    const result = await page(cursor);
    const keys = result.data.map(keyOf).filter((key): key is K => key !== undefined);
    if (keys.length) await deleteKeys(keys, remove);
    cursor = result.cursor;
  } while (cursor);
}

/**
 * Removes a domain and everything its agents made in the dashboard: agents (their schedules stop),
 * runs, post records, approvals, the chat agents with their files and knowledge, and the social
 * media agents with their videos, and the domain's analytics. The posts stay on the site. The domain goes first, so nothing
 * new can start for it while the rest is cleared; a run still in flight then fails with "The domain
 * was removed." and returns its credits.
 */
export async function removeDomain(domainId: string) {
  const domain = await Site.load(domainId);
  const removed = await Site.remove(domainId);
  const key = { userId: domain.userId, domainId: domain.domainId };
  const options = (cursor: string | null) => ({ cursor, limit: 100 });
  await removeAll(
    (cursor) => BlogAgentEntity.query.byDomain(key).go(options(cursor)),
    (item) => ({ userId: item.userId, agentId: item.agentId }),
    (keys) => BlogAgentEntity.delete(keys).go(),
  );
  await removeAll(
    (cursor) => ChatAgentEntity.query.byDomain(key).go(options(cursor)),
    (item) => ({ userId: item.userId, agentId: item.agentId }),
    async (keys) => {
      const { ChatMeter } = await import("../chat/meter");
      for (const agent of keys) {
        await Media.removePrefix(knowledgePrefix(agent.userId, agent.agentId));
        // The credits set aside for its conversations go back (those still in flight at the next settlement).
        await ChatMeter.settleAgent(agent);
      }
      return ChatAgentEntity.delete(keys).go();
    },
  );
  for (const prefix of domainFilePrefixes(domain.userId, domain.domainId)) await Media.removePrefix(prefix);
  await removeAll(
    (cursor) => SocialAgentEntity.query.byDomain(key).go(options(cursor)),
    (item) => ({ userId: item.userId, agentId: item.agentId }),
    (keys) => SocialAgentEntity.delete(keys).go(),
  );
  await removeAll(
    (cursor) => SocialContentEntity.query.byDomain(key).go(options(cursor)),
    (item) => ({ userId: item.userId, contentId: item.contentId }),
    (keys) => SocialContentEntity.delete(keys).go(),
  );
  await Media.removePrefix(socialDomainFilesPrefix(domain.domainId));
  // The Instagram accounts linked to the domain go with it (their sealed tokens too).
  await removeAll(
    (cursor) => InstagramAccountEntity.query.byDomain(key).go(options(cursor)),
    (item) => ({ userId: item.userId, accountId: item.accountId }),
    async (keys) => {
      for (const account of keys) await removePicture(account.userId, account.accountId);
      return InstagramAccountEntity.delete(keys).go();
    },
  );
  await removeAll(
    (cursor) => BlogContentEntity.query.byDomain(key).go(options(cursor)),
    (item) => ({ userId: item.userId, contentId: item.contentId }),
    (keys) => BlogContentEntity.delete(keys).go(),
  );
  await removeAll(
    (cursor) => AuditorEntity.query.byDomain(key).go(options(cursor)),
    (item) => ({ userId: item.userId, auditorId: item.auditorId }),
    (keys) => AuditorEntity.delete(keys).go(),
  );
  await removeAll(
    (cursor) => AuditReportEntity.query.byDomain(key).go(options(cursor)),
    (item) => ({ userId: item.userId, auditorId: item.auditorId }),
    (keys) => AuditReportEntity.delete(keys).go(),
  );
  await removeAll(
    (cursor) => OptimizationEntity.query.byDomain(key).go(options(cursor)),
    (item) => ({ userId: item.userId, optimizationId: item.optimizationId }),
    (keys) => OptimizationEntity.delete(keys).go(),
  );
  await removeAll(
    (cursor) => ApprovalEntity.query.byDomain(key).go(options(cursor)),
    (item) => ({ userId: item.userId, approvalId: item.approvalId }),
    (keys) => ApprovalEntity.delete(keys).go(),
  );
  await removeAll(
    (cursor) => DailyEntity.query.byDay({ userId: domain.userId, scope: domain.domainId }).go(options(cursor)),
    (item) => ({ userId: item.userId, scope: item.scope, day: item.day }),
    (keys) => DailyEntity.delete(keys).go(),
  );
  await removeAll(
    (cursor) => GapEntity.query.byDomain(key).go(options(cursor)),
    (item) => ({ userId: item.userId, domainId: item.domainId, askedAt: item.askedAt, gapId: item.gapId }),
    (keys) => GapEntity.delete(keys).go(),
  );
  await removeAll(
    (cursor) => RunEntity.query.byDomain(key).go(options(cursor)),
    // Unfinished runs stay until their worker or the sweep settles their credits.
    (item) => (item.status === "queued" || item.status === "running" ? undefined : { userId: item.userId, runId: item.runId }),
    (keys) => RunEntity.delete(keys).go(),
  );
  await Media.removePrefix(keptPrefix(domain.userId, domain.domainId));
  await SiteRefusals.clear(key);
  return removed;
}
