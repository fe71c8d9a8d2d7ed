import { Resource } from "sst";
import { isConditionFailure } from "../db/errors";
import { Mail } from "../mail";
import { Queue } from "../queue";
import { User } from "../user";
import { fn } from "../util/fn";
import { composeReport } from "./compose";
import { ReportNoticeSchema, type ReportNotice } from "./notice";
import { ReportSentEntity, SENT_KEEP_DAYS } from "./schedule.entity";
import { reportEmail } from "./text";
import { unsubscribeLink } from "./unsubscribe";
import { type ReportWeek, reportWeek } from "./week";

/** A claim this old that never reached the queue belongs to a tick that died: the next tick may take it over. */
export const STALE_CLAIM_MS = 5 * 60_000;

const ignoreCondition = (error: unknown) => {
  if (!isConditionFailure(error)) throw error;
  return false;
};

/**
 * Takes the week for this tick: the first claim, or one a dead tick left unqueued. Otherwise
 * "queued" when the week is on its way, "claimed" while another tick may still be queueing it.
 */
async function claim(userId: string, report: ReportWeek, now: number): Promise<true | "queued" | "claimed"> {
  const ttl = Math.ceil(now / 1000) + SENT_KEEP_DAYS * 24 * 60 * 60;
  const created = await ReportSentEntity.create({ userId, week: report.week, weekStart: report.weekStart, claimedAt: now, ttl })
    .go({ response: "none" })
    .then(() => true, ignoreCondition);
  if (created) return true;
  const { data: marker } = await ReportSentEntity.get({ userId, week: report.week }).go({ consistent: true });
  if (!marker || marker.queuedAt !== undefined) return "queued";
  if (now - marker.claimedAt < STALE_CLAIM_MS) return "claimed";
  const taken = await ReportSentEntity.patch({ userId, week: report.week })
    .set({ claimedAt: now })
    .where((attr, op) => `${op.eq(attr.claimedAt, marker.claimedAt)} AND ${op.notExists(attr.queuedAt)}`)
    .go({ response: "none" })
    .then(() => true, ignoreCondition);
  return taken || "claimed";
}

export type QueueOutcome = "queued" | "already queued" | "claimed elsewhere";

/**
 * Queues an account's report of a week once, whatever ticks overlap: the week is the key of a
 * conditional claim made before the queue is asked. When the queue refuses, the claim is made
 * stale at once so the next tick sends it; the error goes back to the caller. A claim another
 * tick holds and has not queued yet is left to it, or taken over once stale.
 */
export async function queueOnce(userId: string, report: ReportWeek, now: number): Promise<QueueOutcome> {
  const claimed = await claim(userId, report, now);
  if (claimed === "queued") return "already queued";
  if (claimed === "claimed") return "claimed elsewhere";
  const notice: ReportNotice = { kind: "weekly_report", userId, weekStart: report.weekStart };
  try {
    await Queue.send(Resource.MailQueue.url, notice);
  } catch (error) {
    await ReportSentEntity.patch({ userId, week: report.week })
      .set({ claimedAt: 0 })
      .where((attr, op) => op.eq(attr.claimedAt, now))
      .go({ response: "none" })
      .catch(() => undefined);
    throw error;
  }
  await ReportSentEntity.patch({ userId, week: report.week }).set({ queuedAt: now }).go({ response: "none" });
  return "queued";
}

/**
 * Runs in the mail worker: composes the week's report and sends it, unless the week was quiet,
 * the owner switched it off, or a redelivered message finds it sent. The sent mark is taken
 * before sending and given back when the mail service fails, so SQS's retry sends it once.
 */
export const deliverReport = fn(ReportNoticeSchema, async (notice, now: number = Date.now()) => {
  const user = await User.fromId(notice.userId);
  if (!user || user.weeklyReport === false) return;
  const week = reportWeek(notice.weekStart, user.timeZone ?? "UTC");
  const key = { userId: user.userId, week: week.week };
  const report = await composeReport(user, week);
  const mark = (set: { sentAt: number; quiet?: boolean }) =>
    ReportSentEntity.patch(key)
      .set(set)
      .where((attr, op) => op.notExists(attr.sentAt))
      .go({ response: "none" })
      .then(() => true, ignoreCondition);
  if (!report.active) {
    await mark({ sentAt: now, quiet: true });
    return;
  }
  if (!(await mark({ sentAt: now }))) return;
  try {
    await Mail.send(reportEmail(user.email, user.firstName, report, unsubscribeLink(user.userId, now)));
  } catch (error) {
    await ReportSentEntity.patch(key)
      .remove(["sentAt"])
      .where((attr, op) => op.eq(attr.sentAt, now))
      .go({ response: "none" })
      .catch(() => undefined);
    throw error;
  }
});
