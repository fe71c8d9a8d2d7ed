import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Credit } from "../../packages/core/src/credit";
import { Job } from "../../packages/core/src/job";
import { RunEntity } from "../../packages/core/src/job/run.entity";
import { executeSync, startDailySyncs } from "../../packages/core/src/search-console";
import { SearchConsoleConnectionEntity } from "../../packages/core/src/search-console/connection.entity";
import { PageDayEntity } from "../../packages/core/src/search-console/figures.entity";
import { addDays } from "../../packages/core/src/search-console/trends";
import { composeReport } from "../../packages/core/src/report/compose";
import { reportWeek } from "../../packages/core/src/report/week";
import { User } from "../../packages/core/src/user";
import { deterministicId } from "../../packages/core/src/util/id";
import { type SearchConsoleDouble, startSearchConsoleDouble, UNRELATED_PROPERTY } from "../../packages/functions/src/local/doubles/google-search-console";
import { searchFacts, type SitePost } from "../../packages/functions/src/local/doubles/search-console-data";
import { call } from "../support/api";
import { addDomain, connectAs } from "../support/domains";
import { type FixtureSite, serveFixtureSite } from "../support/fixture-site";
import { emailsTo, lastEmail, mailSettled } from "../support/outbox";
import { holdRunMessages } from "../support/runs";
import { registeredUser } from "../support/users";

const TITLES = ["Growing Tomatoes on a Balcony", "Basil Care Through the Winter", "Choosing Pots for Small Herbs"];
const CALLBACK = "http://localhost:3000/api/search-console/callback";

let google: SearchConsoleDouble;
const sites: FixtureSite[] = [];

/** A fresh owner whose domain is connected to a site that lists three published posts, to the plugin and on WordPress's REST API. */
async function owner() {
  const user = await registeredUser();
  const host = `gsc-${user.userId.slice(-10)}.localhost`;
  const domain = await addDomain(user.token, host);
  let posts: SitePost[] = [];
  const site = await serveFixtureSite(
    (url) => {
      posts = TITLES.map((title, index) => ({ id: index + 1, link: `${url}/post-${index + 1}/`, title }));
      const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      return {
        "/wp-json/sitecrew/v1/content": json(posts.map((post) => ({ id: post.id, title: post.title, url: post.link, type: "post" }))),
        "/?rest_route=/wp/v2/posts&per_page=100&_fields=id,link,title": json(
          posts.map((post) => ({ id: post.id, link: post.link, title: { rendered: post.title } })),
        ),
      };
    },
    { host },
  );
  sites.push(site);
  const connected = await connectAs(domain.license_key, site.url);
  expect(connected.status).toBe(200);
  return { ...user, host, domainId: domain.id, site, posts };
}

type Owner = Awaited<ReturnType<typeof owner>>;

const link = (user: Owner, method: string, path = "", body?: unknown) =>
  call(method, `/domain/${user.domainId}/search-console${path}`, { token: user.token, body });

/** Google's consent as the owner's browser goes through it: the connect call, the consent page's Allow, the callback with the state cookie. */
async function consent(user: Owner) {
  const started = await link(user, "POST", "/connect");
  expect(started.status).toBe(200);
  const cookie = started.headers.get("set-cookie")!.split(";")[0]!;
  const page = await fetch(started.body.data.url);
  expect(page.status).toBe(200);
  const form = new URLSearchParams();
  for (const [, name, value] of (await page.text()).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(
      name!,
      value!.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))),
    );
  }
  form.set("sites", user.site.url);
  form.set("decision", "allow");
  const answer = await fetch(new URL("/o/oauth2/v2/auth", started.body.data.url), { method: "POST", body: form, redirect: "manual" });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get("location")!);
  expect(back.origin + back.pathname).toBe(CALLBACK);
  return call("GET", `/search-console/callback${back.search}`, { headers: { cookie } });
}

/** Connected, with the domain's own property picked. */
async function connected(user: Owner) {
  expect((await consent(user)).status).toBe(302);
  const picked = await link(user, "PUT", "", { property: `sc-domain:${user.host}` });
  expect(picked.status).toBe(200);
}

/** "Sync now", then the run worker's handling of its message, in this process. */
async function sync(user: Owner) {
  const started = await link(user, "POST", "/sync");
  expect(started.status).toBe(202);
  await Job.handle({ userId: user.userId, runId: started.body.data.id }, { search_sync: executeSync });
  const { data: run } = await RunEntity.get({ userId: user.userId, runId: started.body.data.id }).go();
  return run!;
}

