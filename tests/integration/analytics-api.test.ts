import { beforeAll, describe, expect, it } from "vitest";
import { BlogContent } from "../../packages/core/src/blog";
import { Credit } from "../../packages/core/src/credit";
import { RunEntity } from "../../packages/core/src/job/run.entity";
import { createId } from "../../packages/core/src/util/id";
import { dateIn, datesEnding } from "../support/analytics";
import { call } from "../support/api";
import { blogAgentForm } from "../support/blog";
import { addDomain } from "../support/domains";
import { registeredUser } from "../support/users";

const DAYS_MESSAGE = "days must be 7, 30 or 90";
const TZ_MESSAGE = "tz must be a time zone such as Europe/Paris";

async function owner() {
  const user = await registeredUser();
  const domain = await addDomain(user.token, `stats-${user.userId.slice(-8)}.example.com`);
  return { ...user, domainId: domain.id };
}

/** The dates a range must show, read before and after the request so a midnight in between cannot fail it. */
async function expectDatesOf(days: number, tz: string, request: () => Promise<{ days: Array<{ date: string }>; range: Record<string, unknown> }>) {
  const before = datesEnding(days, tz, Date.now());
  const answered = await request();
  const after = datesEnding(days, tz, Date.now());
  const dates = answered.days.map((day) => day.date);
  expect([before, after]).toContainEqual(dates);
  expect(answered.range).toEqual({ days, from: dates[0], to: dates.at(-1), timezone: tz });
}

