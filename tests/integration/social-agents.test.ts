import { describe, expect, it } from "vitest";
import { Counter } from "../../packages/core/src/db/counter";
import { Media } from "../../packages/core/src/media";
import { moveContent } from "../../packages/core/src/social/content-status";
import { SocialContentEntity, type SocialContentStatus } from "../../packages/core/src/social/content.entity";
import {
  MAX_SOCIAL_AGENTS_PER_DOMAIN,
  socialAgentBusyCounter,
  socialAgentContentsCounter,
  socialContentCounter,
  socialPosterKey,
  socialVideoKey,
} from "../../packages/core/src/social/counters";
import { createId } from "../../packages/core/src/util/id";
import { call } from "../support/api";
import { addDomain } from "../support/domains";
import { registeredUser } from "../support/users";

const VOICE = "espeak-en-us-f3";
const OTHER_VOICE = "espeak-en-gb-m1";

async function owner() {
  const user = await registeredUser();
  const domain = await addDomain(user.token, `www.social-${user.userId.slice(-8)}.example.com`);
  return { ...user, domainId: domain.id, domainName: domain.domain_name };
}

type Owner = Awaited<ReturnType<typeof owner>>;

async function addAgent(token: string, domainId: string, overrides: Record<string, unknown> = {}) {
  const reply = await call("POST", "/social-agent", { token, body: { name: "Garden clips", voice: VOICE, blog_id: domainId, ...overrides } });
  if (reply.status !== 201) throw new Error(`POST /social-agent answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.data as { bot_id: string; name: string };
}

const inFlight = (status: SocialContentStatus) => status === "generating" || status === "processing" || status === "uploading";

/**
 * A video of the agent in the state a run leaves it, written with the counts a generate keeps
 * (its files too, when it has a video): what removal must clean up.
 */
async function addContent(user: Owner, agentId: string, status: SocialContentStatus) {
  const contentId = createId("socialContent");
  const { userId, domainId } = user;
  const finished = status === "done" || status === "published";
  if (finished) {
    await Media.put(socialVideoKey(domainId, contentId), new Uint8Array([0, 0, 0, 24]), "video/mp4");
    await Media.put(socialPosterKey(domainId, contentId), new Uint8Array([255, 216, 255]), "image/jpeg");
  }
  await SocialContentEntity.create({
    userId,
    contentId,
    agentId,
    domainId,
    runId: createId("run"),
    postId: 7,
    postTitle: "Herbs on a balcony",
    searchTitle: "herbs on a balcony",
    status,
    language: "en-US",
    model: "veo3_fast",
    withSubtitle: false,
    ...(finished ? { videoKey: socialVideoKey(domainId, contentId), posterKey: socialPosterKey(domainId, contentId) } : {}),
  }).go();
  await Counter.add(userId, socialContentCounter(domainId), 1);
  await Counter.add(userId, socialAgentContentsCounter(domainId, agentId), 1);
  if (inFlight(status)) await Counter.add(userId, socialAgentBusyCounter(domainId, agentId), 1);
  return contentId;
}

const socialServices = async (token: string, domainId: string) => (await call("GET", `/services-count/${domainId}`, { token })).body.data[2].total;
const videoCount = async (token: string, domainId: string) => (await call("GET", `/social-media-contents-count/${domainId}`, { token })).body.data;

const ids = (rows: Array<{ bot_id: string }>) => rows.map((row) => row.bot_id);

describe("social media agents", () => {
  it("adds an active agent with its voice on the chosen blog and counts it as a service", async () => {
    const user = await owner();
    const reply = await call("POST", "/social-agent", { token: user.token, body: { name: "  Garden clips  ", voice: VOICE, blog_id: user.domainId } });
    expect(reply.status).toBe(201);
    const agent = reply.body.data;
    expect(agent).toEqual({
      bot_id: expect.stringMatching(/^soc_[0-9a-z]{26}$/),
      name: "Garden clips",
      voice: VOICE,
      voice_name: "Ava",
      gender: "female",
      blog_id: user.domainId,
      blog_name: user.domainName,
      count_content: 0,
      status: "active",
      list_status: "active",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const read = await call("GET", `/social-agent/${agent.bot_id}`, { token: user.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(agent);
    expect(await socialServices(user.token, user.domainId)).toBe(1);

    const paused = await addAgent(user.token, user.domainId, { status: "paused" });
    expect(paused).toMatchObject({ status: "paused", list_status: "paused" });
  });

  it("refuses a form without a name, voice or blog, a voice not on offer and another user's blog, and saves nothing", async () => {
    const user = await owner();
    const stranger = await owner();
    const refused = async (body: Record<string, unknown>, status: number, message: string, field?: string) => {
      const reply = await call("POST", "/social-agent", { token: user.token, body: { name: "Garden clips", voice: VOICE, blog_id: user.domainId, ...body } });
      expect(reply.status).toBe(status);
      expect(reply.body.message).toBe(message);
      if (field) expect(reply.body.fields[field]).toBe(message);
    };
    await refused({ name: "   " }, 400, "Name is required", "name");
    await refused({ name: undefined }, 400, "Name is required", "name");
    await refused({ name: "x".repeat(101) }, 400, "Name must be at most 100 characters", "name");
    await refused({ voice: undefined }, 400, "Voice is required", "voice");
    await refused({ voice: "polly-joanna" }, 400, "Choose one of the offered voices", "voice");
    await refused({ blog_id: undefined }, 400, "Blog is required", "blog_id");
    await refused({ status: "generating" }, 400, "Status must be active or paused", "status");
    await refused({ blog_id: stranger.domainId }, 404, "Onboard domain info not found...");
    const list = await call("GET", `/social-agent?domainId=${user.domainId}`, { token: user.token });
    expect(list.body.pagination.total).toBe(0);
    expect(await socialServices(user.token, user.domainId)).toBe(0);
  });

  it("lists a domain's agents newest first, searched, filtered by how the list shows them and paged", async () => {
    const user = await owner();
    const herbs = await addAgent(user.token, user.domainId, { name: "Herb Clips" });
    const pots = await addAgent(user.token, user.domainId, { name: "Pot Clips", status: "paused" });
    const soil = await addAgent(user.token, user.domainId, { name: "Soil Stories" });
    await addContent(user, soil.bot_id, "processing");
    await addContent(user, herbs.bot_id, "done");
    const list = async (query: string) => {
      const reply = await call("GET", `/social-agent?domainId=${user.domainId}${query}`, { token: user.token });
      expect(reply.status).toBe(200);
      return reply.body;
    };

    const all = await list("");
    expect(ids(all.data)).toEqual([soil.bot_id, pots.bot_id, herbs.bot_id]);
    expect(all.data.map((row: { list_status: string }) => row.list_status)).toEqual(["generating", "paused", "active"]);
    expect(all.data.map((row: { count_content: number }) => row.count_content)).toEqual([1, 0, 1]);
    expect(all.pagination).toMatchObject({ total: 3, currentPage: 1, limit: 10, totalPages: 1 });
    expect(ids((await list("&search=CLIPS")).data)).toEqual([pots.bot_id, herbs.bot_id]);
    expect((await list("&search=clips")).pagination.total).toBe(2);
    expect(ids((await list("&status=active")).data)).toEqual([herbs.bot_id]);
    expect(ids((await list("&status=generating")).data)).toEqual([soil.bot_id]);
    expect(ids((await list("&status=paused")).data)).toEqual([pots.bot_id]);
    expect(ids((await list("&status=all")).data)).toHaveLength(3);
    expect((await list("&search=clips&status=paused")).pagination.total).toBe(1);
    const second = await list("&page=2&limit=2");
    expect(ids(second.data)).toEqual([herbs.bot_id]);
    expect(second.pagination).toMatchObject({ total: 3, currentPage: 2, totalPages: 2, hasPrevPage: true, hasNextPage: false });

    const bad = await call("GET", `/social-agent?domainId=${user.domainId}&status=sleeping`, { token: user.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("status must be all, active, generating or paused");
    const stranger = await owner();
    expect((await call("GET", `/social-agent?domainId=${user.domainId}`, { token: stranger.token })).status).toBe(404);
  });

  it("edits the name, voice and status, and keeps what the form leaves out", async () => {
    const user = await owner();
    const agent = await addAgent(user.token, user.domainId);
    const edited = await call("PUT", `/social-agent/${agent.bot_id}`, {
      token: user.token,
      body: { name: "Renamed clips", voice: OTHER_VOICE, status: "paused", blog_id: "dom_ignored" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      bot_id: agent.bot_id,
      name: "Renamed clips",
      voice: OTHER_VOICE,
      voice_name: "Oliver",
      gender: "male",
      status: "paused",
      list_status: "paused",
      blog_id: user.domainId,
    });
    const resumed = await call("PUT", `/social-agent/${agent.bot_id}`, { token: user.token, body: { name: "Renamed clips", voice: OTHER_VOICE } });
    expect(resumed.body.data).toMatchObject({ status: "paused" });
    const refused = await call("PUT", `/social-agent/${agent.bot_id}`, { token: user.token, body: { name: "", voice: OTHER_VOICE } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Name is required");
    expect((await call("GET", `/social-agent?domainId=${user.domainId}&search=renamed`, { token: user.token })).body.data).toHaveLength(1);
  });

  it("answers another user's agent as not found, whatever the call", async () => {
    const user = await owner();
    const stranger = await owner();
    const agent = await addAgent(user.token, user.domainId);
    const token = stranger.token;
    const answers = [
      await call("GET", `/social-agent/${agent.bot_id}`, { token }),
      await call("PUT", `/social-agent/${agent.bot_id}`, { token, body: { name: "Mine now", voice: VOICE } }),
      await call("DELETE", `/social-agent/${agent.bot_id}`, { token }),
      await call("GET", `/social-agent/soc_not-an-id`, { token: user.token }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: "not_found", message: "Social agent not found" });
    }
    expect((await call("GET", `/social-agent/${agent.bot_id}`, { token: user.token })).body.data.name).toBe("Garden clips");
  });

  it("refuses to remove an agent while a run works on its videos, then removes it with its videos, files and counts", async () => {
    const user = await owner();
    const agent = await addAgent(user.token, user.domainId);
    const other = await addAgent(user.token, user.domainId, { name: "Other clips" });
    const done = await addContent(user, agent.bot_id, "done");
    const failed = await addContent(user, agent.bot_id, "fail");
    const uploading = await addContent(user, agent.bot_id, "uploading");
    await addContent(user, other.bot_id, "done");
    expect(await videoCount(user.token, user.domainId)).toBe(4);

    const refused = await call("DELETE", `/social-agent/${agent.bot_id}`, { token: user.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "agent_busy", message: "This agent's videos are still being made. Try again when they are done." });
    expect((await call("GET", `/social-agent/${agent.bot_id}`, { token: user.token })).body.data.list_status).toBe("generating");

    // The upload finishes: the video leaves flight and its agent is idle.
    expect(await moveContent({ userId: user.userId, contentId: uploading, agentId: agent.bot_id, domainId: user.domainId }, ["uploading"], "published")).toBe(
      true,
    );

    const removed = await call("DELETE", `/social-agent/${agent.bot_id}`, { token: user.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: agent.bot_id });
    expect((await call("GET", `/social-agent/${agent.bot_id}`, { token: user.token })).status).toBe(404);
    for (const contentId of [done, failed, uploading]) {
      expect((await SocialContentEntity.get({ userId: user.userId, contentId }).go()).data).toBeNull();
    }
    expect(await Media.get(socialVideoKey(user.domainId, done))).toBeUndefined();
    expect(await Media.get(socialPosterKey(user.domainId, done))).toBeUndefined();
    const counters = await Counter.named(user.userId, `domain:${user.domainId}:social-agent:${agent.bot_id}`);
    expect(counters).toEqual([]);
    expect(await videoCount(user.token, user.domainId)).toBe(1);
    expect(await socialServices(user.token, user.domainId)).toBe(1);
    const list = await call("GET", `/social-agent?domainId=${user.domainId}`, { token: user.token });
    expect(ids(list.body.data)).toEqual([other.bot_id]);
    expect(list.body.data[0].count_content).toBe(1);
    expect((await call("DELETE", `/social-agent/${agent.bot_id}`, { token: user.token })).status).toBe(404);
  });

  it(`holds a domain to ${MAX_SOCIAL_AGENTS_PER_DOMAIN} agents, even when they are added at once`, async () => {
    const user = await owner();
    const replies = await Promise.all(
      Array.from({ length: MAX_SOCIAL_AGENTS_PER_DOMAIN + 2 }, (_, index) =>
        call("POST", "/social-agent", { token: user.token, body: { name: `Clips ${index}`, voice: VOICE, blog_id: user.domainId } }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_SOCIAL_AGENTS_PER_DOMAIN);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    expect(replies.find((reply) => reply.status === 409)!.body).toMatchObject({
      code: "agent_limit",
      message: `A domain can have at most ${MAX_SOCIAL_AGENTS_PER_DOMAIN} social media agents.`,
    });
    expect(await socialServices(user.token, user.domainId)).toBe(MAX_SOCIAL_AGENTS_PER_DOMAIN);
    const list = await call("GET", `/social-agent?domainId=${user.domainId}&limit=100`, { token: user.token });
    expect(list.body.data).toHaveLength(MAX_SOCIAL_AGENTS_PER_DOMAIN);
    expect(list.body.pagination.total).toBe(MAX_SOCIAL_AGENTS_PER_DOMAIN);
  }, 60_000);

  it("appears in Manage Services with its status and its videos' page, and in the dashboard's counts", async () => {
    const user = await owner();
    const active = await addAgent(user.token, user.domainId, { name: "Herb Clips" });
    const paused = await addAgent(user.token, user.domainId, { name: "Pot Clips", status: "paused" });
    await addContent(user, active.bot_id, "done");
    await addContent(user, paused.bot_id, "published");
    const services = await call("GET", `/services?domainId=${user.domainId}&type=Social%20Media%20Agent`, { token: user.token });
    expect(services.status).toBe(200);
    expect(services.body.data).toEqual([
      expect.objectContaining({
        id: paused.bot_id,
        name: "Pot Clips",
        type_name: "Social Media Agent",
        status: "Inactive",
        social_bots_id: paused.bot_id,
        link: `/add-service/view-social-content/${paused.bot_id}`,
      }),
      expect.objectContaining({
        id: active.bot_id,
        status: "Active",
        social_bots_id: active.bot_id,
        link: `/add-service/view-social-content/${active.bot_id}`,
      }),
    ]);
    expect(services.body.summary.by_type["Social Media Agent"]).toBe(2);
    const counts = await call("GET", `/services-count/${user.domainId}`, { token: user.token });
    expect(counts.body.data.map((row: { total: number }) => row.total)).toEqual([0, 0, 2, 0]);
    expect(counts.body.data[0].grand_total).toBe(2);
    expect(await videoCount(user.token, user.domainId)).toBe(2);
  });

  it("goes with its domain: agents, videos, their files and counts", async () => {
    const user = await owner();
    const agent = await addAgent(user.token, user.domainId);
    const done = await addContent(user, agent.bot_id, "done");
    const removed = await call("DELETE", `/domain/${user.domainId}`, { token: user.token });
    expect(removed.status).toBe(200);
    expect((await call("GET", `/social-agent/${agent.bot_id}`, { token: user.token })).status).toBe(404);
    expect((await SocialContentEntity.get({ userId: user.userId, contentId: done }).go()).data).toBeNull();
    expect(await Media.get(socialVideoKey(user.domainId, done))).toBeUndefined();
    expect(await Counter.read(user.userId, socialContentCounter(user.domainId))).toBe(0);
  });
});
