import { agentName } from "@sitecrew/core/agents/catalog";
import { AGENT_KEYS, type AgentKey, type Analytics, type AnalyticsDay, type AnalyticsTotals } from "./types";

export const AGENT_LABELS = Object.fromEntries(AGENT_KEYS.map((agent) => [agent, agentName(agent)])) as Record<AgentKey, string>;

export const count = (value: number, one: string, many = `${one}s`): string => `${value.toLocaleString("en-US")} ${value === 1 ? one : many}`;

/** "Nov 23": the day as the owner lived it, so it is formatted as a plain calendar date. */
export const dayLabel = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** A list said as a sentence: "a, b and c". */
export function listed(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The day with the most of a figure; none when every day has none. */
export function busiestDay(days: AnalyticsDay[], figure: (day: AnalyticsDay) => number): { date: string; value: number } | null {
  let best: { date: string; value: number } | null = null;
  for (const day of days) {
    const value = figure(day);
    if (value > 0 && (!best || value > best.value)) best = { date: day.date, value };
  }
  return best;
}

const period = (data: Analytics) => `in these ${data.range.days} days`;

const busiestText = (data: Analytics, figure: (day: AnalyticsDay) => number) => {
  const busiest = busiestDay(data.days, figure);
  return busiest ? ` The busiest day was ${dayLabel(busiest.date)} with ${busiest.value.toLocaleString("en-US")}.` : "";
};

const publishedFigure = (day: AnalyticsDay) => day.posts + day.drafts + day.videos + day.reels;

export function contentSummary(data: Analytics): string {
  const { posts, drafts, videos, reels } = data.totals;
  if (posts + drafts + videos + reels === 0) return `No posts, drafts, videos or reels ${period(data)}.`;
  const parts = [count(posts, "post") + " published", count(drafts, "draft"), count(videos, "video"), count(reels, "reel")];
  return `${listed(parts)} ${period(data)}.${busiestText(data, publishedFigure)}`;
}

export function chatSummary(data: Analytics): string {
  const { chat_answers, chat_conversations, chat_unanswered } = data.totals;
  if (chat_answers === 0) return `No chat answers ${period(data)}.`;
  const unanswered = chat_unanswered > 0 ? ` ${count(chat_unanswered, "question")} found no answer in the knowledge.` : "";
  return `${count(chat_answers, "chat answer")} in ${count(chat_conversations, "conversation")} ${period(data)}.${unanswered}${busiestText(data, (day) => day.chat_answers)}`;
}

export function seoWorkSummary(data: Analytics): string {
  const { audits, optimizations } = data.totals;
  if (audits + optimizations === 0) return `No audits or optimizations ${period(data)}.`;
  return `${count(audits, "audit")} and ${count(optimizations, "optimization")} ${period(data)}.${busiestText(data, (day) => day.audits + day.optimizations)}`;
}

export function creditsSummary(data: Analytics): string {
  const { credits_spent, credits_by_agent, topups, balance_start, balance_end } = data.totals;
  const top = (Object.entries(credits_by_agent) as [AgentKey, number][]).sort((a, b) => b[1] - a[1])[0];
  const spent =
    credits_spent === 0
      ? `No credits spent ${period(data)}`
      : `${count(credits_spent, "credit")} spent ${period(data)}, most by the ${AGENT_LABELS[top![0]]} (${top![1].toLocaleString("en-US")})`;
  const added = topups > 0 ? `; ${count(topups, "credit")} topped up` : "";
  return `${spent}${added}. The balance went from ${balance_start.toLocaleString("en-US")} to ${balance_end.toLocaleString("en-US")}.`;
}

/** Credits per unit, rounded to a tenth; null when there was nothing to divide by. */
export const costText = (value: number | null): string | null => (value === null ? null : value.toLocaleString("en-US", { maximumFractionDigits: 1 }));

export const percent = (rate: number | null): string | null => (rate === null ? null : `${Math.round(rate * 100)}%`);

export const score = (value: number | null): string | null => (value === null ? null : String(Math.round(value)));

const COUNTED: (keyof AnalyticsTotals)[] = [
  "posts",
  "drafts",
  "videos",
  "reels",
  "chat_conversations",
  "chat_answers",
  "chat_unanswered",
  "audits",
  "optimizations",
  "credits_spent",
  "topups",
  "runs_failed",
  "runs_succeeded",
];

/** Whether anything at all happened on the domain in the range. */
export const hasActivity = (data: Analytics): boolean => COUNTED.some((key) => Number(data.totals[key]) > 0) || data.unanswered_questions.length > 0;
