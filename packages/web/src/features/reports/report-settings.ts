import type { ReportSettingsSchema } from "@sitecrew/core/report/schema";
import type * as v from "valibot";
import { api, read } from "../../lib/api";

export type ReportSettings = v.InferInput<typeof ReportSettingsSchema>;

/** Answers the saved profile and the API's message. */
export const saveReportSettings = (settings: ReportSettings) => read(api.reports.weekly.settings.$put({ json: settings }));
