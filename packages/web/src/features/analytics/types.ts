/** What the analytics API answers for a domain over a range of the owner's days. */
export const RANGE_DAYS = [7, 30, 90] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];

export const AGENT_KEYS = ["blog", "social", "chat", "auditor", "optimizer"] as const;
export type AgentKey = (typeof AGENT_KEYS)[number];
export type ByAgent = Record<AgentKey, number>;

export interface DayFigures {
  posts: number;
  drafts: number;
  videos: number;
  reels: number;
  chat_conversations: number;
  chat_answers: number;
  audits: number;
  optimizations: number;
  credits_spent: number;
  credits_by_agent: ByAgent;
  topups: number;
  runs_failed: number;
}

export interface AnalyticsDay extends DayFigures {
  /** The owner's local day, e.g. "2026-11-23". */
  date: string;
  /** The account's balance at the end of the day. */
  balance: number;
}

export interface AnalyticsTotals extends DayFigures {
  chat_unanswered: number;
  runs_succeeded: number;
  balance_start: number;
  balance_end: number;
  cost_per_post: number | null;
  cost_per_video: number | null;
  cost_per_100_answers: number | null;
}

export interface AgentQuality {
  agent: AgentKey;
  succeeded: number;
  failed: number;
  /** 0..1, null without runs. */
  success_rate: number | null;
}

export interface FailureReason {
  agent: AgentKey;
  kind: string;
  reason: string;
  count: number;
  last_run_id: string;
  last_at: string;
}

export interface UnansweredQuestion {
  question: string;
  count: number;
  last_asked: string;
  agent_id: string;
}

export interface Analytics {
  range: { days: RangeDays; from: string; to: string; timezone: string };
  days: AnalyticsDay[];
  totals: AnalyticsTotals;
  quality: {
    agents: AgentQuality[];
    failure_reasons: FailureReason[];
    seo: { posts_scored: number; average_seo: number | null; average_readability: number | null };
    optimizations: { count: number; average_before: number | null; average_after: number | null };
  };
  unanswered_questions: UnansweredQuestion[];
}

export interface TodayCounts {
  posts: number;
  drafts: number;
  videos: number;
  reels: number;
  chat_answers: number;
}
