/**
 * What analytics is read by: its agents, in the order the charts stack them, and its ranges in
 * days. Kept free of imports, so the dashboard's address parsing can use them at no cost.
 */
export const AGENTS = ["blog", "social", "chat", "auditor", "optimizer"] as const;
export type AgentKey = (typeof AGENTS)[number];

export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
