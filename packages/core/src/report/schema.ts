import * as v from "valibot";
import { TimeZoneSchema } from "../util/time-zone";

/** The profile's weekly report settings: its switch, and the zone whose Monday 08:00 sends it. */
export const ReportSettingsSchema = v.object({
  weekly_report: v.optional(v.boolean("weekly_report must be true or false")),
  time_zone: v.optional(TimeZoneSchema),
});
