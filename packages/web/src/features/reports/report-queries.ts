import { queryOptions } from "@tanstack/react-query";
import type { ReportSettingsSchema } from "@sitecrew/core/report/schema";
import type * as v from "valibot";
import { api, cancelledBy, read } from "../../lib/api";

export const WEEKLY_REPORT_QUERY_KEY = ["reports", "weekly"] as const;

/** The report that goes out next, as it stands now. */
export const weeklyReportQueryOptions = () =>
  queryOptions({
    queryKey: WEEKLY_REPORT_QUERY_KEY,
    queryFn: ({ signal }) => read(api.reports.weekly.preview.$get(undefined, cancelledBy(signal))).then((answer) => answer.data),
  });

export type WeeklyReportPreview = Awaited<ReturnType<NonNullable<ReturnType<typeof weeklyReportQueryOptions>["queryFn"]>>>;

export type DomainReport = WeeklyReportPreview["domains"][number];

export type ReportSettings = v.InferInput<typeof ReportSettingsSchema>;

/** Answers the saved profile and the API's message. */
export const saveReportSettings = (settings: ReportSettings) => read(api.reports.weekly.settings.$put({ json: settings }));
