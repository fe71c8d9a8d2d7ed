import type { InferResponseType } from "hono/client";
import type { api } from "../../lib/api";

export { AGENTS as AGENT_KEYS, ANALYTICS_RANGES as RANGE_DAYS, type AgentKey, type AnalyticsRange as RangeDays } from "@sitecrew/core/analytics/choices";

/** What the analytics API answers for a domain over a range of the owner's days, as the typed client reads it. */
export type Analytics = InferResponseType<(typeof api.analytics)[":domainId"]["$get"], 200>["data"];
export type AnalyticsDay = Analytics["days"][number];
export type AnalyticsTotals = Analytics["totals"];
export type UnansweredQuestion = Analytics["unanswered_questions"][number];
export type TodayCounts = InferResponseType<(typeof api.analytics)[":domainId"]["today"]["$get"], 200>["data"];
