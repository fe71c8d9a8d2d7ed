import { ReportScheduleEntity } from "./schedule.entity";
import { nextReport } from "./week";

/** The schedule item of an account's next report, from its zone: written with the account at sign-up, rewritten when its zone changes. */
export const scheduleItem = (userId: string, timeZone: string, now = Date.now()) => {
  const { weekStart, dueAt } = nextReport(timeZone, now);
  return { userId, weekStart, dueAt };
};

export async function planReport(userId: string, timeZone: string, now = Date.now()) {
  await ReportScheduleEntity.put(scheduleItem(userId, timeZone, now)).go({ response: "none" });
}