describe("GET /api/analytics/{domainId}", () => {
  let alice: Awaited<ReturnType<typeof owner>>;

  beforeAll(async () => {
    alice = await owner();
  });

  const get = (query: string, token = alice.token, domainId = alice.domainId) => call("GET", `/analytics/${domainId}${query}`, { token });

  it("answers 7, 30 and 90 of the owner's days ending today in their time zone, oldest first", async () => {
    for (const days of [7, 30, 90]) {
      for (const tz of ["UTC", "Europe/Paris", "Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
        await expectDatesOf(days, tz, async () => {
          const reply = await get(`?days=${days}&tz=${encodeURIComponent(tz)}`);
          expect(reply.status).toBe(200);
          expect(reply.body.data.days).toHaveLength(days);
          return reply.body.data;
        });
      }
    }
  });

  it("takes 30 days in UTC when the query names neither", async () => {
    await expectDatesOf(30, "UTC", async () => (await get("")).body.data);
  });

  it("counts a post made now on today's date, and shows an empty range as zeros and nulls", async () => {
    const tz = "Asia/Kathmandu";
    const before = (await get(`?days=7&tz=${tz}`)).body.data;
    expect(before.totals).toMatchObject({
      posts: 0,
      credits_spent: 0,
      balance_start: 0,
      balance_end: 0,
      cost_per_post: null,
      cost_per_video: null,
      cost_per_100_answers: null,
    });
    expect(before.quality.seo).toEqual({ posts_scored: 0, average_seo: null, average_readability: null });
    expect(before.quality.agents.map((agent: { success_rate: null }) => agent.success_rate)).toEqual([null, null, null, null, null]);
    expect(before.unanswered_questions).toEqual([]);

    await BlogContent.record({
      runId: createId("run"),
      userId: alice.userId,
      agentId: "blog_api",
      domainId: alice.domainId,
      title: "Herbs in winter",
      scheduleName: "Weekly",
      status: "publish",
      seoScore: 64,
      readabilityScore: 71,
    });
    const today = dateIn(tz, Date.now());
    const after = (await get(`?days=7&tz=${tz}`)).body.data;
    expect(after.days.find((day: { date: string }) => day.date === today)).toMatchObject({ posts: 1, drafts: 0 });
    expect(after.totals.posts).toBe(1);
    expect(after.quality.seo).toEqual({ posts_scored: 1, average_seo: 64, average_readability: 71 });

    const todayReply = await call("GET", `/analytics/${alice.domainId}/today?tz=${tz}`, { token: alice.token });
    expect(todayReply.status).toBe(200);
    expect(todayReply.body).toEqual({ data: { posts: 1, drafts: 0, videos: 0, reels: 0, chat_answers: 0, audits: 0 } });
    expect((await call("GET", `/analytics/${alice.domainId}/today`, { token: alice.token })).body.data.posts).toBe(1);
  });

  it("refuses a range other than 7, 30 or 90 days and a time zone that is not one, with the field named", async () => {
    for (const days of ["5", "abc", "0", "-7", "7.5", ""]) {
      const reply = await get(`?days=${days}`);
      expect(reply.status, days).toBe(400);
      expect(reply.body, days).toMatchObject({ code: expect.any(String), message: DAYS_MESSAGE, fields: { days: DAYS_MESSAGE } });
    }
    for (const tz of ["Not/AZone", "+02:00", "x".repeat(65)]) {
      const reply = await get(`?days=7&tz=${encodeURIComponent(tz)}`);
      expect(reply.status, tz).toBe(400);
      expect(reply.body, tz).toMatchObject({ message: TZ_MESSAGE, fields: { tz: TZ_MESSAGE } });
    }
    const today = await call("GET", `/analytics/${alice.domainId}/today?tz=Not%2FAZone`, { token: alice.token });
    expect(today.status).toBe(400);
    expect(today.body).toMatchObject({ message: TZ_MESSAGE, fields: { tz: TZ_MESSAGE } });
  });

  it("answers 404 for another user's domain and for no domain, and 401 when signed out", async () => {
    const bob = await owner();
    for (const path of [`/analytics/${alice.domainId}?days=7`, `/analytics/${alice.domainId}/today`, "/analytics/dom_missing?days=7"]) {
      const reply = await call("GET", path, { token: bob.token });
      expect(reply.status, path).toBe(404);
    }
    expect((await call("GET", `/analytics/${bob.domainId}?days=7`, { token: bob.token })).status).toBe(200);
    for (const path of [`/analytics/${alice.domainId}?days=7`, `/analytics/${alice.domainId}/today`]) {
      expect((await call("GET", path)).status, path).toBe(401);
    }
  });
});

describe("POST /api/blog-agent/{id}/run with a topic", () => {
  it("writes the post about the topic given, and refuses one longer than a keyword may be", async () => {
    const { token, userId, domainId } = await owner();
    const created = await call("POST", "/blog-agent", { token, body: blogAgentForm(domainId, { name: "Questions answered" }) });
    expect(created.status).toBe(201);
    const agent = created.body.data;
    await Credit.grant({ userId, ledgerId: `led_${agent.id}`, credits: agent.run_cost * 3 });
    const keywordOf = async (runId: string) => ((await RunEntity.get({ userId, runId }).go({ consistent: true })).data!.input as { keyword: string }).keyword;

    const topic = "Do you ship to Canada?";
    const started = await call("POST", `/blog-agent/${agent.id}/run`, { token, body: { topic: `  ${topic} ` } });
    expect(started.status).toBe(202);
    expect(await keywordOf(started.body.data.id)).toBe(topic);

    const plain = await call("POST", `/blog-agent/${agent.id}/run`, { token });
    expect(plain.status).toBe(202);
    expect(await keywordOf(plain.body.data.id)).toBe("balcony herbs");

    const long = await call("POST", `/blog-agent/${agent.id}/run`, { token, body: { topic: "a".repeat(121) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^topic must be at most \d+ characters$/);
    expect(long.body.fields).toEqual({ topic: long.body.message });
    const empty = await call("POST", `/blog-agent/${agent.id}/run`, { token, body: { topic: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ topic: "topic must not be empty" });
    // As long as a keyword may be.
    const longest = await call("POST", `/blog-agent/${agent.id}/run`, { token, body: { topic: "a".repeat(100) } });
    expect(longest.status).toBe(202);
    expect(await keywordOf(longest.body.data.id)).toBe("a".repeat(100));
  });
});
