/**
 * What analytics is read by: the agents (from their catalog, in the order the charts stack them)
 * and its ranges in days. Free of other imports, so the dashboard's address parsing can use them
 * at no cost.
 */
export { AGENTS, type AgentKey } from "../agents/catalog";

export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
