import * as v from "valibot";
import { ANALYTICS_RANGES, type AnalyticsRange } from "./choices";
import { isTimeZone } from "./local-days";

const TimeZone = v.optional(
  v.pipe(
    v.string("tz must be a time zone such as Europe/Paris"),
    v.maxLength(64, "tz must be a time zone such as Europe/Paris"),
    v.check(isTimeZone, "tz must be a time zone such as Europe/Paris"),
  ),
  "UTC",
);

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
