import * as v from "valibot";
import { ANALYTICS_RANGES, type AnalyticsRange } from "./choices";
import { timeZoneField } from "../util/time-zone";

/** The browser's own zone, not picked from a list, so its message names the parameter. */
const TimeZone = v.optional(timeZoneField("tz must be a time zone such as Europe/Paris"), "UTC");

/** The range in the owner's days: 7, 30 or 90 of them ending today, in their time zone. */
export const AnalyticsInput = v.object({
  days: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.check((days) => (ANALYTICS_RANGES as readonly number[]).includes(days), "days must be 7, 30 or 90"),
      v.transform((days) => days as AnalyticsRange),
    ),
    30,
  ),
  tz: TimeZone,
});

export const TodayInput = v.object({ tz: TimeZone });
