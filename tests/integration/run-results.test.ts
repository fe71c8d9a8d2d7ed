import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RUN_KINDS } from "../../packages/core/src/agents/catalog";
import { executors } from "../../packages/core/src/agents/hooks";
import { scheduleFields } from "../../packages/core/src/blog/agent";
import { BlogAgentEntity } from "../../packages/core/src/blog/agent.entity";
import { BlogRun } from "../../packages/core/src/blog/run";
import { ChatAgentEntity } from "../../packages/core/src/chat/agent.entity";
import { ChatKnowledge } from "../../packages/core/src/chat/knowledge/build";
import { registerWatch, SITE_CHECK_MS } from "../../packages/core/src/chat/knowledge/watch";
import { Credit } from "../../packages/core/src/credit";
import { Job } from "../../packages/core/src/job";
import { Queue } from "../../packages/core/src/queue";
import { SocialPublish } from "../../packages/core/src/social/publish";
import { SocialVideo } from "../../packages/core/src/social/video-run";
import type { RenderVideoInput } from "../../packages/core/src/video/input";
import { renderVideo } from "../../packages/core/src/video/render";
import { type InstagramDouble, startInstagramDouble } from "../../packages/functions/src/local/doubles/instagram";
import { call } from "../support/api";
import { addChatAgent } from "../support/chat";
import { competitorSite, type FixtureSite, serveFixtureSite } from "../support/fixture-site";
import { type ConnectedWordPress, connectedWordPress } from "../support/wordpress";

// Videos render at a third of their size each way, as in social-video.test.ts: the run is the same, in a ninth of the pixels.
const SMALL = { width: 360, height: 640 };
const render = (input: RenderVideoInput, outputDir: string) => renderVideo({ ...input, size: SMALL }, outputDir);

interface Result {
  label: string;
  url: string;
}
interface RunAnswer {
  id: string;
  kind: string;
  agent_id: string;
  trigger: string;
  status: string;
  input: Record<string, any>;
  output: Record<string, any> | null;
  error: string | null;
  result: Result | null;
  steps: Array<{ name: string; detail: string }>;
}

const FAST = { pollMs: 50, timeoutMs: 20_000 };
// The worker's own runners, each run handed to them by this file; a Reel is polled for quickly.
const worker: Record<string, Job.Executor> = {
  ...executors,
  social_video: (progress) => SocialVideo.execute(progress, { render }),
  instagram_publish: (progress) => SocialPublish.execute(progress, FAST),
};

const RIVAL = competitorSite({
  name: "Herb Rivals",
  pages: [
    { path: "/mint", title: "Mint in pots", body: "Mint in pots spreads fast.\n\n## Dividing mint\n\nDivide mint every spring so the pot stays healthy." },
    { path: "/thyme", title: "Thyme care", body: "Thyme likes dry soil.\n\n## Pruning thyme\n\nPrune thyme after it flowers to keep it compact." },
  ],
});

const rambling = (topic: string, count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      `People who try ${topic} on a small balcony usually begin with a few pots, a bag of compost and a watering can, and they soon find that light and wind matter more than the room they have; the plants that thrive are those that get six hours of sun in week ${index + 1}.`,
  ).join(" ");

/** A post the optimizer can improve: one wall of text, an H1 in the body, an image without alt text, no links. */
const WEAK = [
  "<h1>Summer notes</h1>",
  `<p>${rambling("growing herbs", 6)}</p>`,
  `<p><img src="https://herbs.example/wp-content/uploads/basil-in-terracotta-pot.jpg"></p>`,
  `<p>${rambling("watering", 5)}</p>`,
].join("");
const SPOKEN = [
  "Water your herbs in the morning, before the sun gets hot.",
  "Basil wants warmth and a deep pot with fresh soil.",
  "Pick the leaves from the top so the plant grows bushy.",
];

let site: ConnectedWordPress;
let rival: FixtureSite;
let instagram: InstagramDouble;
let token: string;
let categoryId: number;
const posts = { weak: 0, spoken: 0 };

async function insertPost(title: string, content: string, meta: Record<string, string> = {}) {
  const fields = { post_title: title, post_content: content, post_status: "publish", post_type: "post", meta_input: meta };
  return Number(
    await site.wordpress.php(`wp_set_current_user(1); echo wp_insert_post(wp_slash(json_decode(${JSON.stringify(JSON.stringify(fields))}, true)), true);`),
  );
}

