import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Credit } from "../../packages/core/src/credit";
import { HoldEntity } from "../../packages/core/src/credit/credit.entity";
import { Counter } from "../../packages/core/src/db/counter";
import { Job } from "../../packages/core/src/job";
import { RunEntity } from "../../packages/core/src/job/run.entity";
import { Media } from "../../packages/core/src/media";
import { SocialContentEntity, type SocialContentStatus } from "../../packages/core/src/social/content.entity";
import { videoCredits } from "../../packages/core/src/social/costs";
import {
  socialAgentBusyCounter,
  socialAgentContentsCounter,
  socialContentCounter,
  socialPosterKey,
  socialVideoKey,
} from "../../packages/core/src/social/counters";
import { VIDEO_MODELS } from "../../packages/core/src/social/schema";
import { LOCAL_RENDERER_NAME } from "../../packages/core/src/social/video-choices";
import { createId } from "../../packages/core/src/util/id";
import { startKieDouble } from "../../packages/functions/src/local/doubles/kie";
import { call } from "../support/api";
import { addDomain } from "../support/domains";
import { withEnv } from "../support/env";
import { holdRunMessages, pendingRun } from "../support/runs";
import { registeredUser } from "../support/users";
import { type ConnectedWordPress, connectedWordPress } from "../support/wordpress";

const VOICE = "espeak-en-us-f3";
const LOCAL_PRICE = 25;

let site: ConnectedWordPress;
const posts: Record<string, number> = {};

async function insertPost(title: string, type = "post") {
  const fields = { post_title: title, post_content: `<p>${title}: what to do this week.</p>`, post_status: "publish", post_type: type };
  return Number(
    await site.wordpress.php(`wp_set_current_user(1); echo wp_insert_post(wp_slash(json_decode(${JSON.stringify(JSON.stringify(fields))}, true)), true);`),
  );
}

beforeAll(async () => {
  // This file is about starting videos: their runs stay queued, so no worker renders them beside the tests.
  holdRunMessages();
  site = await connectedWordPress();
  posts.herbs = await insertPost("Herbs on a Balcony");
  posts.tomatoes = await insertPost("Tomatoes in Pots");
  posts.about = await insertPost("About Our Garden", "page");
  await Credit.grant({ userId: site.owner.userId, ledgerId: `led_social_${site.owner.userId.slice(-12)}`, credits: 1000 });
}, 240_000);

afterAll(async () => {
  await site?.stop();
});

/** An owner whose domain has no site connected: videos can be asked for, their runs fail later. */
async function owner(credits = 0) {
  const user = await registeredUser();
  const domain = await addDomain(user.token, `www.videos-${user.userId.slice(-8)}.example.com`);
  if (credits) await Credit.grant({ userId: user.userId, ledgerId: `led_social_${user.userId.slice(-12)}`, credits });
  return { ...user, domainId: domain.id };
}

type Owner = { token: string; userId: string; domainId: string };

const wordpressOwner = (): Owner => ({ token: site.owner.token, userId: site.owner.userId, domainId: site.domain.id });

