import { allHooks } from "../agents/hooks";
import { DailyEntity } from "../analytics/daily.entity";
import { GapEntity } from "../analytics/gap.entity";
import { ApprovalEntity } from "../approval/approval.entity";
import { pageOf, removeAll } from "../db/remove-all";
import { keptPrefix } from "../delivery/kept";
import { SiteRefusals } from "../delivery/refusals";
import { RunEntity } from "../job/run.entity";
import { forgetDomain as forgetSearchConsole } from "../search-console";
import { Media } from "../media";
import { ServiceEntries } from "../service/entries";
import { Site } from "../site";

/**
 * Removes a domain and everything kept for it in the dashboard: each agent's own items (through
 * its hooks) and their rows in Manage Services, runs with what they kept, approvals, the
 * domain's analytics, and its Search Console grant (revoked at Google) and figures. The posts stay
 * on the site. The domain goes first, so nothing new can start
 * for it while the rest is cleared; a run still in flight then fails with "The domain was removed."
 * and returns its credits.
 */
export async function removeDomain(domainId: string) {
  const domain = await Site.load(domainId);
  const removed = await Site.remove(domainId);
  const key = { userId: domain.userId, domainId: domain.domainId };
  for (const hooks of await allHooks()) await hooks.removeDomain(key);
  // After the agents' items: a change to an item still there always finds its row to change with it.
  await ServiceEntries.removeDomain(key);
  await removeAll(
    (cursor) => ApprovalEntity.query.byDomain(key).go(pageOf(cursor)),
    (item) => ({ userId: item.userId, approvalId: item.approvalId }),
    (keys) => ApprovalEntity.delete(keys).go(),
  );
  await removeAll(
    (cursor) => DailyEntity.query.byDay({ userId: domain.userId, scope: domain.domainId }).go(pageOf(cursor)),
    (item) => ({ userId: item.userId, scope: item.scope, day: item.day }),
    (keys) => DailyEntity.delete(keys).go(),
  );
  await removeAll(
    (cursor) => GapEntity.query.byDomain(key).go(pageOf(cursor)),
    (item) => ({ userId: item.userId, domainId: item.domainId, askedAt: item.askedAt, gapId: item.gapId }),
    (keys) => GapEntity.delete(keys).go(),
  );
  await removeAll(
    (cursor) => RunEntity.query.byDomain(key).go(pageOf(cursor)),
    // Unfinished runs stay until their worker or the sweep settles their credits.
    (item) => (item.status === "queued" || item.status === "running" ? undefined : { userId: item.userId, runId: item.runId }),
    (keys) => RunEntity.delete(keys).go(),
  );
  await Media.removePrefix(keptPrefix(domain.userId, domain.domainId));
  await SiteRefusals.clear(key);
  await forgetSearchConsole(key);
  return removed;
}