const permalink = async (postId: number) => site.wordpress.php(`echo get_permalink(${postId});`);

/** The run as GET /runs/{id} answers it. */
async function getRun(runId: string) {
  const reply = await call<{ data: RunAnswer }>("GET", `/runs/${runId}`, { token });
  expect(reply.status).toBe(200);
  return reply.body.data;
}

/** The domain's runs as Activity lists them, newest first. */
async function activity() {
  const reply = await call<{ data: RunAnswer[] }>("GET", `/runs?domainId=${site.domain.id}&limit=100`, { token });
  expect(reply.status).toBe(200);
  return reply.body.data;
}

/** This file is the run worker: every queued run of the domain is handed to its kind's runner, until none waits. */
async function work() {
  for (let round = 0; round < 5; round++) {
    const queued = (await activity()).filter((run) => run.status === "queued");
    if (!queued.length) return;
    for (const run of queued) await Job.handle({ userId: site.owner.userId, runId: run.id }, worker);
  }
}

/** Starts work, runs it, and answers the one new run it made (by kind), succeeded. */
async function startOne(kind: string, start: () => Promise<unknown>) {
  const before = new Set((await activity()).map((run) => run.id));
  await start();
  await work();
  const made = (await activity()).filter((run) => run.kind === kind && !before.has(run.id));
  expect(made).toHaveLength(1);
  const run = await getRun(made[0]!.id);
  expect({ status: run.status, error: run.error }, run.error ?? "").toEqual({ status: "succeeded", error: null });
  return run;
}

/** The same result from the run's own answer and from its row in Activity. */
async function expectResult(runId: string, result: Result) {
  expect((await getRun(runId)).result).toEqual(result);
  expect((await activity()).find((run) => run.id === runId)?.result).toEqual(result);
}

async function addBlogAgent(name: string, status: "publish" | "draft") {
  const reply = await call("POST", "/blog-agent", {
    token,
    body: {
      userDomainId: site.domain.id,
      name,
      keywords: ["balcony herb garden", "growing basil indoors"],
      categories: [categoryId],
      category_names: ["Herbs"],
      author: 1,
      author_name: "admin",
      language_id: "en-US",
      frequency_id: "daily",
      time: "09:30",
      timezone: "Europe/Berlin",
      blog_writing_style_id: "conversational",
      status,
      titles: [],
    },
  });
  expect(reply.status).toBe(201);
  return reply.body.data.id as string;
}

async function approve(runId: string) {
  const queue = await call("GET", `/approvals?domainId=${site.domain.id}&limit=100`, { token });
  const item = queue.body.data.find((entry: { run_id: string }) => entry.run_id === runId);
  expect(item).toBeDefined();
  expect((await call("POST", `/approvals/${item.id}/approve`, { token })).status).toBe(200);
}

/** Connects an Instagram account of the double to the domain, through its consent page, as the owner's popup does. */
async function connectInstagram() {
  const asked = await call("GET", `/instagram/auth-url/${site.domain.id}`, { token });
  expect(asked.status).toBe(200);
  const cookie = asked.headers.get("set-cookie")!.split(";")[0]!;
  const html = await (await fetch(asked.body.url)).text();
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(
      name!,
      value!.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))),
    );
  }
  form.set("decision", "allow");
  const consented = await fetch(new URL("/oauth/authorize", asked.body.url), { method: "POST", body: form, redirect: "manual" });
  const location = new URL(consented.headers.get("location")!);
  const page = await call("GET", `${location.pathname.replace(/^\/api/, "")}${location.search}`, { headers: { cookie } });
  const message = JSON.parse((page.body as string).match(/<script type="application\/json" id="instagram-result"[^>]*>([\s\S]*?)<\/script>/)![1]!);
  expect(message.type).toBe("INSTAGRAM_AUTH_SUCCESS");
  return message.account.instagram_id as string;
}

