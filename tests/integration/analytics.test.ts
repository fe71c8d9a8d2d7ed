import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { Resource } from "sst";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withActor } from "../../packages/core/src/actor";
import { Analytics } from "../../packages/core/src/analytics";
import { DailyEntity } from "../../packages/core/src/analytics/daily.entity";
import { GapEntity } from "../../packages/core/src/analytics/gap.entity";
import { BlogContent } from "../../packages/core/src/blog";
import { contentIdFor } from "../../packages/core/src/blog/content";
import { ChatAgentEntity, type ChatAgentItem } from "../../packages/core/src/chat/agent.entity";
import type { ChatReply } from "../../packages/core/src/chat/answer";
import { ChatMeter } from "../../packages/core/src/chat/meter";
import { Credit } from "../../packages/core/src/credit";
import { VisibleError } from "../../packages/core/src/error";
import { Job } from "../../packages/core/src/job";
import { RunEntity } from "../../packages/core/src/job/run.entity";
import { Queue } from "../../packages/core/src/queue";
import { removeDomain } from "../../packages/core/src/removal/domain";
import { SocialContentEntity } from "../../packages/core/src/social/content.entity";
import { moveContent, moveWrites } from "../../packages/core/src/social/content-status";
import { createId } from "../../packages/core/src/util/id";
import { dateIn, type Evidence, loadEvidence, reckon } from "../support/analytics";
import { call } from "../support/api";
import { addDomain } from "../support/domains";
import { registeredUser } from "../support/users";

const DAY_MS = 24 * 60 * 60_000;
const UNSURE = "I could not find that in what I know about this site.";
const SITE_DOWN = "The site did not answer. Check that the SiteCrew plugin is active and connected.";
const POST_GONE = "The post was removed from the site.";
const REFUSED = "Not enough credits for the scheduled post.";
const LOGIN_REFUSED = "The site refused the plugin's login.";

/** Messages Job.start sent, handed to Job.handle by the test as the run worker would. */
const sent: Array<{ userId: string; runId: string }> = [];

/** The day three days ago, so every instant the test sets lies in the past and inside every range. */
const baseDay = new Date(Date.now() - 3 * DAY_MS).toISOString().slice(0, 10);
const dayAfter = new Date(Date.parse(`${baseDay}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const longBefore = new Date(Date.parse(`${baseDay}T00:00:00Z`) - 10 * DAY_MS).toISOString().slice(0, 10);
/** The UTC day whose 23:00 starts the 7-day range in Paris. */
const parisRangeEve = new Date(Date.parse(`${dayAfter}T00:00:00Z`) - 7 * DAY_MS).toISOString().slice(0, 10);
const instant = (day: string, time: string) => Date.parse(`${day}T${time}Z`);
const setClock = (day: string, time: string) => vi.setSystemTime(instant(day, time));
const NOW = instant(dayAfter, "12:00:00");

interface Owner {
  userId: string;
  token: string;
  domainId: string;
}

const runsFor = (owner: Owner) => {
  const start = async (kind: string, credits: number, input: Record<string, unknown> = {}, runId?: string) => {
    const run = await Job.start({ userId: owner.userId, domainId: owner.domainId, kind, agentId: `agent_${kind}`, trigger: "run_now", input, credits, runId });
    const message = sent.find((entry) => entry.runId === run.id);
    if (!message) throw new Error(`no message for ${run.id}`);
    return message;
  };
  return { start };
};

/** A Stripe Checkout Session paid for `credits`, delivered to the webhook as Stripe signs it. */
async function topUp(userId: string, credits: number) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, "")}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_test_${randomUUID()}`,
        object: "checkout.session",
        mode: "payment",
        payment_status: "paid",
        client_reference_id: userId,
        metadata: { packageId: "pkg_starter", credits: String(credits) },
        payment_intent: `pi_test_${randomUUID()}`,
        amount_total: credits * 10,
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: Resource.StripeWebhookSecret.value });
  const reply = await call("POST", "/payment/webhook", { raw: payload, headers: { "stripe-signature": signature, "content-type": "application/json" } });
  expect(reply.body.outcome).toBe("credited");
}

