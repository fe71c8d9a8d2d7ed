import { RANGE_DAYS, type RangeDays } from "./types";

export const DEFAULT_DAYS: RangeDays = 30;

export interface AnalyticsSearch {
  days?: RangeDays;
}

/** The page's `validateSearch`: a range it offers, else none (the default, left out of the address). */
export function parseAnalyticsSearch(search: Record<string, unknown>): AnalyticsSearch {
  const days = RANGE_DAYS.find((choice) => String(choice) === String(search.days));
  return { days: days === DEFAULT_DAYS ? undefined : days };
}