beforeAll(async () => {
  [site, rival, instagram] = await Promise.all([connectedWordPress(), serveFixtureSite(RIVAL), startInstagramDouble()]);
  delete process.env.INSTAGRAM_APP_ID;
  process.env.INSTAGRAM_API_URL = instagram.url;
  token = site.owner.token;
  // The owner's runs stay with this file, which works them itself; anyone else's (a due slot the schedule starts) go to the workers.
  const send = Queue.send.bind(Queue);
  vi.spyOn(Queue, "send").mockImplementation(async (queueUrl, body) => {
    if ((body as { userId?: unknown }).userId !== site.owner.userId) await send(queueUrl, body);
  });
  await Credit.grant({ userId: site.owner.userId, ledgerId: `led_run_results_${site.owner.userId.slice(-12)}`, credits: 500 });
  categoryId = Number(await site.wordpress.php(`echo wp_insert_term('Herbs', 'category')['term_id'];`));
  posts.weak = await insertPost("What I learned this summer", WEAK, { _yoast_wpseo_focuskw: "balcony herb garden" });
  posts.spoken = await insertPost("Watering herbs", SPOKEN.map((sentence) => `<!-- wp:paragraph --><p>${sentence}</p><!-- /wp:paragraph -->`).join("\n"));
}, 240_000);

afterAll(async () => {
  await Promise.all([site?.stop(), rival?.close(), instagram?.stop()]);
});

