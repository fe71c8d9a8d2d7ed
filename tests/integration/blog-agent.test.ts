import { describe, expect, it } from "vitest";
import { withActor } from "../../packages/core/src/actor";
import { BlogAgents, BlogContent } from "../../packages/core/src/blog";
import { Credit } from "../../packages/core/src/credit";
import { MAX_AGENTS_PER_DOMAIN } from "../../packages/core/src/blog/counters";
import { nextRunAt } from "../../packages/core/src/blog/schedule";
import { SAMPLE_TEXT_NOTE } from "../../packages/core/src/reference/schema";
import { createId } from "../../packages/core/src/util/id";
import { call } from "../support/api";
import { addDomain } from "../support/domains";
import { holdRunMessages } from "../support/runs";
import { registeredUser } from "../support/users";

const YEAR_MS = 366 * 86_400_000;

/** A complete Add Blog Agent form for `userDomainId`. */
const form = (userDomainId: string, overrides: Record<string, unknown> = {}) => ({
  userDomainId,
  name: "Balcony Garden Weekly",
  keywords: ["balcony herbs", "small pots"],
  categories: [3, 5],
  category_names: ["Plants", "How-to"],
  author: 1,
  author_name: "Ada",
  language_id: "en-US",
  frequency_id: "weekly",
  time: "09:30",
  timezone: "Europe/Berlin",
  blog_writing_style_id: "conversational",
  status: "publish",
  titles: Array.from({ length: 12 }, (_, index) => ({ id: index + 1, title: `Existing post ${index + 1}` })),
  ...overrides,
});

async function owner() {
  const user = await registeredUser();
  const domain = await addDomain(user.token, `garden-${user.userId.slice(-8)}.example.com`);
  return { ...user, domainId: domain.id };
}

