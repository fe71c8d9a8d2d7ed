import { agentName } from "@sitecrew/core/agents/catalog";
import type { Figure } from "./Figures";
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
  const { credits_spent, credits_by_agent, credits_added, balance_start, balance_end } = data.totals;
  const top = (Object.entries(credits_by_agent) as [AgentKey, number][]).sort((a, b) => b[1] - a[1])[0];
  const spent =
    credits_spent === 0
      ? `No credits spent ${period(data)}`
      : `${count(credits_spent, "credit")} spent ${period(data)}, most by the ${AGENT_LABELS[top![0]]} (${top![1].toLocaleString("en-US")})`;
  const added = credits_added !== 0 ? `; ${count(credits_added, "credit")} added` : "";
  return `${spent}${added}. The balance went from ${balance_start.toLocaleString("en-US")} to ${balance_end.toLocaleString("en-US")}.`;
}

/** Where the credits added came from: top-ups, and grants or refunds besides them. */
export function addedNote(totals: Pick<AnalyticsTotals, "credits_added" | "topups">): string {
  const other = totals.credits_added - totals.topups;
  if (other === 0) return totals.topups === 0 ? "Nothing bought or granted in this period." : "all from top-ups";
  return `${count(totals.topups, "credit")} from top-ups, ${other > 0 ? "" : "less "}${count(Math.abs(other), "credit")} ${other > 0 ? "granted" : "refunded"}`;
}

interface SetAside {
  reserved: number;
  held: number;
}

/** The account's credits neither spent nor available right now; while they load, they say so. */
export function setAsideFigures(summary: SetAside | undefined, failed: boolean): Figure[] {
  const missing = failed ? "Could not be loaded." : "Loading…";
  return [
    {
      label: "Reserved for chat",
      value: summary ? summary.reserved.toLocaleString("en-US") : null,
      note: summary ? "set aside for conversations still open" : missing,
    },
    {
      label: "Held by running agents",
      value: summary ? summary.held.toLocaleString("en-US") : null,
      note: summary ? "returned if a run fails" : missing,
    },
  ];
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
  "credits_added",
  "runs_failed",
  "runs_succeeded",
];

/** Whether anything at all happened on the domain in the range. */
export const hasActivity = (data: Analytics): boolean => COUNTED.some((key) => Number(data.totals[key]) > 0) || data.unanswered_questions.length > 0;
