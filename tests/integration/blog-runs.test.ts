import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlogAgentEntity } from "../../packages/core/src/blog/agent.entity";
import { scheduleFields } from "../../packages/core/src/blog/agent";
import { BlogRun } from "../../packages/core/src/blog/run";
import { Credit } from "../../packages/core/src/credit";
import { LedgerEntity } from "../../packages/core/src/credit/credit.entity";
import { DomainEntity } from "../../packages/core/src/site/domain.entity";
import { handler as runWorker } from "../../packages/functions/src/worker/run";
import { tick } from "../../packages/functions/src/worker/cron";
import { call } from "../support/api";
import { type ConnectedWordPress, connectedWordPress, visitPage } from "../support/wordpress";

let site: ConnectedWordPress;
let token: string;
let categoryId: number;
let authorId: number;

const FINAL = new Set(["succeeded", "failed", "cancelled"]);

/** Polls a run the way the dashboard does, until the worker has finished it; its credits are settled just after. */
async function finished(runId: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const reply = await call("GET", `/runs/${runId}`, { token });
    if (FINAL.has(reply.body.data?.status)) return reply.body.data;
    if (Date.now() > until) throw new Error(`run ${runId} still ${reply.body.data?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function addAgent(overrides: Record<string, unknown> = {}) {
  const reply = await call("POST", "/blog-agent", {
    token,
    body: {
      userDomainId: site.domain.id,
      name: "Herb Garden Journal",
      keywords: ["balcony herb garden", "growing basil indoors", "watering herbs"],
      categories: [categoryId],
      category_names: ["Herbs"],
      author: authorId,
      author_name: "Jane",
      language_id: "en-US",
      frequency_id: "daily",
      time: "09:30",
      timezone: "Europe/Berlin",
      blog_writing_style_id: "conversational",
      status: "publish",
      titles: [],
      ...overrides,
    },
  });
  if (reply.status !== 201) throw new Error(`POST /blog-agent answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.data as { id: string; run_cost: number };
}

const wordpressPost = async (postId: number) =>
  JSON.parse(
    await site.wordpress.php(`
      $post = get_post(${postId});
      echo wp_json_encode([
        'status' => $post ? $post->post_status : null,
        'title' => $post ? $post->post_title : null,
        'author' => $post ? (int) $post->post_author : null,
        'categories' => $post ? wp_get_post_categories(${postId}) : [],
        'image' => $post ? wp_get_attachment_metadata(get_post_thumbnail_id(${postId})) : null,
        'image_alt' => $post ? get_post_meta(get_post_thumbnail_id(${postId}), '_wp_attachment_image_alt', true) : null,
        'run_posts' => count(get_posts(['post_type' => 'post', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids'])),
      ]);
    `),
  ) as {
    status: string | null;
    title: string | null;
    author: number | null;
    categories: number[];
    image: { width: number; height: number } | false | null;
    image_alt: string | null;
    run_posts: number;
  };

const ledger = async (runId: string) =>
  (await LedgerEntity.query.byId({ userId: site.owner.userId }).go({ pages: "all" })).data
    .filter((row) => row.reference === runId)
    .map((row) => `${row.kind}:${row.credits}`)
    .sort();

beforeAll(async () => {
  site = await connectedWordPress();
  token = site.owner.token;
  await Credit.grant({ userId: site.owner.userId, ledgerId: "led_blog_runs_start", credits: 200 });
  categoryId = Number(await site.wordpress.php(`echo wp_insert_term('Herbs', 'category')['term_id'];`));
  authorId = Number(await site.wordpress.php(`echo get_user_by('login', 'jane')->ID;`));
}, 240_000);

afterAll(async () => {
  await site?.stop();
});

describe("the blog agent, end to end against a real WordPress", () => {
  it("runs now: the post is live with its category and author, scored, listed, and paid for exactly once", async () => {
    const agent = await addAgent();
    const started = await call("POST", `/blog-agent/${agent.id}/run`, { token });
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ kind: "blog", status: "queued", credits_estimated: agent.run_cost, credits_held: agent.run_cost });

    const run = await finished(started.body.data.id);
    expect(run.error).toBeNull();
    expect(run.status).toBe("succeeded");
    expect(run.steps.map((step: { name: string }) => step.name)).toEqual(run.expected_steps);
    expect(run.provider).toBe("offline");
    // Its output, its post's record and (for a draft) its approval say who wrote it.
    expect(run.output.writer).toBe("offline");
    expect(run.credits_captured).toBe(agent.run_cost);

    const post = await wordpressPost(run.output.post_id);
    expect(post).toMatchObject({ status: "publish", author: authorId });
    expect(post.categories).toContain(categoryId);
    expect(run.output.post_url).toMatch(new RegExp(`^${new URL(site.wordpress.url).origin}`));
    expect(run.steps.find((step: { name: string }) => step.name === "Making the featured image").detail).toMatch(/^Offline title card .*, 1200x630$/);
    expect(post.image).toMatchObject({ width: 1200, height: 630 });
    expect(post.image_alt!.toLowerCase()).toContain(run.output.focus_keyphrase.toLowerCase());

    // No SEO plugin on this site: the plugin prints what the agent set in the page's head.
    const head = (await visitPage(site.wordpress, new URL(run.output.post_url as string).pathname)).split("</head>")[0]!;
    expect(head).toContain(`<meta name="description" content="`);
    expect(head).toMatch(/<meta property="og:image" content="[^"]+\.png"/);
    expect(head).toContain('"@type":"BlogPosting"');
    expect(head).toContain(`<link rel="canonical" href="${run.output.post_url}"`);

    const listed = await call("GET", `/blog-content/${agent.id}`, { token });
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({ title: post.title, status: "publish", post_id: run.output.post_id, run_id: run.id, writer: "offline" });
    expect(listed.body.data[0].seo_score).toBeGreaterThan(70);
    expect(listed.body.data[0].readability_score).toBeGreaterThan(70);

    await expect.poll(() => ledger(run.id)).toEqual([`capture:0`, `hold:-${agent.run_cost}`]);
  }, 120_000);

  it("leaves a draft for approval in draft mode, and approving publishes it once", async () => {
    const agent = await addAgent({ name: "Herb Drafts", status: "draft" });
    const started = await call("POST", `/blog-agent/${agent.id}/run`, { token });
    const run = await finished(started.body.data.id);
    expect(run.status).toBe("succeeded");
    expect((await wordpressPost(run.output.post_id)).status).toBe("draft");

    const queue = await call("GET", `/approvals?domainId=${site.domain.id}`, { token });
    const item = queue.body.data.find((entry: { run_id: string }) => entry.run_id === run.id);
    expect(item).toMatchObject({ kind: "blog", status: "pending", post_id: run.output.post_id, writer: "offline" });
    expect((await call("GET", `/approvals/${item.id}`, { token })).body.data.writer).toBe("offline");
    expect((await call("GET", `/approvals/count/${site.domain.id}`, { token })).body.data.pending).toBeGreaterThanOrEqual(1);

    const edited = await call("PUT", `/approvals/${item.id}`, {
      token,
      body: { title: "Basil on the balcony: an edited title", excerpt: "Edited.", content: "<p>Edited body.</p>" },
    });
    expect(edited.status).toBe(200);
    expect((await wordpressPost(run.output.post_id)).title).toBe("Basil on the balcony: an edited title");

    const [first, second] = await Promise.all([
      call("POST", `/approvals/${item.id}/approve`, { token }),
      call("POST", `/approvals/${item.id}/approve`, { token }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await wordpressPost(run.output.post_id)).status).toBe("publish");
    const content = await call("GET", `/blog-content/${agent.id}`, { token });
    expect(content.body.data[0]).toMatchObject({ status: "publish", title: "Basil on the balcony: an edited title" });
    expect((await call("POST", `/approvals/${item.id}/reject`, { token })).status).toBe(409);
  }, 120_000);

  it("makes one post when the same message is delivered again and when a worker died mid-run", async () => {
    const agent = await addAgent({ name: "Herb Duplicates" });
    const started = await call("POST", `/blog-agent/${agent.id}/run`, { token });
    const runId = started.body.data.id as string;
    const record = (messageId: string) => ({
      messageId,
      receiptHandle: messageId,
      body: JSON.stringify({ userId: site.owner.userId, runId }),
      attributes: { ApproximateReceiveCount: "2" },
      messageAttributes: {},
      md5OfBody: "",
      eventSource: "aws:sqs" as const,
      eventSourceARN: "arn:aws:sqs:us-east-1:000000000000:sitecrew-runs",
      awsRegion: "us-east-1",
    });
    // Two more deliveries race the queue's own.
    await Promise.all([runWorker({ Records: [record("copy-1")] }), runWorker({ Records: [record("copy-2")] })]);
    const run = await finished(runId);
    expect(run.status).toBe("succeeded");
    expect(run.attempts).toBe(1);
    const postsBefore = (await wordpressPost(run.output.post_id)).run_posts;

    // A worker that died after publishing: the run is running again with its lease gone, and the message comes back.
    const { RunEntity } = await import("../../packages/core/src/job/run.entity");
    await RunEntity.patch({ userId: site.owner.userId, runId })
      .set({ status: "running", leaseUntil: Date.now() - 1, deadline: Date.now() + 600_000 })
      .go();
    await runWorker({ Records: [record("redelivered")] });
    const again = await finished(runId);
    expect(again.status).toBe("succeeded");
    expect(again.output.post_id).toBe(run.output.post_id);
    expect((await wordpressPost(run.output.post_id)).run_posts).toBe(postsBefore);
    await expect.poll(() => ledger(runId)).toEqual([`capture:0`, `hold:-${agent.run_cost}`]);
  }, 120_000);

  it("starts one run for a slot even when the schedule fires twice", async () => {
    const agent = await addAgent({ name: "Herb Schedule" });
    const slot = Date.now() - 60_000;
    await BlogAgentEntity.patch({ userId: site.owner.userId, agentId: agent.id }).set(scheduleFields(slot, false)).go();
    await Promise.all([tick(), tick(), BlogRun.startDue()]);
    const runs = await call("GET", `/runs?domainId=${site.domain.id}&kind=blog`, { token });
    const forSlot = runs.body.data.filter((run: { agent_id: string; trigger: string }) => run.agent_id === agent.id && run.trigger === "schedule");
    expect(forSlot).toHaveLength(1);
    const run = await finished(forSlot[0].id);
    expect(run.status).toBe("succeeded");
    const agentNow = await call("GET", `/blog-agent/${agent.id}`, { token });
    expect(new Date(agentNow.body.data.next_run_at).getTime()).toBeGreaterThan(Date.now());
  }, 120_000);

  it("fails a run whose site does not answer, returns its credits and publishes nothing", async () => {
    const agent = await addAgent({ name: "Herb Unreachable" });
    const balance = await Credit.balance(site.owner.userId);
    const { data: domain } = await DomainEntity.get(site.ref).go();
    await DomainEntity.patch(site.ref).set({ restUrl: "http://127.0.0.1:9/wp-json/" }).go();
    try {
      const started = await call("POST", `/blog-agent/${agent.id}/run`, { token });
      const run = await finished(started.body.data.id);
      expect(run).toMatchObject({
        status: "failed",
        error: "The site did not answer. Check that the SiteCrew plugin is active and connected.",
        credits_captured: 0,
      });
      expect(run.output).toBeNull();
      await expect.poll(() => ledger(run.id)).toEqual([`hold:-${agent.run_cost}`, `release:${agent.run_cost}`]);
      expect(await Credit.balance(site.owner.userId)).toBe(balance);
    } finally {
      await DomainEntity.patch(site.ref).set({ restUrl: domain!.restUrl }).go();
    }
  }, 120_000);

  it("answers 402 with the price and the balance when credits are short, and starts nothing", async () => {
    const agent = await addAgent({ name: "Herb Expensive" });
    const balance = await Credit.balance(site.owner.userId);
    await Credit.hold({ userId: site.owner.userId, runId: "run_blog_runs_drain", credits: balance - 5 });
    const refused = await call("POST", `/blog-agent/${agent.id}/run`, { token });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(`Insufficient credits: this needs ${agent.run_cost} credits and your balance is 5.`);
    await Credit.release({ userId: site.owner.userId, runId: "run_blog_runs_drain" });
  }, 60_000);
});