async function addAgent(token: string, domainId: string, overrides: Record<string, unknown> = {}) {
  const reply = await call("POST", "/blog-agent", { token, body: form(domainId, overrides) });
  if (reply.status !== 201) throw new Error(`POST /blog-agent answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.data as Record<string, any>;
}

const blogServices = async (token: string, domainId: string) => (await call("GET", `/services-count/${domainId}`, { token })).body.data[0].total;

/** Which of `ids` the due index holds, looking far enough ahead to reach every schedule. */
async function dueAmong(ids: string[]) {
  const due = await BlogAgents.due(Date.now() + YEAR_MS, { limit: 10_000 });
  return due.map((agent) => agent.agentId).filter((id) => ids.includes(id));
}

describe("blog agents", () => {
  it("adds an agent scheduled from now, in the spec's field names, and counts it as a service", async () => {
    const { token, domainId } = await owner();
    const before = Date.now();
    const agent = await addAgent(token, domainId);
    expect(agent.id).toMatch(/^blog_[0-9a-z]{26}$/);
    expect(agent).toMatchObject({
      name: "Balcony Garden Weekly",
      keywords: ["balcony herbs", "small pots"],
      categories: [3, 5],
      category_names: ["Plants", "How-to"],
      author: 1,
      author_name: "Ada",
      frequency_id: "weekly",
      frequency_description: "Weekly",
      time: "09:30",
      timezone: "Europe/Berlin",
      language_id: "en-US",
      language_code: "en-US",
      blog_writing_style_id: "conversational",
      status: "publish",
      userDomainId: domainId,
      paused: false,
      list_status: "active",
      run_cost: 10,
    });
    expect(agent.titles).toEqual(Array.from({ length: 10 }, (_, index) => `Existing post ${index + 1}`));
    const expected = nextRunAt({ frequency: "weekly", time: "09:30", timezone: "Europe/Berlin", after: before, anchor: before });
    expect(Math.abs(Date.parse(agent.next_run_at) - expected)).toBeLessThan(86_400_000);
    expect(Date.parse(agent.next_run_at)).toBeGreaterThan(before);

    const read = await call("GET", `/blog-agent/${agent.id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(agent);

    const list = await call("GET", `/blog-agent?domainId=${domainId}`, { token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((row: { id: string }) => row.id)).toEqual([agent.id]);
    expect(list.body.data[0].content_count).toBe(0);
    expect(list.body.pagination).toMatchObject({ currentPage: 1, limit: 10, total: 1, totalPages: 1 });
    expect(await blogServices(token, domainId)).toBe(1);
  });

  it("refuses an incomplete form with a message naming each field, and writes nothing", async () => {
    const { token, domainId } = await owner();
    const empty = await call("POST", "/blog-agent", { token, body: { userDomainId: domainId } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Campaign Name is required");
    expect(empty.body.fields).toEqual({
      name: "Campaign Name is required",
      keywords: "Keywords are required",
      categories: "At least 1 category is required",
      author: "Author is required",
      language_id: "Language is required",
      frequency_id: "Publication Frequency is required",
      time: "Publication Time is required",
      timezone: "Timezone is required",
      blog_writing_style_id: "Writing Style is required",
    });

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ keywords: ["herbs", "  Herbs "] }, "keywords", "Duplicate keyword: Herbs"],
      [{ keywords: ["  ", ""] }, "keywords", "Keywords are required"],
      [{ categories: [] }, "categories", "At least 1 category is required"],
      [{ time: "9:30" }, "time", "Publication Time must be a 24-hour time like 09:30"],
      [{ time: "24:00" }, "time", "Publication Time must be a 24-hour time like 09:30"],
      [{ timezone: "Mars/Olympus_Mons" }, "timezone", "Timezone must be a valid IANA time zone, like Europe/Berlin"],
      [{ frequency_id: "hourly" }, "frequency_id", "Publication Frequency must be one of: daily, every-2-days, twice-a-week, weekly, every-2-weeks, monthly"],
      [{ language_id: "xx-XX" }, "language_id", "Language must be one of the supported languages"],
      [{ status: "scheduled" }, "status", "Status must be draft or publish"],
      [{ blog_writing_style_id: 0 }, "blog_writing_style_id", "Writing Style is required"],
      [{ blog_writing_style_id: "ws_someone_elses" }, "blog_writing_style_id", "Writing Style is not one of your writing styles"],
    ];
    for (const [overrides, field, message] of cases) {
      const reply = await call("POST", "/blog-agent", { token, body: form(domainId, overrides) });
      expect(reply.status, JSON.stringify(overrides)).toBe(400);
      expect(reply.body.fields[field]).toBe(message);
    }
    expect((await call("GET", `/blog-agent?domainId=${domainId}`, { token })).body.pagination.total).toBe(0);
    expect(await blogServices(token, domainId)).toBe(0);
  });

  it("starts a new agent without a status as a draft while the offline writer writes; with a model, the status must be chosen", async () => {
    const { token, domainId } = await owner();
    const writer = await call("GET", "/reference/writer", { token });
    expect(writer.body.data).toMatchObject({ provider: "offline", writer: "offline", note: SAMPLE_TEXT_NOTE });
    const agent = await addAgent(token, domainId, { status: undefined });
    expect(agent).toMatchObject({ status: "draft", list_status: "draft" });
    expect((await addAgent(token, domainId, { name: "Chosen", status: "publish" })).status).toBe("publish");

    const saved = { provider: process.env.AI_PROVIDER, model: process.env.AI_MODEL };
    Object.assign(process.env, { AI_PROVIDER: "bedrock", AI_MODEL: "amazon.nova-lite-v1:0" });
    try {
      expect((await call("GET", "/reference/writer", { token })).body.data).toMatchObject({ provider: "bedrock", writer: "amazon.nova-lite-v1:0" });
      const unchosen = await call("POST", "/blog-agent", { token, body: form(domainId, { name: "Unchosen", status: undefined }) });
      expect(unchosen.status).toBe(400);
      expect(unchosen.body.fields).toEqual({ status: "Status is required" });
    } finally {
      for (const [name, value] of [
        ["AI_PROVIDER", saved.provider],
        ["AI_MODEL", saved.model],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it("trims keywords and ignores duplicate categories, keeping each one's name", async () => {
    const { token, domainId } = await owner();
    const agent = await addAgent(token, domainId, {
      keywords: ["  basil ", "mint", ""],
      categories: [7, "7", 9, 7],
      category_names: ["Herbs", "Herbs", "Tools", "Herbs"],
    });
    expect(agent.keywords).toEqual(["basil", "mint"]);
    expect(agent.categories).toEqual([7, 9]);
    expect(agent.category_names).toEqual(["Herbs", "Tools"]);
  });

  it("lists newest first with search on the name and the active, draft and paused filters", async () => {
    const { token, domainId } = await owner();
    const active = await addAgent(token, domainId, { name: "Herb Garden Daily", status: "publish" });
    const draft = await addAgent(token, domainId, { name: "Tomato Drafts", status: "draft" });
    const paused = await addAgent(token, domainId, { name: "Paused herbs", status: "publish" });
    expect((await call("POST", `/blog-agent/${paused.id}/pause`, { token })).body.data.list_status).toBe("paused");

    const ids = async (query: string) => {
      const reply = await call("GET", `/blog-agent?domainId=${domainId}${query}`, { token });
      expect(reply.status).toBe(200);
      return { ids: reply.body.data.map((row: { id: string }) => row.id), total: reply.body.pagination.total };
    };
    expect(await ids("")).toEqual({ ids: [paused.id, draft.id, active.id], total: 3 });
    expect(await ids("&status=all")).toEqual({ ids: [paused.id, draft.id, active.id], total: 3 });
    expect(await ids("&status=active")).toEqual({ ids: [active.id], total: 1 });
    expect(await ids("&status=draft")).toEqual({ ids: [draft.id], total: 1 });
    expect(await ids("&status=paused")).toEqual({ ids: [paused.id], total: 1 });
    expect(await ids("&search=HERB")).toEqual({ ids: [paused.id, active.id], total: 2 });
    expect(await ids("&search=herb&status=active")).toEqual({ ids: [active.id], total: 1 });
    expect(await ids("&search=nothing")).toEqual({ ids: [], total: 0 });
    expect(await ids("&limit=2&page=2")).toEqual({ ids: [active.id], total: 3 });

    const bad = await call("GET", `/blog-agent?domainId=${domainId}&status=sleeping`, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.status).toBe("status must be all, active, draft or paused");
  });

  it("saves changes, moves the next run when the schedule changes, and keeps a paused agent paused", async () => {
    const { token, domainId } = await owner();
    const agent = await addAgent(token, domainId, { frequency_id: "daily", time: "09:30", timezone: "Europe/Berlin" });

    const renamed = await call("PUT", `/blog-agent/${agent.id}`, {
      token,
      body: form(domainId, { name: "Renamed", frequency_id: "daily", time: "09:30", timezone: "Europe/Berlin" }),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe("Renamed");
    expect(renamed.body.data.next_run_at).toBe(agent.next_run_at);

    const moved = await call("PUT", `/blog-agent/${agent.id}`, {
      token,
      body: form(domainId, { name: "Renamed", frequency_id: "daily", time: "21:15", timezone: "Asia/Tokyo" }),
    });
    expect(moved.status).toBe(200);
    const wall = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Tokyo", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    expect(wall.format(Date.parse(moved.body.data.next_run_at))).toBe("21:15");

    const invalid = await call("PUT", `/blog-agent/${agent.id}`, { token, body: form(domainId, { categories: [] }) });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields.categories).toBe("At least 1 category is required");

    await call("POST", `/blog-agent/${agent.id}/pause`, { token });
    const whilePaused = await call("PUT", `/blog-agent/${agent.id}`, { token, body: form(domainId, { frequency_id: "monthly", status: "draft" }) });
    expect(whilePaused.body.data).toMatchObject({ paused: true, list_status: "paused", next_run_at: null, frequency_id: "monthly", status: "draft" });
    expect(await dueAmong([agent.id])).toEqual([]);
  });

  it("keeps only scheduled agents in the due index: pause takes an agent out, resume puts it back on a new slot", async () => {
    const { token, domainId } = await owner();
    const first = await addAgent(token, domainId, { frequency_id: "daily" });
    const second = await addAgent(token, domainId, { frequency_id: "every-2-weeks", status: "draft" });
    expect((await dueAmong([first.id, second.id])).sort()).toEqual([first.id, second.id].sort());

    const paused = await call("POST", `/blog-agent/${first.id}/pause`, { token });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ paused: true, list_status: "paused", next_run_at: null });
    expect((await call("POST", `/blog-agent/${first.id}/pause`, { token })).body.data.paused).toBe(true);
    expect(await dueAmong([first.id, second.id])).toEqual([second.id]);

    const resumedAt = Date.now();
    const resumed = await call("POST", `/blog-agent/${first.id}/resume`, { token });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toMatchObject({ paused: false, list_status: "active" });
    expect(Date.parse(resumed.body.data.next_run_at)).toBeGreaterThan(resumedAt);
    expect((await dueAmong([first.id, second.id])).sort()).toEqual([first.id, second.id].sort());
  });

  it("reads only the agents that are due, and a slot is claimed once", async () => {
    const { token, domainId, userId } = await owner();
    const agent = await addAgent(token, domainId, { frequency_id: "daily" });
    const slot = Date.parse(agent.next_run_at);

    const meter = { itemsRead: 0 };
    const due = await BlogAgents.due(slot, { limit: 10_000, meter });
    expect(due.map((item) => item.agentId)).toContain(agent.id);
    expect(meter.itemsRead).toBe(due.length);
    expect((await BlogAgents.due(slot - 1, { limit: 10_000 })).map((item) => item.agentId)).not.toContain(agent.id);

    const found = (await BlogAgents.find(userId, agent.id))!;
    const claims = await Promise.all(Array.from({ length: 4 }, () => BlogAgents.claim(found, slot, createId("run"), slot)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const after = (await BlogAgents.find(userId, agent.id))!;
    expect(after.nextRunAt - slot).toBe(86_400_000);
    expect(after.lastRunAt).toBe(slot);

    expect(await BlogAgents.nextKeyword(userId, agent.id)).toBe("balcony herbs");
    expect(await BlogAgents.nextKeyword(userId, agent.id)).toBe("small pots");
    expect(await BlogAgents.nextKeyword(userId, agent.id)).toBe("balcony herbs");
  });

  it("deletes an agent, stops its schedule and gives back its service count", async () => {
    const { token, domainId } = await owner();
    const agent = await addAgent(token, domainId);
    const kept = await addAgent(token, domainId, { name: "Kept" });
    expect(await blogServices(token, domainId)).toBe(2);

    const removed = await call("DELETE", `/blog-agent/${agent.id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: agent.id });
    expect(await blogServices(token, domainId)).toBe(1);
    expect((await call("GET", `/blog-agent/${agent.id}`, { token })).status).toBe(404);
    expect((await call("DELETE", `/blog-agent/${agent.id}`, { token })).status).toBe(404);
    expect(await dueAmong([agent.id, kept.id])).toEqual([kept.id]);
    const list = await call("GET", `/blog-agent?domainId=${domainId}`, { token });
    expect(list.body.data.map((row: { id: string }) => row.id)).toEqual([kept.id]);
    expect(list.body.pagination.total).toBe(1);
  });

  it("goes with its domain: removing the domain removes its agents and post records, not the other domain's", async () => {
    const { token, domainId, userId } = await owner();
    const other = await addDomain(token, `other-${userId.slice(-8)}.example.com`);
    const gone = await addAgent(token, domainId);
    const kept = await addAgent(token, other.id);
    const record = await withActor({ type: "system", properties: {} }, () =>
      BlogContent.record({ runId: createId("run"), userId, domainId, agentId: gone.id, title: "A post", scheduleName: gone.name, status: "publish" }),
    );

    expect((await call("DELETE", `/domain/${domainId}`, { token })).status).toBe(200);
    expect((await call("GET", `/blog-agent/${gone.id}`, { token })).status).toBe(404);
    expect(await BlogContent.find(userId, record.id)).toBeNull();
    expect((await call("GET", `/blog-agent/${kept.id}`, { token })).status).toBe(200);
    expect(await dueAmong([gone.id, kept.id])).toEqual([kept.id]);
  });

  it(`holds a domain to ${MAX_AGENTS_PER_DOMAIN} agents, even when they are added at once`, async () => {
    const { token, domainId } = await owner();
    const burst = await Promise.all(
      Array.from({ length: MAX_AGENTS_PER_DOMAIN + 4 }, (_, index) => call("POST", "/blog-agent", { token, body: form(domainId, { name: `Agent ${index}` }) })),
    );
    const added = burst.filter((reply) => reply.status === 201).length;
    expect(added).toBeLessThanOrEqual(MAX_AGENTS_PER_DOMAIN);
    for (const reply of burst.filter((item) => item.status !== 201)) expect([409, 503]).toContain(reply.status);
    // Whatever the burst left, adding goes on exactly up to the limit.
    for (let index = added; index < MAX_AGENTS_PER_DOMAIN; index++) await addAgent(token, domainId, { name: `Later ${index}` });
    const over = await call("POST", "/blog-agent", { token, body: form(domainId) });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(`A domain can have at most ${MAX_AGENTS_PER_DOMAIN} blog agents.`);
    expect(await blogServices(token, domainId)).toBe(MAX_AGENTS_PER_DOMAIN);
    expect((await call("GET", `/blog-agent?domainId=${domainId}&limit=50`, { token })).body.data).toHaveLength(MAX_AGENTS_PER_DOMAIN);
  });

  it("runs at once on request, paid from the balance: 402 when it is short, 202 with the run when it is not", async () => {
    const { token, domainId, userId } = await owner();
    const agent = await addAgent(token, domainId);
    const short = await call("POST", `/blog-agent/${agent.id}/run`, { token });
    expect(short.status).toBe(402);

    await Credit.grant({ userId, ledgerId: `led_${agent.id}`, credits: agent.run_cost });
    const started = await call("POST", `/blog-agent/${agent.id}/run`, { token });
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ kind: "blog", credits_estimated: agent.run_cost });
    expect(started.body.data.id).toMatch(/^run_/);
  });

  it("answers 404 for another user's agent and domain, and changes nothing", async () => {
    const alice = await owner();
    const bob = await owner();
    const agent = await addAgent(alice.token, alice.domainId);

    const attempts: Array<[string, string, unknown?]> = [
      ["GET", `/blog-agent/${agent.id}`],
      ["PUT", `/blog-agent/${agent.id}`, form(bob.domainId, { name: "Taken" })],
      ["DELETE", `/blog-agent/${agent.id}`],
      ["POST", `/blog-agent/${agent.id}/pause`],
      ["POST", `/blog-agent/${agent.id}/resume`],
      ["POST", `/blog-agent/${agent.id}/run`],
      ["GET", `/blog-content/${agent.id}`],
      ["GET", "/blog-agent/blog_not-an-id"],
    ];
    for (const [method, path, body] of attempts) {
      const reply = await call(method, path, { token: bob.token, body });
      expect(reply.status, `${method} ${path}`).toBe(404);
      expect(reply.body.message, `${method} ${path}`).toBe("Blog agent not found");
    }
    expect((await call("GET", `/blog-agent?domainId=${alice.domainId}`, { token: bob.token })).status).toBe(404);
    expect((await call("POST", "/blog-agent", { token: bob.token, body: form(alice.domainId) })).status).toBe(404);
    expect((await call("GET", `/blog-agent/${agent.id}`, { token: alice.token })).body.data).toEqual(agent);
    expect(await blogServices(alice.token, alice.domainId)).toBe(1);
    expect((await call("GET", "/blog-agent?domainId=x")).status).toBe(401);
  });
});

describe("an agent's posts", () => {
  const post = (userId: string, domainId: string, agentId: string, title: string, status: "publish" | "draft" = "publish") => ({
    runId: createId("run"),
    userId,
    domainId,
    agentId,
    title,
    scheduleName: "Balcony Garden Weekly",
    author: "Ada",
    status,
    postId: 40,
    postUrl: "https://garden.example.com/?p=40",
    focusKeyphrase: "balcony herbs",
    metaDescription: "How to grow herbs on a balcony.",
    seoScore: 82,
    readabilityScore: 74,
    generatedAt: Date.now(),
  });

  it("records one post per run however often the run records it, with the domain's and the agent's counters", async () => {
    const { token, domainId, userId } = await owner();
    const agent = await addAgent(token, domainId);
    const input = post(userId, domainId, agent.id, "Growing basil on a balcony");
    const system = { type: "system", properties: {} } as const;
    const records = await withActor(system, () => Promise.all([BlogContent.record(input), BlogContent.record(input), BlogContent.record(input)]));
    expect(new Set(records.map((record) => record.id)).size).toBe(1);
    expect(records[0]).toMatchObject({
      title: "Growing basil on a balcony",
      schedule_name: "Balcony Garden Weekly",
      author: "Ada",
      status: "publish",
      post_id: 40,
      post_url: "https://garden.example.com/?p=40",
      focus_keyphrase: "balcony herbs",
      seo_score: 82,
      readability_score: 74,
      run_id: input.runId,
    });

    const list = await call("GET", `/blog-content/${agent.id}`, { token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.pagination.total).toBe(1);
    expect((await call("GET", `/blog-contents-count/${domainId}`, { token })).body.data).toBe(1);
    const rows = await call("GET", `/blog-agent?domainId=${domainId}`, { token });
    expect(rows.body.data[0].content_count).toBe(1);
  });

  it("lists an agent's posts newest first with search on the title and a status filter", async () => {
    const { token, domainId, userId } = await owner();
    const agent = await addAgent(token, domainId);
    const other = await addAgent(token, domainId, { name: "Other" });
    const system = { type: "system", properties: {} } as const;
    const basil = await withActor(system, () => BlogContent.record(post(userId, domainId, agent.id, "Basil on a balcony")));
    const mint = await withActor(system, () => BlogContent.record(post(userId, domainId, agent.id, "Mint in small pots", "draft")));
    await withActor(system, () => BlogContent.record(post(userId, domainId, other.id, "Basil elsewhere")));

    const ids = async (id: string, query = "") => {
      const reply = await call("GET", `/blog-content/${id}${query}`, { token });
      expect(reply.status).toBe(200);
      return { ids: reply.body.data.map((row: { id: string }) => row.id), total: reply.body.pagination.total };
    };
    expect(await ids(agent.id)).toEqual({ ids: [mint.id, basil.id], total: 2 });
    expect(await ids(agent.id, "?search=BASIL")).toEqual({ ids: [basil.id], total: 1 });
    expect(await ids(agent.id, "?status=draft")).toEqual({ ids: [mint.id], total: 1 });
    expect(await ids(agent.id, "?status=publish&search=mint")).toEqual({ ids: [], total: 0 });
    expect(await ids(agent.id, "?limit=1&page=2")).toEqual({ ids: [basil.id], total: 2 });

    const approved = await withActor({ type: "user", properties: { userId } }, () =>
      BlogContent.setStatus(mint.id, "publish", "https://garden.example.com/mint"),
    );
    expect(approved).toMatchObject({ status: "publish", post_url: "https://garden.example.com/mint" });
    expect(await ids(agent.id, "?status=draft")).toEqual({ ids: [], total: 0 });

    expect((await call("GET", `/blog-contents-count/${domainId}`, { token })).body.data).toBe(3);
    expect((await call("GET", `/blog-contents-count/${domainId}?search=BASIL`, { token })).body.data).toBe(2);
    expect((await call("GET", `/blog-contents-count/${domainId}?search=tomato`, { token })).body.data).toBe(0);

    // Deleting the agent leaves its posts on the site and in the domain's total.
    await call("DELETE", `/blog-agent/${agent.id}`, { token });
    expect((await call("GET", `/blog-content/${agent.id}`, { token })).status).toBe(404);
    expect((await call("GET", `/blog-contents-count/${domainId}`, { token })).body.data).toBe(3);
  });
});

describe("an agent's keyphrases", () => {
  /** Starts a run of the agent now and answers the keyphrase it was given; the run stays queued. */
  async function runNow(token: string, agentId: string, topic?: string) {
    const started = await call("POST", `/blog-agent/${agentId}/run`, { token, body: topic ? { topic } : undefined });
    expect(started.status).toBe(202);
    return (await call("GET", `/runs/${started.body.data.id}`, { token })).body.data.input.keyword as string;
  }

  async function coffeeAgent(overrides: Record<string, unknown> = {}) {
    holdRunMessages();
    const site = await owner();
    const agent = await addAgent(site.token, site.domainId, { keywords: ["home espresso", "coffee grinder"], ...overrides });
    await Credit.grant({ userId: site.userId, ledgerId: `led_${agent.id}`, credits: agent.run_cost * 10 });
    return { ...site, agent };
  }

  it("never gives two runs of a day one keyphrase while another is free; the third takes the least recently used, and a topic given wins", async () => {
    const { token, agent } = await coffeeAgent();
    const first = await runNow(token, agent.id);
    const second = await runNow(token, agent.id);
    expect([first, second].sort()).toEqual(["coffee grinder", "home espresso"]);
    expect(await runNow(token, agent.id)).toBe(first);
    expect(await runNow(token, agent.id, "milk frothing")).toBe("milk frothing");
    expect(await runNow(token, agent.id)).toBe(second);
  });

  it("passes over a keyword a run was just given by hand, and turns to the site's other topics once the agent's are used", async () => {
    const { token, domainId, agent } = await coffeeAgent();
    expect(await runNow(token, agent.id, "home espresso")).toBe("home espresso");
    expect(await runNow(token, agent.id)).toBe("coffee grinder");
    await addAgent(token, domainId, { name: "Milk", keywords: ["milk frothing"] });
    expect(await runNow(token, agent.id)).toBe("milk frothing");
    expect(await runNow(token, agent.id)).toBe("home espresso");
  });
});
