import { ApprovalEntity } from "../approval/approval.entity";
import { BlogAgentEntity } from "../blog/agent.entity";
import { BlogContentEntity } from "../blog/content.entity";
import { RunEntity } from "../job/run.entity";
import { Site } from "./index";

type Keyed = { userId: string };

/** Deletes one domain's items of an entity, page by page, so a long history never loads at once. */
async function removeAll<T extends Keyed>(
  page: (cursor: string | null) => Promise<{ data: T[]; cursor: string | null }>,
  remove: (items: T[]) => Promise<unknown>,
) {
  let cursor: string | null = null;
  do {
    const result = await page(cursor);
    if (result.data.length) await remove(result.data);
    cursor = result.cursor;
  } while (cursor);
}

/**
 * Removes a domain and everything its agents made in the dashboard: agents (their schedules stop),
 * runs, post records and approvals. The posts stay on the site. The domain goes first, so nothing
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
    (items) => BlogAgentEntity.delete(items.map((item) => ({ userId: item.userId, agentId: item.agentId }))).go(),
  );
  await removeAll(
    (cursor) => BlogContentEntity.query.byDomain(key).go(options(cursor)),
    (items) => BlogContentEntity.delete(items.map((item) => ({ userId: item.userId, contentId: item.contentId }))).go(),
  );
  await removeAll(
    (cursor) => ApprovalEntity.query.byDomain(key).go(options(cursor)),
    (items) => ApprovalEntity.delete(items.map((item) => ({ userId: item.userId, approvalId: item.approvalId }))).go(),
  );
  await removeAll(
    (cursor) => RunEntity.query.byDomain(key).go(options(cursor)),
    // Unfinished runs stay until their worker or the sweep settles their credits.
    (items) => {
      const finished = items.filter((item) => item.status !== "queued" && item.status !== "running");
      return finished.length ? RunEntity.delete(finished.map((item) => ({ userId: item.userId, runId: item.runId }))).go() : Promise.resolve();
    },
  );
  return removed;
}
