import { describe, expect, it } from "vitest";
import {
  addedNote,
  busiestDay,
  chatSummary,
  contentSummary,
  costText,
  creditsSummary,
  dayLabel,
  hasActivity,
  listed,
  seoWorkSummary,
  setAsideFigures,
} from "./analytics-format";
import { parseAnalyticsSearch } from "./analytics-search";
import { AGENT_KEYS, type Analytics, type AnalyticsDay } from "./types";

const noAgents = () => Object.fromEntries(AGENT_KEYS.map((agent) => [agent, 0])) as AnalyticsDay["credits_by_agent"];

function day(date: string, figures: Partial<AnalyticsDay> = {}): AnalyticsDay {
  return {
    date,
    posts: 0,
    drafts: 0,
    videos: 0,
    reels: 0,
    chat_conversations: 0,
    chat_answers: 0,
    audits: 0,
    optimizations: 0,
    credits_spent: 0,
    credits_by_agent: noAgents(),
    topups: 0,
    credits_added: 0,
    runs_failed: 0,
    balance: 0,
    ...figures,
  };
}

/** An answer whose totals are the sums of its days, as the API's are. */
function analytics(days: AnalyticsDay[], extra: Partial<Analytics["totals"]> = {}): Analytics {
  const sum = (pick: (item: AnalyticsDay) => number) => days.reduce((total, item) => total + pick(item), 0);
  return {
    range: { days: 7, from: days[0]!.date, to: days.at(-1)!.date, timezone: "Europe/Paris" },
    days,
    totals: {
      posts: sum((item) => item.posts),
      drafts: sum((item) => item.drafts),
      videos: sum((item) => item.videos),
      reels: sum((item) => item.reels),
      chat_conversations: sum((item) => item.chat_conversations),
      chat_answers: sum((item) => item.chat_answers),
      audits: sum((item) => item.audits),
      optimizations: sum((item) => item.optimizations),
      credits_spent: sum((item) => item.credits_spent),
      credits_by_agent: Object.fromEntries(AGENT_KEYS.map((agent) => [agent, sum((item) => item.credits_by_agent[agent])])) as AnalyticsDay["credits_by_agent"],
      topups: sum((item) => item.topups),
      credits_added: sum((item) => item.credits_added),
      runs_failed: sum((item) => item.runs_failed),
      chat_unanswered: 0,
      runs_succeeded: 0,
      balance_start: days[0]!.balance,
      balance_end: days.at(-1)!.balance,
      cost_per_post: null,
      cost_per_video: null,
      cost_per_100_answers: null,
      knowledge_credits: 0,
      ...extra,
    },
    quality: {
      agents: [],
      failure_reasons: [],
      seo: { posts_scored: 0, average_seo: null, average_readability: null },
      optimizations: { count: 0, average_before: null, average_after: null },
    },
    unanswered_questions: [],
  };
}

const week = (figures: Record<number, Partial<AnalyticsDay>> = {}) =>
  Array.from({ length: 7 }, (_, index) => day(`2026-11-${String(17 + index).padStart(2, "0")}`, figures[index]));

