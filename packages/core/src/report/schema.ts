import * as v from "valibot";
import { isTimeZone } from "../analytics/local-days";

export const TimeZoneSchema = v.pipe(
  v.string("time_zone must be a time zone such as Europe/Paris"),
  v.maxLength(64, "time_zone must be a time zone such as Europe/Paris"),
  v.check(isTimeZone, "time_zone must be a time zone such as Europe/Paris"),
);

/** The profile's weekly report settings: its switch, and the zone whose Monday 08:00 sends it. */
export const ReportSettingsSchema = v.object({
  weekly_report: v.optional(v.boolean("weekly_report must be true or false")),
  time_zone: v.optional(TimeZoneSchema),
});
