import { queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";

/**
 * The report that goes out next, as it stands now. Always read afresh when the page opens, so new activity and a
 * change of the profile's settings show at once.
 */
export const weeklyReportQueryOptions = () =>
  queryOptions({
    queryKey: ["reports", "weekly"],
    queryFn: ({ signal }) => read(api.reports.weekly.preview.$get(undefined, cancelledBy(signal))).then((answer) => answer.data),
    staleTime: 0,
  });

export type WeeklyReportPreview = Awaited<ReturnType<NonNullable<ReturnType<typeof weeklyReportQueryOptions>["queryFn"]>>>;

export type DomainReport = WeeklyReportPreview["domains"][number];