function chatAgent(owner: Owner) {
  return {
    userId: owner.userId,
    agentId: createId("chatAgent"),
    domainId: owner.domainId,
    widgetKey: createId("widget"),
    name: "Shop helper",
    searchName: "shop helper",
    colors: "#2266AA",
    position: "bottom-right" as const,
    introText: "Hi!",
    buttonText: "Chat",
  };
}

const reply = (grounded: boolean) => (): Promise<ChatReply> =>
  Promise.resolve(
    grounded
      ? {
          content: "We open at 9:00 on weekdays.",
          source: { title: "Hours", url: null, page: 1 },
          sources: [{ title: "Hours", url: null, page: 1 }],
          grounded: true,
          provider: "offline",
          model: null,
        }
      : { content: UNSURE, source: null, sources: [], grounded: false, provider: "offline", model: null },
  );

const failWith = (kind: "upstream" | "input", reason: string) => () => Promise.reject(new VisibleError(kind, "failed", reason));

describe("analytics from the real code paths", () => {
  let owner: Owner;
  let stranger: Owner;
  let agent: ChatAgentItem;
  let evidence: Evidence;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const user = await registeredUser();
    owner = { ...user, domainId: (await addDomain(user.token, `stats-${user.userId.slice(-8)}.example.com`)).id };
    const other = await registeredUser();
    stranger = { ...other, domainId: (await addDomain(other.token, `other-${other.userId.slice(-8)}.example.com`)).id };
    vi.spyOn(Queue, "send").mockImplementation((_queueUrl, body) => {
      sent.push(body as { userId: string; runId: string });
      return Promise.resolve();
    });
    vi.useFakeTimers({ toFake: ["Date"] });
    const { start } = runsFor(owner);

    const blogExecutor =
      (status: "publish" | "draft", seoScore: number, readabilityScore: number): Job.Executor =>
      async ({ run }) => {
        await BlogContent.record({
          runId: run.runId,
          userId: run.userId,
          agentId: run.agentId,
          domainId: run.domainId,
          title: `A post about ${(run.input as { keyword: string }).keyword}`,
          scheduleName: "Weekly",
          status,
          seoScore,
          readabilityScore,
        });
        return { output: { status }, provider: "offline" };
      };
    const videoExecutor: Job.Executor = async ({ run }) => {
      const content = (await SocialContentEntity.get({ userId: run.userId, contentId: (run.input as { content_id: string }).content_id }).go()).data!;
      expect(await moveContent(content, ["generating"], "processing")).toBe(true);
      expect(await moveContent(content, ["processing"], "uploading")).toBe(true);
      const keys = {
        videoKey: `videos/${content.contentId}.mp4`,
        posterKey: `videos/${content.contentId}.jpg`,
        durationMs: 31_000,
        renderer: "local" as const,
      };
      // As the video run does: the video reads done, and counts, with the run's success.
      const done = moveWrites(content, ["uploading"], "done", keys, ["error"]);
      return { output: { content_id: content.contentId }, commit: { writes: done, superseded: () => Promise.reject(new Error("superseded")) } };
    };

    setClock(longBefore, "12:00:00");
    await Credit.grant({ userId: owner.userId, ledgerId: `led_${randomUUID()}`, credits: 100 });

    // Made at 23:55 in Paris, failed at 00:05: the run belongs to the day it ended, in the counts and the reasons alike.
    setClock(parisRangeEve, "22:55:00");
    const early = await start("blog", 10, { keyword: "rosemary" });
    setClock(parisRangeEve, "23:05:00");
    await Job.handle(early, { blog: failWith("upstream", LOGIN_REFUSED) });

    setClock(baseDay, "10:00:00");
    await topUp(owner.userId, 500);

    // 18:20Z is 23:50 in Kolkata; 18:40Z is already the next day there.
    setClock(baseDay, "18:20:00");
    const postA = await start("blog", 10, { keyword: "basil" });
    ids.postA = postA.runId;
    await Job.handle(postA, { blog: blogExecutor("publish", 70, 80) });

    setClock(baseDay, "18:40:00");
    const videoRunId = createId("run");
    const video = await SocialContentEntity.create({
      userId: owner.userId,
      contentId: createId("socialContent"),
      agentId: "soc_test",
      domainId: owner.domainId,
      runId: videoRunId,
      postId: 7,
      postTitle: "Basil on a balcony",
      searchTitle: "basil on a balcony",
      language: "en-US",
      model: "local",
    }).go();
    ids.video = video.data.contentId;
    await Job.handle(await start("social_video", 30, { content_id: video.data.contentId }, videoRunId), { social_video: videoExecutor });

    // 22:50Z is 23:50 in Paris; 23:10Z is 00:10 the next day there, the same UTC day.
    setClock(baseDay, "22:50:00");
    const postB = await start("blog", 10, { keyword: "mint" });
    ids.postB = postB.runId;
    await Job.handle(postB, { blog: blogExecutor("draft", 50, 60) });
    agent = (await ChatAgentEntity.create(chatAgent(owner)).go()).data;
    await ChatMeter.answer({ agent, channel: "widget", session: "visitor-a", question: "When do you open?" }, reply(true));
    await ChatMeter.answer({ agent, channel: "widget", session: "visitor-b", question: "Do you ship to Canada?" }, reply(false));

    setClock(baseDay, "23:10:00");
    const failedPost = await start("blog", 10, { keyword: "thyme" });
    ids.failedPost = failedPost.runId;
    await Job.handle(failedPost, { blog: failWith("upstream", SITE_DOWN) });
    await ChatMeter.answer({ agent, channel: "widget", session: "visitor-a", question: "shipping  to canada ?" }, reply(false));
    const draft = contentIdFor(postB.runId);
    await BlogContent.setStatus(draft, "publish", "https://example.com/mint", owner.userId);
    // The approval repeated, and the post's run recorded again: neither counts twice.
    await BlogContent.setStatus(draft, "publish", "https://example.com/mint", owner.userId);
    await Job.handle(postA, { blog: blogExecutor("publish", 70, 80) });
    await BlogContent.record({
      runId: postA.runId,
      userId: owner.userId,
      agentId: "agent_blog",
      domainId: owner.domainId,
      title: "Again",
      scheduleName: "Weekly",
      status: "publish",
    });

    setClock(dayAfter, "09:00:00");
    await Job.handle(await start("seo_audit", 20), { seo_audit: () => Promise.resolve({ output: { pages: 3 } }) });
    const optimization = await start("blog_optimization", 15);
    const optimizer = { blog_optimization: () => Promise.resolve({ output: { score_before: 40, score_after: 75 } }) };
    await Promise.all([Job.handle(optimization, optimizer), Job.handle(optimization, optimizer)]);
    await Job.handle(optimization, optimizer);
    const content = (await SocialContentEntity.get({ userId: owner.userId, contentId: ids.video }).go()).data!;
    expect(await moveContent(content, ["done"], "uploading")).toBe(true);
    // The Reel's run delivered twice (SQS delivers at least once): one Reel counted.
    // Free here, so the figures of what the other runs cost stay as they were.
    const publishing = await start("instagram_publish", 0, { content_id: content.contentId });
    const publisher = {
      instagram_publish: () =>
        Promise.resolve({
          output: { media_id: "ig_1" },
          commit: {
            writes: moveWrites(content, ["uploading"], "published", { instagramMediaId: "ig_1", publishedAt: Date.now() }, ["error"]),
            superseded: () => Promise.reject(new Error("superseded")),
          },
        }),
    };
    await Promise.all([Job.handle(publishing, publisher), Job.handle(publishing, publisher)]);
    await Job.handle(publishing, publisher);

    setClock(dayAfter, "09:30:00");
    const secondFailure = await start("blog", 10, { keyword: "sage" });
    ids.secondFailure = secondFailure.runId;
    await Job.handle(secondFailure, { blog: failWith("upstream", SITE_DOWN) });
    // A failed run failed again (the sweep, the dead-letter queue) is still one failure.
    await Job.fail({ userId: owner.userId, runId: secondFailure.runId, domainId: owner.domainId, kind: "blog" }, "The run did not finish in time.");
    await Job.handle(await start("blog_optimization", 15), { blog_optimization: failWith("input", POST_GONE) });

    setClock(dayAfter, "10:00:00");
    await Job.recordRefused(
      { userId: owner.userId, domainId: owner.domainId, kind: "blog", agentId: "agent_blog", trigger: "schedule", input: {}, credits: 10 },
      REFUSED,
    );

    setClock(dayAfter, "11:00:00");
    await ChatMeter.settleAgent(agent, Date.now() + 60 * 60_000);

    setClock(dayAfter, "12:00:00");
    evidence = await loadEvidence(owner.userId, owner.domainId);
  }, 120_000);

  afterAll(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const view = (days: number, tz: string, as: Owner = owner) =>
    withActor({ type: "user", properties: { userId: as.userId } }, () => Analytics.view({ days: String(days), tz }, owner.domainId, NOW));

  it("did what the workload asked, as the runs and the ledger record it", () => {
    const statuses = evidence.runs.map((run) => `${run.kind}:${run.status}`).sort();
    expect(statuses).toEqual(
      [
        "blog:failed",
        "blog:failed",
        "blog:failed",
        "blog:failed",
        "blog:succeeded",
        "blog:succeeded",
        "blog_optimization:failed",
        "blog_optimization:succeeded",
        "instagram_publish:succeeded",
        "seo_audit:succeeded",
        "social_video:succeeded",
      ].sort(),
    );
    expect(evidence.ledger.filter((row) => row.kind === "capture")).toHaveLength(5);
    expect(evidence.ledger.filter((row) => row.kind === "topup").map((row) => row.credits)).toEqual([500]);
    expect(evidence.ledger.some((row) => row.ledgerId.startsWith("chatfill_"))).toBe(true);
    expect(evidence.ledger.some((row) => row.ledgerId.startsWith("chatreturn_"))).toBe(true);
    expect(evidence.chats).toHaveLength(2);
  });

  for (const tz of ["UTC", "Europe/Paris", "Asia/Kolkata"]) {
    for (const days of [7, 30]) {
      it(`agrees with the runs, the ledger, the posts, the videos and the chats: ${days} days in ${tz}`, async () => {
        const found = await view(days, tz);
        const { unanswered_questions: _questions, ...figures } = found;
        expect(figures).toEqual(reckon(evidence, { days, timeZone: tz, now: NOW, unanswered: (text) => text === UNSURE }));
      });
    }
  }

  it("splits the evening across the owner's midnight: two UTC-day events, two Paris days, two Kolkata days", async () => {
    const day = (found: Awaited<ReturnType<typeof view>>, date: string) => found.days.find((entry) => entry.date === date)!;
    const utc = await view(7, "UTC");
    expect(day(utc, baseDay)).toMatchObject({ posts: 2, drafts: 1, videos: 1, chat_answers: 3, chat_conversations: 2, runs_failed: 1, topups: 500 });
    expect(day(utc, dayAfter)).toMatchObject({ posts: 0, reels: 1, audits: 1, optimizations: 1, runs_failed: 3 });
    expect(utc.totals).toMatchObject({ posts: 2, drafts: 1, videos: 1, reels: 1, chat_unanswered: 2, runs_succeeded: 6, topups: 500, balance_start: 100 });

    const paris = await view(7, "Europe/Paris");
    expect(day(paris, baseDay)).toMatchObject({ posts: 1, drafts: 1, chat_answers: 2, chat_conversations: 2, runs_failed: 0 });
    expect(day(paris, dayAfter)).toMatchObject({ posts: 1, chat_answers: 1, chat_conversations: 0, runs_failed: 4 });

    const kolkata = await view(7, "Asia/Kolkata");
    expect(day(kolkata, baseDay)).toMatchObject({ posts: 1, videos: 0, topups: 500 });
    expect(day(kolkata, dayAfter)).toMatchObject({ posts: 1, videos: 1, drafts: 1, chat_answers: 3 });
    expect(kolkata.days.at(-1)!.date).toBe(dateIn("Asia/Kolkata", NOW));
    expect(kolkata.totals.credits_by_agent.blog).toBe(20);
    expect(kolkata.totals.cost_per_post).toBe(10);
    expect(kolkata.totals.cost_per_video).toBe(30);
  });

  it("reports quality: success rates, failure reasons with their latest run, SEO and the optimizer's scores", async () => {
    const found = await view(7, "Europe/Paris");
    expect(found.quality.agents.find((entry) => entry.agent === "blog")).toEqual({ agent: "blog", succeeded: 2, failed: 4, success_rate: 0.333 });
    expect(found.quality.agents.find((entry) => entry.agent === "chat")).toEqual({ agent: "chat", succeeded: 0, failed: 0, success_rate: null });
    expect(found.quality.failure_reasons).toEqual([
      {
        agent: "blog",
        kind: "blog",
        reason: SITE_DOWN,
        count: 2,
        last_run_id: ids.secondFailure,
        last_at: new Date(instant(dayAfter, "09:30:00")).toISOString(),
      },
      expect.objectContaining({ agent: "blog", reason: REFUSED, count: 1 }),
      expect.objectContaining({ agent: "optimizer", kind: "blog_optimization", reason: POST_GONE, count: 1 }),
      expect.objectContaining({ agent: "blog", reason: LOGIN_REFUSED, count: 1, last_at: new Date(instant(parisRangeEve, "23:05:00")).toISOString() }),
    ]);
    const utc = await view(7, "UTC");
    expect(utc.quality.failure_reasons.map((reason) => reason.reason)).not.toContain(LOGIN_REFUSED);
    expect(utc.totals.runs_failed).toBe(4);
    expect(found.quality.seo).toEqual({ posts_scored: 2, average_seo: 60, average_readability: 70 });
    expect(found.quality.optimizations).toEqual({ count: 1, average_before: 40, average_after: 75 });
  });

  it("groups the questions the chat could not answer by what they ask, in their latest wording", async () => {
    const found = await view(7, "UTC");
    expect(found.unanswered_questions).toEqual([
      {
        question: "shipping to canada ?",
        count: 2,
        last_asked: new Date(instant(baseDay, "23:10:00")).toISOString(),
        agent_id: agent.agentId,
        on_topic: true,
      },
    ]);
    const { data: gaps } = await GapEntity.query.byDomain({ userId: owner.userId, domainId: owner.domainId }).go({ pages: "all" });
    expect(gaps.map((gap) => gap.question).sort()).toEqual(["Do you ship to Canada?", "shipping to canada ?"]);
  });

  it("answers today's counts in the owner's day", async () => {
    const today = (tz: string, now: number) =>
      withActor({ type: "user", properties: { userId: owner.userId } }, () => Analytics.today({ tz }, owner.domainId, now));
    const lateEvening = instant(baseDay, "23:30:00");
    expect(await today("UTC", lateEvening)).toEqual({ posts: 2, drafts: 1, videos: 1, reels: 0, chat_answers: 3, audits: 0 });
    // 23:30Z is already the next day in Paris, and that day's Reel went out at 10:00 there.
    expect(await today("Europe/Paris", lateEvening)).toEqual({ posts: 1, drafts: 0, videos: 0, reels: 1, chat_answers: 1, audits: 1 });
    expect(await today("Asia/Kolkata", NOW)).toEqual({ posts: 1, drafts: 1, videos: 1, reels: 1, chat_answers: 3, audits: 1 });
  });

  it("answers 404 for another owner's domain", async () => {
    await expect(view(7, "UTC", stranger)).rejects.toMatchObject({ kind: "not_found" });
    await expect(withActor({ type: "user", properties: { userId: stranger.userId } }, () => Analytics.today({}, owner.domainId, NOW))).rejects.toMatchObject({
      kind: "not_found",
    });
  });

  it("removes the domain's daily counters and unanswered questions with the domain, and keeps the account's", async () => {
    await withActor({ type: "user", properties: { userId: owner.userId } }, () => removeDomain(owner.domainId));
    const daily = await DailyEntity.query.byDay({ userId: owner.userId, scope: owner.domainId }).go({ pages: "all" });
    expect(daily.data).toEqual([]);
    const gaps = await GapEntity.query.byDomain({ userId: owner.userId, domainId: owner.domainId }).go({ pages: "all" });
    expect(gaps.data).toEqual([]);
    const account = await DailyEntity.query.byDay({ userId: owner.userId, scope: "account" }).go({ pages: "all" });
    expect(account.data.length).toBeGreaterThan(0);
    expect((await RunEntity.query.byDomain({ userId: owner.userId, domainId: owner.domainId }).go()).data).toEqual([]);
    await expect(view(7, "UTC")).rejects.toMatchObject({ kind: "not_found" });
  });
});