describe("every succeeded run leads to what it made, and says how it started", () => {
  const made = new Map<string, RunAnswer>();

  it("leads a published post to the post on the site; Run now and the schedule say so", async () => {
    const agentId = await addBlogAgent("Herb Journal", "publish");
    const now = await startOne("blog", () => call("POST", `/blog-agent/${agentId}/run`, { token }));
    expect(now.trigger).toBe("run_now");
    expect(now.output!.post_url).toBe(await permalink(now.output!.post_id));
    await expectResult(now.id, { label: "View post", url: now.output!.post_url });
    made.set("blog", now);

    await BlogAgentEntity.patch({ userId: site.owner.userId, agentId })
      .set(scheduleFields(Date.now() - 60_000, false))
      .go();
    const scheduled = await startOne("blog", () => BlogRun.startDue());
    expect(scheduled.trigger).toBe("schedule");
    await expectResult(scheduled.id, { label: "View post", url: scheduled.output!.post_url });
  }, 180_000);

  it("leads a draft to its approval, and once approved to the live post", async () => {
    const agentId = await addBlogAgent("Herb Drafts", "draft");
    const run = await startOne("blog", () => call("POST", `/blog-agent/${agentId}/run`, { token }));
    await expectResult(run.id, { label: "Review approval", url: "/approvals" });
    await approve(run.id);
    expect(run.output!.post_url).toBe(await permalink(run.output!.post_id));
    await expectResult(run.id, { label: "View post", url: run.output!.post_url });
  }, 180_000);

  it("leads an optimization to its approval, and once approved to the post it updated", async () => {
    const run = await startOne("blog_optimization", () =>
      call("POST", "/blog-optimization", { token, body: { userDomainId: site.domain.id, selectedContent: [posts.weak], provider: "yoast" } }),
    );
    expect(run.trigger).toBe("run_now");
    await expectResult(run.id, { label: "Review approval", url: "/approvals" });
    await approve(run.id);
    await expectResult(run.id, { label: "View updated post", url: await permalink(posts.weak) });
    made.set("blog_optimization", run);
  }, 180_000);

  it("leads an audit to its report", async () => {
    const saved = await call("PUT", `/domain/${site.domain.id}/competitors`, { token, body: { competitors: [rival.url] } });
    expect(saved.status).toBe(200);
    const selectedContent = [{ id: posts.weak, title: "What I learned this summer", url: await permalink(posts.weak), type: "post" }];
    const run = await startOne("seo_audit", () =>
      call("POST", "/blog-auditor", {
        token,
        body: { userDomainId: site.domain.id, name: "Herb posts", selectedContent, contentCount: 1, competitorCount: 1 },
      }),
    );
    expect(run.trigger).toBe("run_now");
    await expectResult(run.id, { label: "Open report", url: `/add-service/view-auditor-result/${run.agent_id}` });
    expect((await call("GET", `/blog-auditor/${run.agent_id}`, { token })).body.data.status).toBe("completed");
    made.set("seo_audit", run);
  }, 180_000);

  it("scores a post the same in its blog run, in the auditor's report and as the optimizer's before", async () => {
    const blog = made.get("blog")!;
    const postId = blog.output!.post_id as number;
    const written = { seo_score: blog.output!.seo_score, readability_score: blog.output!.readability_score };
    expect(written.seo_score).toEqual(expect.any(Number));

    const selectedContent = [{ id: postId, title: blog.output!.title, url: blog.output!.post_url, type: "post" }];
    const audit = await startOne("seo_audit", () =>
      call("POST", "/blog-auditor", { token, body: { userDomainId: site.domain.id, name: "One post", selectedContent, contentCount: 1, competitorCount: 1 } }),
    );
    const report = (await call("GET", `/blog-auditor/${audit.agent_id}`, { token })).body.data;
    const page = report.content_analysis.find((entry: { id: number }) => entry.id === postId);
    expect({ seo_score: page.seo_score, readability_score: page.readability_score }).toEqual(written);

    // The post already passes the optimizer's checks: its run ends there, having said how it scored the post.
    const before = new Set((await activity()).map((run) => run.id));
    await call("POST", "/blog-optimization", { token, body: { userDomainId: site.domain.id, selectedContent: [postId], provider: "yoast" } });
    await work();
    const optimization = (await activity()).find((run) => run.kind === "blog_optimization" && !before.has(run.id))!;
    const scoring = (await getRun(optimization.id)).steps.find((step) => step.name === "Scoring")!;
    expect(scoring.detail).toContain(`(SEO ${written.seo_score}, readability ${written.readability_score})`);
  }, 180_000);

  it("leads a chat agent's knowledge to the agent, built because it was saved or because its site changed", async () => {
    let agentId = "";
    const saved = await startOne("chat_knowledge", async () => {
      agentId = (await addChatAgent(token, site.domain.id, { use_site_pages: true })).bot_id;
    });
    expect(saved.trigger).toBe("saved");
    await expectResult(saved.id, { label: "Open chat agent", url: `/add-service/edit-chat-agent/${agentId}` });
    made.set("chat_knowledge", saved);

    await insertPost("Compost workshop", "<p>Every first Sunday we teach composting for beginners.</p>");
    await ChatAgentEntity.patch({ userId: site.owner.userId, agentId })
      .set({ siteCheckedAt: Date.now() - SITE_CHECK_MS - 1_000 })
      .go();
    await registerWatch({ userId: site.owner.userId, agentId });
    const changed = await startOne("chat_knowledge", () => site.asSystem(() => ChatKnowledge.watchSites(Date.now())));
    expect(changed.trigger).toBe("site_change");
    await expectResult(changed.id, { label: "Open chat agent", url: `/add-service/edit-chat-agent/${agentId}` });
  }, 180_000);

  it("leads a video to its content page, and its Reel to Instagram", async () => {
    const agent = await call("POST", "/social-agent", { token, body: { name: "Herb Reels", voice: "espeak-en-us-f3", blog_id: site.domain.id } });
    expect(agent.status).toBe(201);
    const agentId = agent.body.data.bot_id as string;
    const video = await startOne("social_video", () =>
      call("POST", `/social-content/${agentId}`, {
        token,
        body: { posts: [{ id: posts.spoken, title: "Watering herbs" }], language: "en-US", model: "veo3_fast", withSubtitle: false, soundStyle: "" },
      }),
    );
    expect(video.trigger).toBe("run_now");
    await expectResult(video.id, { label: "Watch video", url: `/add-service/view-social-content/${agentId}?search=Watering%20herbs` });
    made.set("social_video", video);

    const instagramId = await connectInstagram();
    const reel = await startOne("instagram_publish", () =>
      call("POST", `/social-agent/instagram/${instagramId}`, { token, body: { contentId: video.output!.content_id } }),
    );
    expect(reel.trigger).toBe("publish");
    const media = instagram.media.find((item) => item.id === reel.output!.media_id);
    expect(media?.permalink).toMatch(/^https?:\/\//);
    await expectResult(reel.id, { label: "View Reel", url: media!.permalink });
    made.set("instagram_publish", reel);
  }, 240_000);

  it("has made a succeeded run of every kind, each with its result in Activity", async () => {
    expect([...made.keys()].sort()).toEqual(Object.keys(RUN_KINDS).sort());
    const listed = await activity();
    for (const run of listed) {
      expect(run.result === null, `${run.kind} ${run.status}`).toBe(run.status !== "succeeded");
      expect(run.result).toEqual((await getRun(run.id)).result);
    }
  }, 60_000);
});
