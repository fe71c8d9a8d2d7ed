import { useUserId } from "../actor";
import { isConditionFailure } from "../db/errors";
import { User } from "../user";
import { fn } from "../util/fn";
import { ReportScheduleEntity } from "./schedule.entity";
import { ReportSettingsSchema } from "./schema";
import { planReport } from "./plan";
import { type LinkRefusal, signedUser, type UnsubscribeParams } from "./unsubscribe";
import { nextReport, reportWeek, weekEndsAt } from "./week";

/** The mail worker's part: renders and sends a queued report, loading the mail with it rather than with the reports area. */
export async function deliverReport(...args: Parameters<typeof import("./send-once").deliverReport>) {
  return (await import("./send-once")).deliverReport(...args);
}
export { isReportNotice } from "./notice";
export { LINK_DAYS, type LinkRefusal } from "./unsubscribe";

/** The most accounts one tick queues: the rest are still due on the next tick. */
const TICK_BATCH = 100;

export namespace WeeklyReports {
  /**
   * The cron's weekly work: accounts older than the report are planned (a page a tick, once), then
   * each account whose Monday 08:00 has passed gets its last week's
   * report queued once (the ISO week is the key), then its next week is due. An account whose
   * report could not be queued stays due and is tried again on the next tick.
   */
  export async function tick(now = Date.now()) {
    // The cron's own parts: the API's reports area never plans or queues.
    const [{ backfillSchedules }, { queueOnce }] = await Promise.all([import("./backfill"), import("./send-once")]);
    const planned = await backfillSchedules(now);
    const { data: due } = await ReportScheduleEntity.query.due({}).between({ dueAt: 0 }, { dueAt: now }).go({ count: TICK_BATCH });
    let queued = 0;
    for (const entry of due) {
      try {
        const user = await User.fromId(entry.userId);
        if (!user) {
          await ReportScheduleEntity.delete({ userId: entry.userId }).go({ response: "none" });
          continue;
        }
        const timeZone = user.timeZone ?? "UTC";
        if (user.weeklyReport !== false) {
          const outcome = await queueOnce(user.userId, reportWeek(entry.weekStart, timeZone), now);
          // The tick holding the claim moves the schedule on; should it have died, this week stays due until its claim is stale.
          if (outcome === "claimed elsewhere") continue;
          if (outcome === "queued") queued++;
        }
        const next = nextReport(timeZone, Math.max(now, entry.dueAt));
        await ReportScheduleEntity.patch({ userId: entry.userId })
          .set({ weekStart: next.weekStart, dueAt: next.dueAt })
          .where((attr, op) => op.eq(attr.dueAt, entry.dueAt))
          .go({ response: "none" })
          .catch((error: unknown) => {
            if (!isConditionFailure(error)) throw error;
          });
      } catch (error) {
        console.error(`[report] the weekly report of ${entry.userId} was not queued`, error);
      }
    }
    return { "weekly reports queued": queued, "weekly reports planned for older accounts": planned };
  }

  /** The report that comes next for the signed-in owner, as it stands now: the dashboard's preview. */
  export async function preview(now = Date.now()) {
    const user = await User.fromId(useUserId());
    if (!user) throw User.notFound();
    const timeZone = user.timeZone ?? "UTC";
    const report = nextReport(timeZone, now);
    // Reading the week's figures, posts and leads loads with the preview, not with the settings or the unsubscribe link.
    const { composeReport } = await import("./compose");
    return {
      ...(await composeReport(user, report)),
      due_at: new Date(report.dueAt).toISOString(),
      enabled: user.weeklyReport !== false,
      // Between its Monday's midnight and the send hour the coming report is of a week already over.
      in_progress: now < weekEndsAt(report, timeZone),
    };
  }

  /** The profile's switch and zone; a new zone moves the next report to that zone's Monday. */
  export const settings = fn(ReportSettingsSchema, async (input, now: number = Date.now()) => {
    const userId = useUserId();
    await User.setReportSettings(userId, { weeklyReport: input.weekly_report, timeZone: input.time_zone });
    const profile = await User.profile();
    await planReport(userId, profile.time_zone, now);
    return profile;
  });

  /** The account the email's link may unsubscribe now: no sign-in, its signature names the account. */
  export async function unsubscribeTarget(link: UnsubscribeParams, now = Date.now()): Promise<{ userId: string } | LinkRefusal> {
    const signed = signedUser(link, now);
    if (typeof signed === "string") return signed;
    return (await User.fromId(signed.userId)) ? signed : "invalid";
  }

  /** Switches the report off for the link's account; opening the link only asks, as mail scanners open links too. */
  export async function unsubscribe(link: UnsubscribeParams, now = Date.now()): Promise<"unsubscribed" | LinkRefusal> {
    const target = await unsubscribeTarget(link, now);
    if (typeof target === "string") return target;
    await User.setReportSettings(target.userId, { weeklyReport: false });
    return "unsubscribed";
  }
}
