import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlogRun } from "../../packages/core/src/blog/run";
import { BlogAgentEntity } from "../../packages/core/src/blog/agent.entity";
import { scheduleFields } from "../../packages/core/src/blog/agent";
import { Credit } from "../../packages/core/src/credit";
import { LedgerEntity } from "../../packages/core/src/credit/credit.entity";
import { REFUSAL_LIMIT } from "../../packages/core/src/delivery/refusals";
import { call } from "../support/api";
import { blogAgentForm } from "../support/blog";
import { addDomain, connectAs } from "../support/domains";
import { registeredUser } from "../support/users";

const FINAL = new Set(["succeeded", "failed", "cancelled"]);
const REFUSAL = "New posts are switched off on this site.";

interface PosingSite {
  /** What POST /posts answers: the site's refusal, or a post made. */
  refuse: boolean;
  /** Unreachable at every route: the run cannot even read the site. */
  down: boolean;
  /** Each post body the site received, in order. */
  received: Array<Record<string, unknown>>;
  /** Posts made, by the run id that made them. */
  made: Map<string, number>;
}

const OLD_POST = {
  id: 21,
  title: "Basil on the balcony",
  excerpt: "",
  content: "<p>Basil grows well in pots.</p><p>Water it in the morning.</p>",
  status: "publish",
  url: "http://posing.localhost/basil/",
  slug: "basil",
  seo: { title: "", description: "", focus_keyword: "basil on the balcony" },
};

const sites = new Map<string, PosingSite>();
let server: Server;
let port: number;

/** Speaks the SiteCrew plugin's routes for each posing host; POST /posts refuses while the host says so. */
function answer(site: PosingSite, method: string, path: string, body: string) {
  if (site.down) return { status: 500, body: { code: "internal", message: "Down." } };
  if (path.endsWith("/sitecrew/v1/content")) return { status: 200, body: [{ id: OLD_POST.id, title: OLD_POST.title, url: OLD_POST.url, type: "post" }] };
  if (path.endsWith("/sitecrew/v1/health")) {
    return {
      status: 200,
      body: {
        ok: true,
        site_name: "Posing",
        site_url: "http://posing.localhost",
        wordpress_version: "6.6",
        plugin_version: "1.4.0",
        counts: { posts: 1, pages: 0, categories: 1 },
      },
    };
  }
  if (method === "GET" && path.endsWith(`/sitecrew/v1/posts/${OLD_POST.id}`)) return { status: 200, body: OLD_POST };
  if (method === "POST" && path.endsWith("/sitecrew/v1/posts")) {
    const post = JSON.parse(body) as Record<string, unknown>;
    site.received.push(post);
    if (site.refuse) return { status: 400, body: { code: "rest_forbidden", message: REFUSAL } };
    const runId = String(post.run_id);
    const existing = site.made.get(runId);
    const id = existing ?? 100 + site.made.size;
    site.made.set(runId, id);
    return { status: 200, body: { id, url: `http://posing.localhost/?p=${id}`, status: post.status, existing: existing !== undefined } };
  }
  return { status: 404, body: { code: "rest_no_route", message: "No route." } };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const host = (request.headers.host ?? "").replace(/:\d+$/, "");
      const site = sites.get(host);
      const path = new URL(request.url ?? "/", "http://x").pathname;
      const result = site ? answer(site, request.method ?? "GET", path, body) : { status: 404, body: {} };
      response.writeHead(result.status, { "content-type": "application/json" }).end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** An owner with credits whose domain is connected to a posing plugin that refuses posts. */
async function owner(credits = 200) {
  const user = await registeredUser();
  const host = `refusing-${user.userId.slice(-10)}.localhost`;
  const domain = await addDomain(user.token, host);
  expect((await connectAs(domain.license_key, `http://${host}:${port}`)).status).toBe(200);
  await Credit.grant({ userId: user.userId, ledgerId: `led_refusal_${user.userId.slice(-12)}`, credits });
  const site: PosingSite = { refuse: true, down: false, received: [], made: new Map() };
  sites.set(host, site);
  return { ...user, domainId: domain.id, site };
}

async function addAgent(token: string, domainId: string, status = "publish") {
  const reply = await call("POST", "/blog-agent", { token, body: blogAgentForm(domainId, { status }) });
  expect(reply.status).toBe(201);
  return reply.body.data.id as string;
}

async function finished(token: string, runId: string) {
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const run = (await call("GET", `/runs/${runId}`, { token })).body.data;
    if (FINAL.has(run?.status)) return run;
  }
  throw new Error(`run ${runId} did not finish`);
}

