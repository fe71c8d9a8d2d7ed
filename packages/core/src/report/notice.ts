import * as v from "valibot";

/** The mail queue's message asking for one account's report of one week. */
export const ReportNoticeSchema = v.object({ kind: v.literal("weekly_report"), userId: v.string(), weekStart: v.string() });

export type ReportNotice = v.InferOutput<typeof ReportNoticeSchema>;

export const isReportNotice = (body: unknown): body is ReportNotice => v.is(ReportNoticeSchema, body);
