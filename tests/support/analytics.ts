import { BlogContentEntity } from "../../packages/core/src/blog/content.entity";
import { ChatConversationEntity, ChatMessageEntity } from "../../packages/core/src/chat/conversation.entity";
import { LedgerEntity } from "../../packages/core/src/credit/credit.entity";
import type { RunItem } from "../../packages/core/src/job";
import { RunEntity } from "../../packages/core/src/job/run.entity";
import { SocialContentEntity } from "../../packages/core/src/social/content.entity";

/**
 * What a domain's analytics must say, reckoned from the items the product keeps for other reasons
 * (runs, the ledger, posts, videos, chat messages) rather than from the daily counters: a second
 * account of the same events that the counters have to agree with.
 */

const AGENTS = ["blog", "social", "chat", "auditor", "optimizer"] as const;
type Agent = (typeof AGENTS)[number];
const AGENT_BY_KIND: Record<string, Agent> = {
  blog: "blog",
  social_video: "social",
  instagram_publish: "social",
  chat_knowledge: "chat",
  seo_audit: "auditor",
  blog_optimization: "optimizer",
};
const DAY_MS = 24 * 60 * 60_000;
const SAME_WRITE_MS = 1_000;

const formats = new Map<string, Intl.DateTimeFormat>();
/** The calendar date of an instant in a time zone. */
export function dateIn(timeZone: string, epoch: number) {
  let format = formats.get(timeZone);
  if (!format) formats.set(timeZone, (format = new Intl.DateTimeFormat("sv-SE", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })));
  return format.format(epoch);
}