const runNow = (token: string, agentId: string) => call("POST", `/blog-agent/${agentId}/run`, { token });
const balance = async (token: string) => (await call("GET", "/balance", { token })).body.data.credits_balance as number;
/** The run's ledger rows once it has settled: a run reads finished a moment before its credits are settled. */
async function ledger(userId: string, runId: string) {
  for (const until = Date.now() + 10_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const rows = (await LedgerEntity.query.byId({ userId }).go({ pages: "all" })).data
      .filter((row) => row.reference === runId)
      .map((row) => `${row.kind}:${row.credits}`)
      .sort();
    if (rows.length > 1 || Date.now() > until) return rows;
  }
}

describe("a post the site refuses is kept and paid for", () => {
  it("ends succeeded, not published, with the site's reason; the credits are kept and nothing is written again", async () => {
    const user = await owner();
    const agentId = await addAgent(user.token, user.domainId);
    const started = await runNow(user.token, agentId);
    expect(started.status).toBe(202);
    const cost = started.body.data.credits_held as number;

    const run = await finished(user.token, started.body.data.id);
    expect(run.status).toBe("succeeded");
    expect(run.error).toBeNull();
    expect(run.credits_captured).toBe(cost);
    expect(run.output).toMatchObject({ published: false, publish_error: REFUSAL });
    expect(run.output.title).toBe(user.site.received[0]!.title);
    expect(run.output.meta_description).toEqual(expect.any(String));
    expect(run.output.seo_score).toBeGreaterThan(0);
    expect(run.steps.at(-1)).toMatchObject({ name: "Publishing", detail: `Not published: ${REFUSAL}` });
    expect(await ledger(user.userId, run.id)).toEqual(["capture:0", `hold:-${cost}`]);
    expect(await balance(user.token)).toBe(200 - cost);

    // Activity lists it as succeeded; the site received the whole post once.
    const listed = await call("GET", `/runs?domainId=${user.domainId}`, { token: user.token });
    expect(listed.body.data[0]).toMatchObject({ id: run.id, status: "succeeded", output: { published: false } });
    expect(user.site.received).toHaveLength(1);
    expect(String(user.site.received[0]!.content).length).toBeGreaterThan(1000);
  }, 90_000);

  it("publishes the kept post again for free; the site gets the same post; a second call answers 409", async () => {
    const user = await owner();
    const agentId = await addAgent(user.token, user.domainId);
    const run = await finished(user.token, (await runNow(user.token, agentId)).body.data.id);
    const after = await balance(user.token);
    const first = user.site.received[0]!;

    // Still refused: the site's reason, the run unchanged, nothing charged.
    const refused = await call("POST", `/runs/${run.id}/publish`, { token: user.token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(REFUSAL);
    expect((await call("GET", `/runs/${run.id}`, { token: user.token })).body.data.output).toMatchObject({ published: false });

    user.site.refuse = false;
    const published = await call("POST", `/runs/${run.id}/publish`, { token: user.token });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({
      status: "succeeded",
      output: { published: true, post_id: 100, post_url: "http://posing.localhost/?p=100", title: run.output.title },
    });
    expect(published.body.data.output.publish_error).toBeUndefined();
    // The same post; its image is the same stored file behind a freshly signed link.
    const imageFile = (post: Record<string, unknown>) => ({ ...post, featured_image_url: String(post.featured_image_url).split("?")[0] });
    const last = user.site.received.at(-1)!;
    expect(imageFile(last)).toEqual(imageFile(first));
    expect(String(first.featured_image_url)).toMatch(/\/featured\/dom_[0-9a-z]+\/run_[0-9a-z]+\.png\?/);
    expect(await balance(user.token)).toBe(after);

    const listed = await call("GET", `/blog-content/${agentId}`, { token: user.token });
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({ run_id: run.id, post_id: 100, status: "publish" });

    const again = await call("POST", `/runs/${run.id}/publish`, { token: user.token });
    expect(again.status).toBe(409);
    expect(user.site.received).toHaveLength(3);
  }, 90_000);

  it("answers 409 for runs whose work reached the site or that made nothing, and 404 for another owner's run", async () => {
    const user = await owner();
    user.site.refuse = false;
    const agentId = await addAgent(user.token, user.domainId);
    const published = await finished(user.token, (await runNow(user.token, agentId)).body.data.id);
    expect(published.output).toMatchObject({ published: true, post_id: 100 });
    expect((await call("POST", `/runs/${published.id}/publish`, { token: user.token })).status).toBe(409);

    const stranger = await registeredUser();
    expect((await call("POST", `/runs/${published.id}/publish`, { token: stranger.token })).status).toBe(404);
    expect((await call("POST", "/runs/not-a-run/publish", { token: user.token })).status).toBe(404);
    expect((await call("POST", `/runs/${published.id}/publish`)).status).toBe(401);

    // Nothing generated: the site could not be read at the start, so the credits came back.
    user.site.down = true;
    const failed = await finished(user.token, (await runNow(user.token, agentId)).body.data.id);
    expect(failed.status).toBe("failed");
    expect(failed.credits_captured).toBe(0);
    expect(await ledger(user.userId, failed.id)).toEqual([`hold:-${failed.credits_held}`, `release:${failed.credits_held}`]);
    expect((await call("POST", `/runs/${failed.id}/publish`, { token: user.token })).status).toBe(409);
  }, 90_000);

  it(`refuses new runs on a domain after ${REFUSAL_LIMIT} refusals in an hour, until the site accepts a publish`, async () => {
    const user = await owner(400);
    const agentId = await addAgent(user.token, user.domainId);
    const runs = [];
    for (let index = 0; index < REFUSAL_LIMIT; index++) runs.push(await finished(user.token, (await runNow(user.token, agentId)).body.data.id));
    expect(runs.every((run) => run.status === "succeeded" && run.output.published === false)).toBe(true);

    const refused = await runNow(user.token, agentId);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("site_refusing");
    expect(refused.body.message).toContain(REFUSAL.replace(/\.$/, ""));
    const optimize = await call("POST", "/blog-optimization", {
      token: user.token,
      body: { userDomainId: user.domainId, provider: "yoast", selectedContent: [OLD_POST.id] },
    });
    expect(optimize.status).toBe(409);
    expect(optimize.body.code).toBe("site_refusing");

    // A scheduled slot is recorded as a failed run that says why, and costs nothing.
    const slot = Date.now() - 1000;
    await BlogAgentEntity.patch({ userId: user.userId, agentId }).set(scheduleFields(slot, false)).go();
    const before = await balance(user.token);
    await BlogRun.startDue(Date.now());
    const scheduled = (await call("GET", `/runs?domainId=${user.domainId}&status=failed`, { token: user.token })).body.data;
    expect(scheduled[0]).toMatchObject({ trigger: "schedule", status: "failed", credits_held: 0 });
    expect(scheduled[0].error).toContain(REFUSAL.replace(/\.$/, ""));
    expect(await balance(user.token)).toBe(before);

    user.site.refuse = false;
    expect((await call("POST", `/runs/${runs[0].id}/publish`, { token: user.token })).status).toBe(200);
    expect((await runNow(user.token, agentId)).status).toBe(202);
  }, 180_000);
});

describe("a rewrite the site refuses is kept and paid for", () => {
  it("ends succeeded with the scores, not saved; publishing again saves the draft and asks for approval", async () => {
    const user = await owner();
    const started = await call("POST", "/blog-optimization", {
      token: user.token,
      body: { userDomainId: user.domainId, provider: "yoast", selectedContent: [OLD_POST.id] },
    });
    expect(started.status).toBe(201);
    const item = started.body.data[0];
    const run = await finished(user.token, item.run_id);
    expect(run.status).toBe("succeeded");
    expect(run.output).toMatchObject({ published: false, publish_error: REFUSAL, post_id: OLD_POST.id });
    expect(run.output.score_after).toBeGreaterThan(run.output.score_before);
    expect(run.credits_captured).toBe(run.credits_held);
    expect(user.site.received[0]).toMatchObject({ status: "draft", run_id: run.id });

    const listed = (await call("GET", `/blog-optimization?domainId=${user.domainId}`, { token: user.token })).body.data.data[0];
    expect(listed).toMatchObject({ status: "completed", approval_id: null, score_after: run.output.score_after, error: `Written, not published: ${REFUSAL}` });

    user.site.refuse = false;
    const published = await call("POST", `/runs/${run.id}/publish`, { token: user.token });
    expect(published.status).toBe(200);
    expect(published.body.data.output).toMatchObject({ published: true, draft_id: 100, approval_id: expect.stringMatching(/^apr_/) });
    expect(user.site.received.at(-1)!.content).toBe(user.site.received[0]!.content);
    const approved = (await call("GET", `/blog-optimization?domainId=${user.domainId}`, { token: user.token })).body.data.data[0];
    expect(approved).toMatchObject({ status: "completed", approval_status: "pending", new_content_id: 100, error: null });
  }, 90_000);
});
