import type { AgentKey } from "./choices";

export { AGENTS, type AgentKey } from "./choices";
export { agentOfKind } from "../agents/catalog";

/** What happened, counted per quarter hour. Sums and counts, never averages, so any range adds up. */
export const EVENT_METRICS = [
  "posts",
  "drafts",
  "videos",
  "reels",
  "chat_conversations",
  "chat_answers",
  "chat_unanswered",
  "audits",
  "optimizations",
  "topups",
  "added",
  "seo_sum",
  "seo_n",
  "readability_sum",
  "readability_n",
  "optimization_before_sum",
  "optimization_after_sum",
  "optimization_n",
] as const;

export type EventMetric = (typeof EVENT_METRICS)[number];
export type AgentMetric = `credits_${AgentKey}` | `runs_credits_${AgentKey}` | `runs_ok_${AgentKey}` | `runs_failed_${AgentKey}`;
export type Metric = EventMetric | AgentMetric;

/** Amounts to add to counters; the account's balance is set, not added, as the ledger moves. */
export type Tally = Partial<Record<Metric, number>>;

/** Counters that belong to the account rather than to one domain: top-ups, credits added and the balance. */
export const ACCOUNT_SCOPE = "account";