/** The `days` dates ending on `now`'s date in the zone, oldest first. */
export function datesEnding(days: number, timeZone: string, now: number) {
  const last = Date.parse(`${dateIn(timeZone, now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => new Date(last - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

/** Ledger changes that bring credits in or take them back (top-ups, grants, refunds), as opposed to work. */
const ADDING = new Set(["topup", "adjustment", "refund", "reversal"]);

const zeroAgents = () => Object.fromEntries(AGENTS.map((agent) => [agent, 0])) as Record<Agent, number>;
const emptyDay = () => ({
  posts: 0,
  drafts: 0,
  videos: 0,
  reels: 0,
  chat_conversations: 0,
  chat_answers: 0,
  chat_unanswered: 0,
  audits: 0,
  optimizations: 0,
  topups: 0,
  added: 0,
  knowledge: 0,
  credits: zeroAgents(),
  ok: zeroAgents(),
  failed: zeroAgents(),
  seo: [] as number[],
  readability: [] as number[],
  before: [] as number[],
  after: [] as number[],
});
type Day = ReturnType<typeof emptyDay>;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const tenths = (part: number, whole: number, scale = 1) => (whole > 0 ? Math.round((part * scale * 10) / whole) / 10 : null);

/** Every item the reckoning reads, loaded once so several zones and ranges can be reckoned from them. */
export async function loadEvidence(userId: string, domainId: string) {
  const [runs, ledger, posts, videos, conversations] = await Promise.all([
    RunEntity.query.byDomain({ userId, domainId }).go({ pages: "all" }),
    LedgerEntity.query.byId({ userId }).go({ pages: "all" }),
    BlogContentEntity.query.byDomain({ userId, domainId }).go({ pages: "all" }),
    SocialContentEntity.query.byDomain({ userId, domainId }).go({ pages: "all" }),
    ChatConversationEntity.query.byUser({ userId }).go({ pages: "all" }),
  ]);
  const ours = conversations.data.filter((conversation) => conversation.domainId === domainId);
  const messages = await Promise.all(
    ours.map(async (conversation) => ({
      conversation,
      messages: (await ChatMessageEntity.query.byConversation({ conversationId: conversation.conversationId }).go({ pages: "all" })).data,
    })),
  );
  return {
    runs: runs.data as RunItem[],
    ledger: [...ledger.data].sort((a, b) => a.seq - b.seq),
    posts: posts.data,
    videos: videos.data,
    chats: messages,
  };
}
export type Evidence = Awaited<ReturnType<typeof loadEvidence>>;

/**
 * The analytics for `days` days ending on `now`'s date in `timeZone`. `unanswered` tells a reply
 * the chat gave without its knowledge from one it gave from it (only the reply's words show it).
 */
export function reckon(evidence: Evidence, options: { days: number; timeZone: string; now: number; unanswered: (reply: string) => boolean }) {
  const { days, timeZone, now } = options;
  const dates = datesEnding(days, timeZone, now);
  const byDate = new Map(dates.map((date) => [date, emptyDay()]));
  const on = (epoch: number | undefined, change: (day: Day) => void) => {
    const day = epoch === undefined ? undefined : byDate.get(dateIn(timeZone, epoch));
    if (day) change(day);
  };
  const runById = new Map(evidence.runs.map((run) => [run.runId, run]));

  for (const run of evidence.runs) {
    const agent = AGENT_BY_KIND[run.kind];
    if (!agent || (run.status !== "succeeded" && run.status !== "failed")) continue;
    on(run.finishedAt, (day) => {
      if (run.status === "failed") return void day.failed[agent]++;
      day.ok[agent]++;
      if (run.kind === "seo_audit") day.audits++;
      if (run.kind === "blog_optimization") {
        day.optimizations++;
        const output = (run.output ?? {}) as { score_before?: unknown; score_after?: unknown };
        if (typeof output.score_before === "number" && typeof output.score_after === "number") {
          day.before.push(output.score_before);
          day.after.push(output.score_after);
        }
      }
    });
  }

  const held = new Map(evidence.ledger.filter((row) => row.kind === "hold").map((row) => [row.reference, -row.credits]));
  for (const row of evidence.ledger) {
    if (row.kind === "topup") on(row.createdAt, (day) => (day.topups += row.credits));
    if (ADDING.has(row.kind)) on(row.createdAt, (day) => (day.added += row.credits));
    const runId = row.reference ?? "";
    const run = row.kind === "capture" ? runById.get(runId) : undefined;
    const agent = run && AGENT_BY_KIND[run.kind];
    if (agent) on(row.createdAt, (day) => (day.credits[agent] += held.get(runId) ?? 0));
    if (agent === "chat") on(row.createdAt, (day) => (day.knowledge += held.get(runId) ?? 0));
  }

  for (const post of evidence.posts) {
    // A post recorded as a draft and published later was changed since; one recorded published was not
    // (its two timestamps come from the same write, a moment apart at most).
    const publishedLater = post.status === "publish" && post.updatedAt - post.createdAt > SAME_WRITE_MS;
    if (post.status === "publish") on(publishedLater ? post.updatedAt : post.createdAt, (day) => day.posts++);
    if (post.status === "draft" || publishedLater) on(post.createdAt, (day) => day.drafts++);
    on(post.createdAt, (day) => {
      if (post.seoScore !== undefined) day.seo.push(post.seoScore);
      if (post.readabilityScore !== undefined) day.readability.push(post.readabilityScore);
    });
  }

  for (const video of evidence.videos) {
    if (video.videoKey) on(runById.get(video.runId)?.finishedAt, (day) => day.videos++);
    if (video.publishedAt !== undefined) on(video.publishedAt, (day) => day.reels++);
  }

  for (const { conversation, messages } of evidence.chats) {
    const replies = messages.filter((message) => message.role === "bot").sort((a, b) => a.at - b.at);
    // Saying the knowledge does not hold the answer is free: the conversation's credits are its other answers'.
    const paid = replies.filter((reply) => !options.unanswered(reply.content)).length;
    const price = paid > 0 ? conversation.credits / paid : 0;
    on(replies[0]?.at, (day) => day.chat_conversations++);
    for (const reply of replies) {
      const unanswered = options.unanswered(reply.content);
      on(reply.at, (day) => {
        day.chat_answers++;
        if (!unanswered) day.credits.chat += price;
        if (unanswered) day.chat_unanswered++;
      });
    }
  }

  const firstDate = dates[0]!;
  const balanceAt = (date: string) => evidence.ledger.filter((row) => dateIn(timeZone, row.createdAt) <= date).at(-1)?.balanceAfter ?? 0;
  const before = evidence.ledger.filter((row) => dateIn(timeZone, row.createdAt) < firstDate).at(-1)?.balanceAfter ?? 0;

  const view = (date: string, day: Day) => ({
    date,
    posts: day.posts,
    drafts: day.drafts,
    videos: day.videos,
    reels: day.reels,
    chat_conversations: day.chat_conversations,
    chat_answers: day.chat_answers,
    audits: day.audits,
    optimizations: day.optimizations,
    credits_spent: sum(Object.values(day.credits)),
    credits_by_agent: day.credits,
    topups: day.topups,
    credits_added: day.added,
    runs_failed: sum(Object.values(day.failed)),
    balance: balanceAt(date),
  });

  const all = emptyDay();
  for (const day of byDate.values()) {
    for (const key of [
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
      "knowledge",
    ] as const)
      all[key] += day[key];
    for (const agent of AGENTS) {
      all.credits[agent] += day.credits[agent];
      all.ok[agent] += day.ok[agent];
      all.failed[agent] += day.failed[agent];
    }
    for (const key of ["seo", "readability", "before", "after"] as const) all[key].push(...day[key]);
  }
  const { date: _date, balance: _balance, ...totals } = view(dates.at(-1)!, all);

  return {
    range: { days, from: firstDate, to: dates.at(-1)!, timezone: timeZone },
    days: dates.map((date) => view(date, byDate.get(date)!)),
    totals: {
      ...totals,
      chat_unanswered: all.chat_unanswered,
      runs_succeeded: sum(Object.values(all.ok)),
      balance_start: before,
      balance_end: balanceAt(dates.at(-1)!),
      cost_per_post: tenths(all.credits.blog, all.posts),
      cost_per_video: tenths(all.credits.social, all.videos),
      cost_per_100_answers: tenths(all.credits.chat - all.knowledge, all.chat_answers, 100),
      knowledge_credits: all.knowledge,
    },
    quality: {
      agents: AGENTS.map((agent) => {
        const ok = all.ok[agent];
        const failed = all.failed[agent];
        return { agent, succeeded: ok, failed, success_rate: ok + failed > 0 ? Math.round((ok / (ok + failed)) * 1000) / 1000 : null };
      }),
      failure_reasons: failureReasons(evidence.runs, (epoch) => byDate.has(dateIn(timeZone, epoch))),
      seo: {
        posts_scored: all.seo.length,
        average_seo: tenths(sum(all.seo), all.seo.length),
        average_readability: tenths(sum(all.readability), all.readability.length),
      },
      optimizations: {
        count: all.before.length,
        average_before: tenths(sum(all.before), all.before.length),
        average_after: tenths(sum(all.after), all.after.length),
      },
    },
  };
}

/** The range's failed runs grouped by kind and reason, most common first, then the most recent. */
function failureReasons(runs: RunItem[], inRange: (epoch: number) => boolean) {
  const groups = new Map<string, RunItem[]>();
  for (const run of runs) {
    if (run.status !== "failed" || !AGENT_BY_KIND[run.kind] || !inRange(run.finishedAt ?? run.createdAt)) continue;
    const key = `${run.kind}\n${run.error}`;
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  return [...groups.values()]
    .map((group) => {
      const last = group.reduce((latest, run) => (run.runId > latest.runId ? run : latest));
      return {
        agent: AGENT_BY_KIND[last.kind]!,
        kind: last.kind,
        reason: last.error ?? "The run failed.",
        count: group.length,
        last_run_id: last.runId,
        last_at: new Date(last.finishedAt ?? last.createdAt).toISOString(),
      };
    })
    .sort((a, b) => b.count - a.count || b.last_at.localeCompare(a.last_at))
    .slice(0, 5);
}
