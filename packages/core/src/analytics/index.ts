import { Site } from "../site";
import { fn } from "../util/fn";
import { addedOf, answerCreditsOf, spentOf } from "./credit-figures";
import { failureReasons } from "./failures";
import { balances, type Figures, foldByDay, localRange } from "./fold";
import { unansweredQuestions } from "./gaps";
import { ACCOUNT_SCOPE, AGENTS, type AgentKey } from "./metrics";
import { dailyItems, lastItemBefore, slotValues } from "./read";
import { AnalyticsInput, TodayInput } from "./schema";

export { AGENTS, type AgentKey } from "./metrics";

const sum = (figures: Figures, metric: string) => figures[metric] ?? 0;
const byAgent = (figures: Figures, prefix: string) =>
  Object.fromEntries(AGENTS.map((agent) => [agent, sum(figures, `${prefix}${agent}`)])) as Record<AgentKey, number>;
const total = (values: Record<AgentKey, number>) => AGENTS.reduce((all, agent) => all + values[agent], 0);
const ratio = (part: number, whole: number, scale = 1) => (whole > 0 ? Math.round((part * scale * 10) / whole) / 10 : null);

/** One day's figures in the shape the dashboard charts. */
function dayView(date: string, figures: Figures, account: Figures, balance: number) {
  const credits = byAgent(figures, "credits_");
  return {
    date,
    posts: sum(figures, "posts"),
    drafts: sum(figures, "drafts"),
    videos: sum(figures, "videos"),
    reels: sum(figures, "reels"),
    chat_conversations: sum(figures, "chat_conversations"),
    chat_answers: sum(figures, "chat_answers"),
    audits: sum(figures, "audits"),
    optimizations: sum(figures, "optimizations"),
    credits_spent: spentOf(figures),
    credits_by_agent: credits,
    topups: sum(account, "topups"),
    credits_added: addedOf(account),
    runs_failed: total(byAgent(figures, "runs_failed_")),
    balance,
  };
}

const highest = (item: Record<string, unknown> | undefined) =>
  Object.entries(item ?? {})
    .filter(([name, value]) => name.startsWith("balance@") && typeof value === "number")
    .sort(([a], [b]) => a.localeCompare(b))
    .at(-1)?.[1] as number | undefined;

/**
 * What a domain's agents produced and cost, day by day in the owner's time zone, read from the
 * daily counters the events wrote (about one item per day per scope, whatever the activity), plus
 * the range's failed runs by reason and the questions the chat could not answer.
 */
export namespace Analytics {
  export const view = fn(AnalyticsInput, async ({ days, tz }, domainId: string, now: number = Date.now()) => {
    const domain = await Site.load(domainId);
    const { userId } = domain;
    const range = localRange(days, tz, now);
    const [domainItems, accountItems, before, reasons, unanswered] = await Promise.all([
      dailyItems(userId, domain.domainId, range.utcFrom, range.utcTo),
      dailyItems(userId, ACCOUNT_SCOPE, range.utcFrom, range.utcTo),
      lastItemBefore(userId, ACCOUNT_SCOPE, range.utcFrom),
      failureReasons(userId, domain.domainId, range.start, range.end),
      unansweredQuestions(userId, domain.domainId, range.start, range.end),
    ]);
    const figures = foldByDay(slotValues(domainItems), range);
    const accountValues = slotValues(accountItems);
    const account = foldByDay(accountValues, range);
    const balance = balances(accountValues, range, highest(before) ?? 0);
    const dayViews = range.dates.map((date) => dayView(date, figures.get(date)!, account.get(date)!, balance.byDay.get(date)!));

    const all: Figures = {};
    for (const dayFigures of figures.values()) for (const [metric, value] of Object.entries(dayFigures)) all[metric] = (all[metric] ?? 0) + value;
    const accountAll = {
      topups: dayViews.reduce((topups, day) => topups + day.topups, 0),
      added: dayViews.reduce((added, day) => added + day.credits_added, 0),
    };
    const sums = dayView(range.to, all, accountAll, balance.byDay.get(range.to)!);
    const { date: _date, balance: balanceEnd, ...totals } = sums;
    const succeeded = byAgent(all, "runs_ok_");
    const failed = byAgent(all, "runs_failed_");

    return {
      range: { days, from: range.from, to: range.to, timezone: tz },
      days: dayViews,
      totals: {
        ...totals,
        chat_unanswered: sum(all, "chat_unanswered"),
        runs_succeeded: total(succeeded),
        balance_start: balance.start,
        balance_end: balanceEnd,
        cost_per_post: ratio(totals.credits_by_agent.blog, totals.posts),
        cost_per_video: ratio(totals.credits_by_agent.social, totals.videos),
        cost_per_100_answers: ratio(answerCreditsOf(all), totals.chat_answers, 100),
        /** The chat agents' knowledge builds (reading a PDF, the site): their own line, apart from the answers. */
        knowledge_credits: sum(all, "runs_credits_chat"),
      },
      quality: {
        agents: AGENTS.map((agent) => ({
          agent,
          succeeded: succeeded[agent],
          failed: failed[agent],
          success_rate: succeeded[agent] + failed[agent] > 0 ? Math.round((succeeded[agent] * 1000) / (succeeded[agent] + failed[agent])) / 1000 : null,
        })),
        failure_reasons: reasons,
        seo: {
          posts_scored: sum(all, "seo_n"),
          average_seo: ratio(sum(all, "seo_sum"), sum(all, "seo_n")),
          average_readability: ratio(sum(all, "readability_sum"), sum(all, "readability_n")),
        },
        optimizations: {
          count: sum(all, "optimization_n"),
          average_before: ratio(sum(all, "optimization_before_sum"), sum(all, "optimization_n")),
          average_after: ratio(sum(all, "optimization_after_sum"), sum(all, "optimization_n")),
        },
      },
      unanswered_questions: unanswered,
    };
  });

  /** Today's output for the dashboard, in the owner's day, from the same counters (two items at most). */
  export const today = fn(TodayInput, async ({ tz }, domainId: string, now: number = Date.now()) => {
    const domain = await Site.load(domainId);
    const range = localRange(1, tz, now);
    const figures = foldByDay(slotValues(await dailyItems(domain.userId, domain.domainId, range.utcFrom, range.utcTo)), range).get(range.to)!;
    return {
      posts: sum(figures, "posts"),
      drafts: sum(figures, "drafts"),
      videos: sum(figures, "videos"),
      reels: sum(figures, "reels"),
      chat_answers: sum(figures, "chat_answers"),
      audits: sum(figures, "audits"),
    };
  });
}