describe("analytics under concurrency", () => {
  let owner: Owner;

  beforeAll(async () => {
    const user = await registeredUser();
    owner = { ...user, domainId: (await addDomain(user.token, `busy-${user.userId.slice(-8)}.example.com`)).id };
    vi.spyOn(Queue, "send").mockImplementation((_queueUrl, body) => {
      sent.push(body as { userId: string; runId: string });
      return Promise.resolve();
    });
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  it("counts 20 runs ending and 20 visitors answered at the same moment on one domain exactly once each", async () => {
    await Credit.grant({ userId: owner.userId, ledgerId: `led_${randomUUID()}`, credits: 1_000 });
    const { start } = runsFor(owner);
    const messages = await Promise.all(Array.from({ length: 20 }, (_, index) => start("blog", 5 + (index % 3), { keyword: `topic ${index}` })));
    const executor: Job.Executor = async ({ run }) => {
      await BlogContent.record({
        runId: run.runId,
        userId: run.userId,
        agentId: run.agentId,
        domainId: run.domainId,
        title: "A post",
        scheduleName: "Daily",
        status: "publish",
        seoScore: 50,
      });
      return { output: {} };
    };
    const agent = (await ChatAgentEntity.create(chatAgent(owner)).go()).data;
    await Promise.all([
      ...messages.flatMap((message) => [Job.handle(message, { blog: executor }), Job.handle(message, { blog: executor })]),
      ...Array.from({ length: 20 }, (_, index) =>
        ChatMeter.answer({ agent, channel: "widget", session: `visitor-${index}`, question: "When do you open?" }, reply(index % 4 !== 0)),
      ),
    ]);

    const now = Date.now();
    const found = await withActor({ type: "user", properties: { userId: owner.userId } }, () =>
      Analytics.view({ days: "7", tz: "Europe/Paris" }, owner.domainId, now),
    );
    const evidence = await loadEvidence(owner.userId, owner.domainId);
    const { unanswered_questions: questions, ...figures } = found;
    expect(figures).toEqual(reckon(evidence, { days: 7, timeZone: "Europe/Paris", now, unanswered: (text) => text === UNSURE }));
    expect(found.totals).toMatchObject({ posts: 20, runs_succeeded: 20, chat_answers: 20, chat_conversations: 20, chat_unanswered: 5 });
    expect(found.totals.credits_by_agent.blog).toBe(evidence.runs.reduce((total, run) => total + run.creditsCaptured, 0));
    expect(questions).toEqual([expect.objectContaining({ question: "When do you open?", count: 5 })]);
  }, 120_000);
});
