import { isConditionFailure } from "../db/errors";
import { UserEntity } from "../user/user.entity";
import { scheduleItem } from "./plan";
import { ReportBackfillEntity, ReportScheduleEntity } from "./schedule.entity";

const NAME = "weekly-report-schedules";
const PAGE_ITEMS = 1000;

/**
 * Accounts made before the weekly report existed have no schedule. Each cron tick reads one page
 * of accounts and plans the report of those without one, until every account was seen; after
 * that a tick costs one read. Two overlapping ticks may read the same page: planning is
 * create-if-absent, so an account is planned once, and a schedule the owner's settings wrote stays.
 */
export async function backfillSchedules(now = Date.now()) {
  const { data: progress } = await ReportBackfillEntity.get({ name: NAME }).go();
  if (progress?.done) return 0;
  const { data: users, cursor } = await UserEntity.scan.go({
    cursor: progress?.cursor ?? null,
    attributes: ["userId", "timeZone"],
    // Items read per tick, of every kind: the table is shared, so most of a page is not accounts.
    params: { Limit: PAGE_ITEMS },
  });
  let planned = 0;
  for (const user of users) {
    try {
      await ReportScheduleEntity.create(scheduleItem(user.userId, user.timeZone ?? "UTC", now)).go({ response: "none" });
      planned++;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  await ReportBackfillEntity.update({ name: NAME })
    .set(cursor ? { cursor, done: false } : { done: true })
    .add({ planned })
    .go({ response: "none" });
  return planned;
}
