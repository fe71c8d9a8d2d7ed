import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";
import type { Analytics, RangeDays, TodayCounts } from "./types";

export const ANALYTICS_QUERY_KEY = ["analytics"] as const;

/** The zone the browser runs in: the owner's days begin and end there. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

const byDomain = (domainId: string) => ({ domainId: encodeURIComponent(domainId) });

const fetchAnalytics = (domainId: string, days: RangeDays, tz: string, signal?: AbortSignal): Promise<Analytics> =>
  read(api.analytics[":domainId"].$get({ param: byDomain(domainId), query: { days: String(days), tz } }, cancelledBy(signal))).then((answer) => answer.data);

/** The figures of a range; the previous range stays on screen while another loads. */
export const analyticsQueryOptions = (domainId: string, days: RangeDays, tz: string) =>
  queryOptions({
    queryKey: [...ANALYTICS_QUERY_KEY, domainId, { days, tz }],
    queryFn: ({ signal }) => fetchAnalytics(domainId, days, tz, signal),
    placeholderData: keepPreviousData,
  });

const fetchToday = (domainId: string, tz: string, signal?: AbortSignal): Promise<TodayCounts> =>
  read(api.analytics[":domainId"].today.$get({ param: byDomain(domainId), query: { tz } }, cancelledBy(signal))).then((answer) => answer.data);

/** Today's counts in the owner's day, for the dashboard. */
export const todayCountsQueryOptions = (domainId: string, tz: string) =>
  queryOptions({
    queryKey: [...ANALYTICS_QUERY_KEY, domainId, "today", tz],
    queryFn: ({ signal }) => fetchToday(domainId, tz, signal),
  });