async function addAgent(user: Owner, overrides: Record<string, unknown> = {}) {
  const reply = await call("POST", "/social-agent", { token: user.token, body: { name: "Garden clips", voice: VOICE, blog_id: user.domainId, ...overrides } });
  if (reply.status !== 201) throw new Error(`POST /social-agent answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.data as { bot_id: string };
}

const generate = (token: string, agentId: string, body: Record<string, unknown>) => call("POST", `/social-content/${agentId}`, { token, body });

const request = (overrides: Record<string, unknown> = {}) => ({
  posts: [{ id: 101, title: "Herbs on a Balcony" }],
  language: "en-US",
  model: "veo3_fast",
  withSubtitle: false,
  ...overrides,
});

const balance = async (token: string) => (await call("GET", "/balance", { token })).body.data.credits_balance as number;

const inFlight = (status: SocialContentStatus) => status === "generating" || status === "processing" || status === "uploading";

/** A video as a run leaves it, with the counts a generate keeps, and its files when it has a video. */
async function addContent(user: Owner, agentId: string, status: SocialContentStatus, title = "Herbs on a Balcony", runId = createId("run")) {
  const contentId = createId("socialContent");
  const { userId, domainId } = user;
  const withVideo = status === "done" || status === "published";
  if (withVideo) {
    await Media.put(socialVideoKey(domainId, contentId), new Uint8Array([0, 0, 0, 24]), "video/mp4");
    await Media.put(socialPosterKey(domainId, contentId), new Uint8Array([255, 216, 255]), "image/jpeg");
  }
  await SocialContentEntity.create({
    userId,
    contentId,
    agentId,
    domainId,
    runId,
    postId: 7,
    postTitle: title,
    searchTitle: title.toLowerCase(),
    status,
    language: "en-US",
    model: "veo3_fast",
    withSubtitle: false,
    ...(withVideo ? { videoKey: socialVideoKey(domainId, contentId), posterKey: socialPosterKey(domainId, contentId), durationMs: 41_000 } : {}),
  }).go();
  await Counter.add(userId, socialContentCounter(domainId), 1);
  await Counter.add(userId, socialAgentContentsCounter(domainId, agentId), 1);
  if (inFlight(status)) await Counter.add(userId, socialAgentBusyCounter(domainId, agentId), 1);
  return contentId;
}

describe("the generate form's choices", () => {
  it("offers the local renderer once, under its own name and price, and the 22 languages against the site's own", async () => {
    const user = wordpressOwner();
    const agent = await addAgent(user);
    const reply = await withEnv({ KIE_API_KEY: undefined, KIE_API_URL: undefined }, () =>
      call("GET", `/social-agent/${agent.bot_id}/generate-options`, { token: user.token }),
    );
    expect(reply.status).toBe(200);
    const options = reply.body.data;
    // Without Kie.ai no model films footage: the one thing that renders is offered as what it is.
    expect(options.models).toEqual([{ id: "veo3_fast", name: LOCAL_RENDERER_NAME, credits: LOCAL_PRICE, renderer: "local" }]);
    expect(options.site_language).toBe("en-US");
    expect(options.translation_available).toBe(false);
    expect(options.languages).toHaveLength(22);
    expect(options.languages.find((language: { code: string }) => language.code === "en-US")).toEqual({
      code: "en-US",
      name: "English (United States)",
      needs_translation: false,
    });
    expect(options.languages.filter((language: { needs_translation: boolean }) => !language.needs_translation)).toHaveLength(1);
    expect(options.languages.find((language: { code: string }) => language.code === "de-DE").needs_translation).toBe(true);
  });

  it("prices each model's clips on top with Kie.ai, and offers translation with an AI provider", async () => {
    const user = wordpressOwner();
    const agent = await addAgent(user, { name: "Kie clips" });
    const kie = await startKieDouble();
    try {
      const reply = await withEnv(
        { KIE_API_KEY: undefined, KIE_API_URL: kie.url, AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://127.0.0.1:9/v1", AI_MODEL: "test" },
        () => call("GET", `/social-agent/${agent.bot_id}/generate-options`, { token: user.token }),
      );
      expect(reply.body.data.models).toEqual(VIDEO_MODELS.map((model) => ({ ...model, credits: videoCredits(model.id, "kie"), renderer: "kie" })));
      expect(reply.body.data.models.map((model: { credits: number }) => model.credits)).toEqual([55, 61, 73]);
      expect(reply.body.data.translation_available).toBe(true);
    } finally {
      await kie.stop();
    }
  });

  it("has no site language, and nothing needs translating, while the site is not connected", async () => {
    const user = await owner();
    const agent = await addAgent(user);
    const options = (await call("GET", `/social-agent/${agent.bot_id}/generate-options`, { token: user.token })).body.data;
    expect(options.site_language).toBeNull();
    expect(options.languages.every((language: { needs_translation: boolean }) => !language.needs_translation)).toBe(true);
  });

  it("lists the site's published posts for the picker, searched by title", async () => {
    const user = wordpressOwner();
    const agent = await addAgent(user, { name: "Picker clips" });
    const all = await call("GET", `/social-agent/${agent.bot_id}/posts`, { token: user.token });
    expect(all.status).toBe(200);
    const ids = all.body.data.map((post: { id: number }) => post.id);
    expect(ids).toEqual(expect.arrayContaining([posts.herbs, posts.tomatoes]));
    expect(ids).not.toContain(posts.about);
    const tomatoes = await call("GET", `/social-agent/${agent.bot_id}/posts?search=TOMATOES%20IN%20POTS`, { token: user.token });
    expect(tomatoes.body.data).toEqual([{ id: posts.tomatoes, title: "Tomatoes in Pots", url: expect.stringMatching(/^http/) }]);
  });
});

describe("generating videos", () => {
  it("makes one video and one run per post, each run holding its credits", async () => {
    const user = wordpressOwner();
    const agent = await addAgent(user, { name: "Making clips" });
    const before = await balance(user.token);
    const videosBefore = (await call("GET", `/social-media-contents-count/${user.domainId}`, { token: user.token })).body.data;
    const reply = await generate(user.token, agent.bot_id, {
      posts: [
        { id: posts.herbs, title: "Herbs on a Balcony" },
        { id: posts.tomatoes, title: "Tomatoes in Pots" },
      ],
      language: "en-US",
      model: "sora-2-text-to-video",
      withSubtitle: true,
      soundStyle: "calm",
      prompt: "Keep it upbeat.",
    });
    expect(reply.status).toBe(201);
    expect(reply.body.credits).toBe(2 * LOCAL_PRICE);
    const videos = reply.body.data;
    expect(videos.map((video: { post_id: number }) => video.post_id)).toEqual([posts.herbs, posts.tomatoes]);
    for (const video of videos) {
      expect(video).toMatchObject({
        content_id: expect.stringMatching(/^scn_[0-9a-z]{26}$/),
        agent_id: agent.bot_id,
        status: "generating",
        video: null,
        poster: null,
        language: "en-US",
        model: "sora-2-text-to-video",
        renderer: "local",
        with_subtitle: true,
        sound_style: "calm",
        error: null,
        run_id: expect.stringMatching(/^run_[0-9a-z]{26}$/),
        instagram_id: null,
        published_at: null,
      });
      const { data: run } = await RunEntity.get({ userId: user.userId, runId: video.run_id }).go();
      expect(run).toMatchObject({ kind: "social_video", agentId: agent.bot_id, domainId: user.domainId, creditsEstimated: LOCAL_PRICE, trigger: "run_now" });
      expect(run!.input).toEqual({
        content_id: video.content_id,
        agent_name: "Making clips",
        voice_id: VOICE,
        post_id: video.post_id,
        post_title: video.post_title,
        language: "en-US",
        model: "sora-2-text-to-video",
        renderer: "local",
        with_subtitle: true,
        sound_style: "calm",
        prompt: "Keep it upbeat.",
      });
      const { data: hold } = await HoldEntity.get({ userId: user.userId, runId: video.run_id }).go();
      expect(hold!.credits).toBe(LOCAL_PRICE);
    }
    // Each hold took the run's price.
    expect(await balance(user.token)).toBe(before - 2 * LOCAL_PRICE);
    expect((await call("GET", `/social-media-contents-count/${user.domainId}`, { token: user.token })).body.data).toBe(videosBefore + 2);
    expect((await call("GET", `/social-agent/${agent.bot_id}`, { token: user.token })).body.data.count_content).toBe(2);
    const listed = await call("GET", `/social-agent/${agent.bot_id}/content`, { token: user.token });
    expect(listed.body.data.map((video: { content_id: string }) => video.content_id).sort()).toEqual(
      videos.map((video: { content_id: string }) => video.content_id).sort(),
    );
  }, 60_000);

  it("starts nothing when the balance cannot pay for every video", async () => {
    const user = await owner(30);
    const agent = await addAgent(user);
    const reply = await generate(
      user.token,
      agent.bot_id,
      request({
        posts: [
          { id: 1, title: "One" },
          { id: 2, title: "Two" },
        ],
      }),
    );
    expect(reply.status).toBe(402);
    expect(reply.body).toMatchObject({ code: "insufficient_credits", message: "Insufficient credits: this needs 50 credits and your balance is 30." });
    expect(await balance(user.token)).toBe(30);
    const listed = await call("GET", `/social-agent/${agent.bot_id}/content`, { token: user.token });
    expect(listed.body.pagination.total).toBe(0);
    expect(listed.body.data).toEqual([]);
    expect((await call("GET", `/social-media-contents-count/${user.domainId}`, { token: user.token })).body.data).toBe(0);
    expect((await call("GET", `/runs?domainId=${user.domainId}`, { token: user.token })).body.pagination.total).toBe(0);
    expect((await call("GET", `/social-agent/${agent.bot_id}`, { token: user.token })).body.data.list_status).toBe("active");
  });

  it("refuses an incomplete or impossible request with the form's messages, and starts nothing", async () => {
    const user = await owner(500);
    const agent = await addAgent(user);
    const refused = async (body: Record<string, unknown>, message: string, field: string) => {
      const reply = await generate(user.token, agent.bot_id, body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(message);
      expect(reply.body.fields[field]).toBe(message);
    };
    const many = Array.from({ length: 11 }, (_, index) => ({ id: index + 1, title: `Post ${index + 1}` }));
    await refused(request({ posts: [] }), "Please fill all required fields", "posts");
    await refused(request({ posts: undefined }), "Please fill all required fields", "posts");
    await refused(request({ language: undefined }), "Please fill all required fields", "language");
    await refused(request({ model: "" }), "Please fill all required fields", "model");
    await refused(request({ language: "xx-XX" }), "Choose one of the offered languages", "language");
    await refused(request({ model: "veo4" }), "Choose one of the offered models", "model");
    await refused(request({ soundStyle: "polka" }), "Choose one of the offered sound styles", "soundStyle");
    await refused(request({ posts: many }), "Choose at most 10 posts at a time", "posts");
    await refused(
      request({
        posts: [
          { id: 3, title: "A" },
          { id: 3, title: "A again" },
        ],
      }),
      "Each post can be chosen only once",
      "posts",
    );
    await refused(request({ prompt: "x".repeat(501) }), "Prompt must be at most 500 characters", "prompt");
    expect(await balance(user.token)).toBe(500);
    expect((await call("GET", `/social-agent/${agent.bot_id}/content`, { token: user.token })).body.pagination.total).toBe(0);
  });

  it("refuses a language other than the site's without an AI provider to translate", async () => {
    const user = wordpressOwner();
    const agent = await addAgent(user, { name: "French clips" });
    const before = await balance(user.token);
    const reply = await generate(user.token, agent.bot_id, request({ language: "fr-FR", posts: [{ id: posts.herbs, title: "Herbs on a Balcony" }] }));
    expect(reply.status).toBe(400);
    const message = "Videos in French (France) need an AI provider to translate the post; without one, videos are narrated in the site's language.";
    expect(reply.body).toMatchObject({ message, fields: { language: message } });
    expect(await balance(user.token)).toBe(before);
    expect((await call("GET", `/social-agent/${agent.bot_id}/content`, { token: user.token })).body.pagination.total).toBe(0);
  });

  it("refuses a paused agent, and answers another user's agent or video as not found", async () => {
    const user = await owner(100);
    const stranger = await owner(100);
    const paused = await addAgent(user, { status: "paused" });
    const reply = await generate(user.token, paused.bot_id, request());
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: "agent_paused", message: "This agent is paused. Resume it to generate videos." });

    const agent = await addAgent(user);
    const video = await addContent(user, agent.bot_id, "done");
    const token = stranger.token;
    for (const answer of [
      await generate(token, agent.bot_id, request()),
      await call("GET", `/social-agent/${agent.bot_id}/generate-options`, { token }),
      await call("GET", `/social-agent/${agent.bot_id}/posts`, { token }),
      await call("GET", `/social-agent/${agent.bot_id}/content`, { token }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: "not_found", message: "Social agent not found" });
    }
    const removed = await call("DELETE", `/social-content/${video}`, { token });
    expect(removed.status).toBe(404);
    expect(removed.body).toMatchObject({ code: "not_found", message: "Content not found" });
    expect(await balance(stranger.token)).toBe(100);
  });

  it("holds an account to 20 video runs an hour", async () => {
    const user = await owner(500);
    const agent = await addAgent(user);
    for (let index = 0; index < 19; index++) await pendingRun({ userId: user.userId, domainId: user.domainId, kind: "social_video", credits: 1 });
    // Another kind of run does not count.
    await pendingRun({ userId: user.userId, domainId: user.domainId, kind: "blog", credits: 1 });
    const two = await generate(
      user.token,
      agent.bot_id,
      request({
        posts: [
          { id: 1, title: "One" },
          { id: 2, title: "Two" },
        ],
      }),
    );
    expect(two.status).toBe(429);
    expect(two.body.message).toMatch(/^You can start 1 more video this hour \(at most 20 an hour\)\. Choose fewer posts, or try again in (59|60) minutes\.$/);
    expect((await generate(user.token, agent.bot_id, request())).status).toBe(201);
    const over = await generate(user.token, agent.bot_id, request({ posts: [{ id: 2, title: "Two" }] }));
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: "too_many_videos" });
    expect(over.body.message).toMatch(/^You can start at most 20 videos an hour\. Try again in (59|60) minutes\.$/);
    expect((await call("GET", `/social-agent/${agent.bot_id}/content`, { token: user.token })).body.pagination.total).toBe(1);
  });
});

describe("an agent's videos", () => {
  it("lists newest first, searched by post title, filtered by status and paged, with links to their files", async () => {
    const user = await owner();
    const agent = await addAgent(user);
    const herbs = await addContent(user, agent.bot_id, "done", "Herbs on a Balcony");
    const tomatoes = await addContent(user, agent.bot_id, "fail", "Tomatoes in Pots");
    const roses = await addContent(user, agent.bot_id, "processing", "Winter Roses");
    const list = async (query = "") => {
      const reply = await call("GET", `/social-agent/${agent.bot_id}/content${query}`, { token: user.token });
      expect(reply.status).toBe(200);
      return reply.body;
    };
    const ids = (rows: Array<{ content_id: string }>) => rows.map((row) => row.content_id);

    const all = await list();
    expect(ids(all.data)).toEqual([roses, tomatoes, herbs]);
    expect(all.pagination).toMatchObject({ total: 3, currentPage: 1, limit: 10 });
    const done = all.data[2];
    expect(done).toMatchObject({ status: "done", duration_ms: 41_000, post_title: "Herbs on a Balcony" });
    expect(done.video).toContain(socialVideoKey(user.domainId, herbs));
    expect(done.video).toContain("X-Amz-Expires=3600");
    expect(done.poster).toContain(socialPosterKey(user.domainId, herbs));
    expect(await (await fetch(done.video)).arrayBuffer()).toEqual(new Uint8Array([0, 0, 0, 24]).buffer);
    expect(all.data[0]).toMatchObject({ status: "processing", video: null, poster: null });

    expect(ids((await list("?search=TOMATO")).data)).toEqual([tomatoes]);
    expect((await list("?search=o")).pagination.total).toBe(3);
    expect(ids((await list("?status=done")).data)).toEqual([herbs]);
    expect((await list("?status=done")).pagination.total).toBe(1);
    expect(ids((await list("?status=all")).data)).toHaveLength(3);
    expect(ids((await list("?search=roses&status=fail")).data)).toEqual([]);
    const second = await list("?page=2&limit=2");
    expect(ids(second.data)).toEqual([herbs]);
    expect(second.pagination).toMatchObject({ total: 3, totalPages: 2, currentPage: 2, hasNextPage: false });
    const bad = await call("GET", `/social-agent/${agent.bot_id}/content?status=rendering`, { token: user.token });
    expect(bad.status).toBe(400);
  });

  it("deletes a video with its files and counts, but not while a run works on it", async () => {
    const user = await owner();
    const agent = await addAgent(user);
    const done = await addContent(user, agent.bot_id, "done");
    const generating = await addContent(user, agent.bot_id, "generating");
    const processing = await addContent(user, agent.bot_id, "processing");
    const uploading = await addContent(user, agent.bot_id, "uploading");

    for (const [contentId, message] of [
      [generating, "This video is still being made."],
      [processing, "This video is still being made."],
      [uploading, "This video is being uploaded. Try again when it is done."],
    ] as const) {
      const refused = await call("DELETE", `/social-content/${contentId}`, { token: user.token });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(message);
    }
    const removed = await call("DELETE", `/social-content/${done}`, { token: user.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: done });
    expect(await Media.get(socialVideoKey(user.domainId, done))).toBeUndefined();
    expect(await Media.get(socialPosterKey(user.domainId, done))).toBeUndefined();
    expect((await SocialContentEntity.get({ userId: user.userId, contentId: done }).go()).data).toBeNull();
    expect((await call("GET", `/social-media-contents-count/${user.domainId}`, { token: user.token })).body.data).toBe(3);
    expect((await call("GET", `/social-agent/${agent.bot_id}`, { token: user.token })).body.data.count_content).toBe(3);
    expect((await call("GET", `/social-agent/${agent.bot_id}/content`, { token: user.token })).body.pagination.total).toBe(3);
    expect((await call("DELETE", `/social-content/${done}`, { token: user.token })).status).toBe(404);
  });

  it("fails a video whose run died without its worker, with the run's reason, and leaves one still running alone", async () => {
    const user = await owner(100);
    const agent = await addAgent(user);
    const reply = await generate(user.token, agent.bot_id, {
      posts: [
        { id: 11, title: "Herbs on a Balcony" },
        { id: 12, title: "Tomatoes in Pots" },
      ],
      language: "en-US",
      model: "veo3_fast",
      withSubtitle: false,
    });
    expect(reply.status).toBe(201);
    const [dead, live] = reply.body.data as Array<{ content_id: string; run_id: string }>;
    expect(await Counter.read(user.userId, socialAgentBusyCounter(user.domainId, agent.bot_id))).toBe(2);
    // The sweep gives up on one run: no worker ever touches its video.
    await Job.fail({ userId: user.userId, runId: dead!.run_id }, "The run did not finish in time.");

    const list = (await call("GET", `/social-agent/${agent.bot_id}/content`, { token: user.token })).body.data;
    const byId = Object.fromEntries(list.map((video: { content_id: string }) => [video.content_id, video]));
    expect(byId[dead!.content_id]).toMatchObject({ status: "fail", error: "The run did not finish in time." });
    expect(byId[live!.content_id]).toMatchObject({ status: "generating", error: null });
    expect(await Counter.read(user.userId, socialAgentBusyCounter(user.domainId, agent.bot_id))).toBe(1);
    // Failed once: the run failed again (the dead-letter queue after the sweep) changes nothing more.
    await Job.fail({ userId: user.userId, runId: dead!.run_id }, "The run did not finish in time.");
    expect((await SocialContentEntity.get({ userId: user.userId, contentId: dead!.content_id }).go()).data!.status).toBe("fail");
    expect(await Counter.read(user.userId, socialAgentBusyCounter(user.domainId, agent.bot_id))).toBe(1);
  });
});