/** A blog run of the domain that wrote `postId`, its credits kept. */
async function blogRunWrote(user: Owner, postId: number, credits: number) {
  await Credit.grant({ userId: user.userId, ledgerId: `led_gsc_${user.userId.slice(-12)}_${postId}`, credits });
  const run = await Job.start({ userId: user.userId, domainId: user.domainId, kind: "blog", agentId: "blog_test", trigger: "run_now", credits, input: {} });
  await Job.handle(
    { userId: user.userId, runId: run.id },
    { blog: () => Promise.resolve({ output: { post_id: postId, post_url: user.posts[postId - 1]!.link, title: TITLES[postId - 1] } }) },
  );
}

const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  google = await startSearchConsoleDouble();
  delete process.env.GOOGLE_CLIENT_ID;
  process.env.GOOGLE_API_URL = google.url;
  process.env.GOOGLE_RETRY_MS = "5";
  holdRunMessages();
}, 60_000);

afterAll(async () => {
  await google?.stop();
  await Promise.all(sites.map((site) => site.close()));
});

describe("Google Search Console", () => {
  it("connects, picks the domain's own property, syncs 90 days and shows each post's clicks with its credits, the declining post and suggestions", async () => {
    const user = await owner();
    expect((await link(user, "GET")).body.data).toEqual({ status: "not_connected", property: null, last_sync_at: null, reason: null });

    const back = await consent(user);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(`http://localhost:3000/domain-manager/domain-detail/${user.domainId}?search_console=connected`);
    expect((await link(user, "GET")).body.data).toEqual({ status: "connected", property: null, last_sync_at: null, reason: null });

    const properties = await link(user, "GET", "/properties");
    expect(properties.status).toBe(200);
    expect(properties.body.data).toEqual([
      { property: `sc-domain:${user.host}`, permission: "siteOwner" },
      { property: `${user.site.url}/`, permission: "siteFullUser" },
      { property: UNRELATED_PROPERTY, permission: "siteRestrictedUser" },
    ]);
    const wrong = await link(user, "PUT", "", { property: UNRELATED_PROPERTY });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.property).toContain("is not a Search Console property of");
    expect((await link(user, "PUT", "", {})).status).toBe(400);
    const picked = await link(user, "PUT", "", { property: `${user.site.url}/` });
    expect(picked.status).toBe(200);
    expect(picked.body.data).toMatchObject({ status: "connected", property: `${user.site.url}/` });

    await blogRunWrote(user, 2, 10);
    const before = google.queries.length;
    google.failNext(429);
    const run = await sync(user);
    expect(run).toMatchObject({ kind: "search_sync", status: "succeeded", creditsEstimated: 0, creditsCaptured: 0 });
    const asked = google.queries.slice(before);
    expect(asked[0]).toEqual({
      property: `${user.site.url}/`,
      body: { startDate: addDays(today(), -90), endDate: addDays(today(), -1), dimensions: ["date", "page"], rowLimit: 25_000, startRow: 0 },
    });
    expect(asked[1]!.body).toMatchObject({ dimensions: ["page", "query"], rowLimit: 25_000, startRow: 0 });
    expect((await link(user, "GET")).body.data.last_sync_at).not.toBeNull();

    const search = await call("GET", `/analytics/${user.domainId}/search?days=30`, { token: user.token });
    expect(search.status).toBe(200);
    const { daily, posts, declining, suggestions } = search.body.data;
    const from = addDays(today(), -30);
    const facts = searchFacts(user.posts, from, addDays(today(), -1));
    // An independent recount from the double's own figures.
    expect(daily).toHaveLength(30);
    expect(daily[0].date).toBe(from);
    expect(daily.reduce((sum: number, day: { clicks: number }) => sum + day.clicks, 0)).toBe(facts.reduce((sum, fact) => sum + fact.clicks, 0));
    expect(posts).toHaveLength(3);
    for (const post of posts) {
      const own = facts.filter((fact) => fact.page === post.url);
      expect(post.clicks).toBe(own.reduce((sum, fact) => sum + fact.clicks, 0));
      expect(post.impressions).toBe(own.reduce((sum, fact) => sum + fact.impressions, 0));
      expect(post.top_queries.length).toBeGreaterThan(0);
      expect(post.top_queries.length).toBeLessThanOrEqual(10);
    }
    expect(posts.find((post: { post_id: number }) => post.post_id === 2)).toMatchObject({ title: TITLES[1], agent_made: true, credits: 10 });
    expect(posts.find((post: { post_id: number }) => post.post_id === 3)).toMatchObject({ agent_made: false, credits: 0 });

    expect(declining).toHaveLength(1);
    expect(declining[0]).toMatchObject({ url: user.posts[0]!.link, post_id: 1 });
    expect(declining[0].clicks_before).toBeGreaterThanOrEqual(20);
    expect(declining[0].clicks_now).toBeLessThanOrEqual(declining[0].clicks_before * 0.7);

    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) {
      expect(suggestion.position).toBeGreaterThanOrEqual(8);
      expect(suggestion.position).toBeLessThanOrEqual(20);
    }
    expect((await call("GET", `/analytics/${user.domainId}/search?days=7`, { token: user.token })).body.data.daily).toHaveLength(7);
    expect((await call("GET", `/analytics/${user.domainId}/search?days=14`, { token: user.token })).status).toBe(400);

    // "Optimize this post": the optimizer starts on the declining post, aimed at its top queries.
    await Credit.grant({ userId: user.userId, ledgerId: `led_gsc_opt_${user.userId.slice(-12)}`, credits: 8 });
    const keyphrases = posts
      .find((post: { post_id: number }) => post.post_id === 1)
      .top_queries.slice(0, 3)
      .map((query: { query: string }) => query.query);
    const optimized = await call("POST", "/blog-optimization", { token: user.token, body: { userDomainId: user.domainId, selectedContent: [1], keyphrases } });
    expect(optimized.status).toBe(201);
    const { data: runs } = await RunEntity.query.byDomain({ userId: user.userId, domainId: user.domainId }).go({ pages: "all" });
    expect(runs.find((item) => item.kind === "blog_optimization")!.input).toMatchObject({ post_id: 1, keyphrases });

    // The next sync fetches the last three days again.
    const again = google.queries.length;
    await sync(user);
    expect(google.queries[again]!.body).toMatchObject({ startDate: addDays(today(), -3), endDate: addDays(today(), -1) });
  }, 120_000);

  it("retries Google's 500 and marks the connection broken, with one email, when Google refuses the grant", async () => {
    const user = await owner();
    await connected(user);
    google.failNext(500);
    expect((await sync(user)).status).toBe("succeeded");

    const since = Date.now();
    google.refuseGrants();
    const failed = await sync(user).catch(() => undefined);
    expect(failed?.status ?? "failed").toBe("failed");
    expect((await link(user, "GET")).body.data).toMatchObject({ status: "broken", reason: "Token has been expired or revoked." });
    expect((await link(user, "GET", "/properties")).status).toBe(409);
    expect((await link(user, "POST", "/sync")).status).toBe(409);

    const email = await lastEmail(user.email, undefined, { since });
    expect(email).toContain(`Subject: Search Console stopped syncing for ${user.host}`);
    expect(email).toContain(`/domain-manager/domain-detail/${user.domainId}`);
    await mailSettled();
    expect(await emailsTo(user.email, since)).toHaveLength(1);

    // Consenting again mends it.
    await connected(user);
    expect((await link(user, "GET")).body.data).toMatchObject({ status: "connected", reason: null });
  }, 120_000);

  it("starts one sync a day for each connected domain with a property, from the cron", async () => {
    const user = await owner();
    await connected(user);
    const now = Date.now();
    await startDailySyncs(now);
    await startDailySyncs(now + 1000);
    // A day's sync has an id made from its day. Other files' cron ticks, at instants of their own, start this
    // domain's syncs of other days: only today's are counted.
    const dayStart = Math.floor(now / 86_400_000) * 86_400_000;
    const today = deterministicId("run", `search_sync:${user.domainId}:${new Date(dayStart).toISOString().slice(0, 10)}`, dayStart).slice(0, 14);
    const syncs = async () =>
      (await RunEntity.query.byDomain({ userId: user.userId, domainId: user.domainId }).go({ pages: "all" })).data.filter(
        (run) => run.kind === "search_sync" && run.runId.startsWith(today),
      );
    expect((await syncs()).map((run) => ({ trigger: run.trigger, credits: run.creditsEstimated }))).toEqual([{ trigger: "schedule", credits: 0 }]);
    await Job.handle({ userId: user.userId, runId: (await syncs())[0]!.runId }, { search_sync: executeSync });
    // Synced today: the next ticks leave it for tomorrow.
    await startDailySyncs(now + 2000);
    expect(await syncs()).toHaveLength(1);
  }, 60_000);

  it("answers 404 on every route for another owner's domain", async () => {
    const user = await owner();
    await connected(user);
    const stranger = await registeredUser();
    const as = (method: string, path: string, body?: unknown) => call(method, path, { token: stranger.token, body });
    const base = `/domain/${user.domainId}/search-console`;
    for (const reply of [
      await as("GET", base),
      await as("PUT", base, { property: `sc-domain:${user.host}` }),
      await as("POST", `${base}/connect`),
      await as("GET", `${base}/properties`),
      await as("POST", `${base}/sync`),
      await as("DELETE", base),
      await as("GET", `/analytics/${user.domainId}/search?days=7`),
    ]) {
      expect(reply.status).toBe(404);
    }
    expect((await link(user, "GET")).body.data.status).toBe("connected");
  }, 60_000);

  it("gives the weekly report the week's clicks and the three posts with the most", async () => {
    const user = await owner();
    const record = (await User.fromId(user.userId))!;
    const weekStart = addDays(today(), -8);
    expect((await composeReport(record, reportWeek(weekStart, "UTC"))).domains.find((domain) => domain.domain_id === user.domainId)?.search ?? null).toBeNull();
    await connected(user);
    await sync(user);
    const report = await composeReport(record, reportWeek(weekStart, "UTC"));
    const facts = searchFacts(user.posts, weekStart, addDays(weekStart, 6));
    const clicksOf = (post: SitePost) => facts.filter((fact) => fact.page === post.link).reduce((sum, fact) => sum + fact.clicks, 0);
    const expected = [...user.posts].sort((a, b) => clicksOf(b) - clicksOf(a) || a.link.localeCompare(b.link));
    expect(report.domains.find((domain) => domain.domain_id === user.domainId)!.search).toEqual({
      clicks: facts.reduce((sum, fact) => sum + fact.clicks, 0),
      top_posts: expected.map((post) => ({ title: post.title, url: post.link, clicks: clicksOf(post) })),
    });
  }, 60_000);

  it("disconnecting revokes the grant at Google and forgets the figures", async () => {
    const user = await owner();
    await connected(user);
    await sync(user);
    const revoked = google.revoked.length;
    const reply = await link(user, "DELETE");
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ status: "not_connected", property: null, last_sync_at: null, reason: null });
    expect(google.revoked).toHaveLength(revoked + 1);
    const search = await call("GET", `/analytics/${user.domainId}/search?days=7`, { token: user.token });
    expect(search.body.data).toMatchObject({ posts: [], declining: [], suggestions: [] });
    expect((await link(user, "POST", "/sync")).status).toBe(409);
  }, 60_000);

  it("connecting again revokes the grant it replaces and asks for the property again", async () => {
    const user = await owner();
    await connected(user);
    const revoked = google.revoked.length;
    expect((await consent(user)).status).toBe(302);
    expect(google.revoked).toHaveLength(revoked + 1);
    expect((await link(user, "GET")).body.data).toMatchObject({ status: "connected", property: null });
  }, 60_000);

  it("removing the domain revokes its grant and forgets its figures", async () => {
    const user = await owner();
    await connected(user);
    await sync(user);
    const revoked = google.revoked.length;
    expect((await call("DELETE", `/domain/${user.domainId}`, { token: user.token })).status).toBe(200);
    expect(google.revoked).toHaveLength(revoked + 1);
    const key = { userId: user.userId, domainId: user.domainId };
    expect((await SearchConsoleConnectionEntity.get(key).go()).data).toBeNull();
    expect((await PageDayEntity.query.byDate(key).go()).data).toEqual([]);
  }, 60_000);

  it("refuses a callback without the browser's state, and a cancelled consent returns to the domain's page", async () => {
    const user = await owner();
    const started = await link(user, "POST", "/connect");
    const state = new URL(started.body.data.url).searchParams.get("state")!;
    const stolen = await call("GET", `/search-console/callback?code=x&state=${encodeURIComponent(state)}`);
    expect(stolen.status).toBe(400);
    const cookie = started.headers.get("set-cookie")!.split(";")[0]!;
    const cancelled = await call("GET", `/search-console/callback?error=access_denied&state=${encodeURIComponent(state)}`, { headers: { cookie } });
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get("location")).toContain("search_console=error");
    expect((await link(user, "GET")).body.data.status).toBe("not_connected");
  }, 60_000);
});