describe("summaries", () => {
  it("count what was made and name the busiest day", () => {
    const data = analytics(week({ 1: { posts: 1, videos: 1 }, 4: { posts: 2, drafts: 1, reels: 1 } }));
    expect(contentSummary(data)).toBe("3 posts published, 1 draft, 1 video and 1 reel in these 7 days. The busiest day was Nov 21 with 4.");
  });

  it("say plainly when nothing happened", () => {
    const data = analytics(week());
    expect(contentSummary(data)).toBe("No posts, drafts, videos or reels in these 7 days.");
    expect(chatSummary(data)).toBe("No chat answers in these 7 days.");
    expect(seoWorkSummary(data)).toBe("No audits or optimizations in these 7 days.");
    expect(creditsSummary(data)).toBe("No credits spent in these 7 days. The balance went from 0 to 0.");
    expect(hasActivity(data)).toBe(false);
  });

  it("count chat answers, conversations and questions left unanswered", () => {
    const data = analytics(week({ 0: { chat_answers: 3, chat_conversations: 1 }, 2: { chat_answers: 5, chat_conversations: 2 } }), { chat_unanswered: 2 });
    expect(chatSummary(data)).toBe(
      "8 chat answers in 3 conversations in these 7 days. 2 questions found no answer in the knowledge. The busiest day was Nov 19 with 5.",
    );
    expect(hasActivity(data)).toBe(true);
  });

  it("name the agent that spent the most, the top-ups and the balance's course", () => {
    const spent = (blog: number, chat: number) => ({ credits_spent: blog + chat, credits_by_agent: { ...noAgents(), blog, chat } });
    const days = week({ 0: { ...spent(10, 4), balance: 986 }, 3: { ...spent(20, 0), topups: 500, credits_added: 500, balance: 1466 } });
    const data = analytics(days, { balance_start: 1000, balance_end: 1466 });
    expect(creditsSummary(data)).toBe(
      "34 credits spent in these 7 days, most by the Blog Agent (30); 500 credits added. The balance went from 1,000 to 1,466.",
    );
  });

  it("count audits and optimizations together for the busiest day", () => {
    const data = analytics(week({ 2: { audits: 1 }, 5: { audits: 1, optimizations: 2 } }));
    expect(seoWorkSummary(data)).toBe("2 audits and 2 optimizations in these 7 days. The busiest day was Nov 22 with 3.");
  });
});

describe("figures", () => {
  it("keep the first of equally busy days and skip empty ones", () => {
    expect(busiestDay(week({ 1: { posts: 2 }, 3: { posts: 2 } }), (item) => item.posts)).toEqual({ date: "2026-11-18", value: 2 });
    expect(busiestDay(week(), (item) => item.posts)).toBeNull();
  });

  it("round costs to a tenth and leave a missing one missing", () => {
    expect(costText(12.345)).toBe("12.3");
    expect(costText(40)).toBe("40");
    expect(costText(null)).toBeNull();
  });

  it("read a day as a calendar date, whatever the browser's zone", () => {
    expect(dayLabel("2026-11-01")).toBe("Nov 1");
  });

  it("list items as a sentence", () => {
    expect(listed(["a"])).toBe("a");
    expect(listed(["a", "b", "c"])).toBe("a, b and c");
  });
});

describe("parseAnalyticsSearch", () => {
  it("keeps the ranges offered and leaves the default out of the address", () => {
    expect(parseAnalyticsSearch({ days: 7 })).toEqual({ days: 7 });
    expect(parseAnalyticsSearch({ days: "90" })).toEqual({ days: 90 });
    expect(parseAnalyticsSearch({ days: 30 })).toEqual({ days: undefined });
    expect(parseAnalyticsSearch({ days: 14 })).toEqual({ days: undefined });
  });
});

describe("the credits neither spent nor available", () => {
  it("shows reserved and held credits beside the balance, and says when they are still loading or failed", () => {
    expect(setAsideFigures({ reserved: 13, held: 4 }, false).map(({ label, value }) => [label, value])).toEqual([
      ["Reserved for chat", "13"],
      ["Held by running agents", "4"],
    ]);
    expect(setAsideFigures(undefined, false).map((figure) => [figure.value, figure.note])).toEqual([
      [null, "Loading…"],
      [null, "Loading…"],
    ]);
    expect(setAsideFigures(undefined, true)[0]!.note).toBe("Could not be loaded.");
  });

  it("says where the credits added came from", () => {
    expect(addedNote({ credits_added: 500, topups: 500 })).toBe("all from top-ups");
    expect(addedNote({ credits_added: 550, topups: 500 })).toBe("500 credits from top-ups, 50 credits granted");
    expect(addedNote({ credits_added: 490, topups: 500 })).toBe("500 credits from top-ups, less 10 credits refunded");
    expect(addedNote({ credits_added: 0, topups: 0 })).toBe("Nothing bought or granted in this period.");
  });
});
