import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withActor } from "../../packages/core/src/actor";
import { executors } from "../../packages/core/src/agents/hooks";
import { Credit } from "../../packages/core/src/credit";
import { Job } from "../../packages/core/src/job";
import { call } from "../support/api";
import { addDomain, configuration } from "../support/domains";
import { withEnv } from "../support/env";
import { competitorSite, type FixtureSite, serveFixtureSite } from "../support/fixture-site";
import { type PageSpeedDouble, startPageSpeedDouble } from "../support/pagespeed-double";
import { holdRunMessages } from "../support/runs";
import { registeredUser } from "../support/users";

/*
 * The one page of the whole test suite that Lighthouse measures for real, in the local Chromium: the suite's other
 * audits measure no page (AUDIT_LIGHTHOUSE_PAGES=0, tests/setup/global.ts) or go through PageSpeed Insights' double.
 * This file plays the worker, so its runs measure with the limit it sets.
 */

const BASIL = `<!doctype html><html lang="en"><head><title>Growing basil herbs on a small balcony</title>
<meta name="description" content="How to grow basil in pots on a balcony: soil, sun, watering and harvest, explained step by step for small spaces.">
</head><body><main><article><h1>Growing basil herbs on a small balcony</h1>
<p>Basil likes warmth, so keep the pots out of cold wind and water them in the morning. Pinch off flower buds to keep the leaves tender.</p>
</article></main></body></html>`;

const WORMS = competitorSite({
  name: "Worm Farm Weekly",
  pages: [
    {
      path: "/worm-bins",
      title: "Worm composting in a worm bin",
      body: "Worm composting turns kitchen scraps into castings.\n\n## Setting up a worm bin\n\nA worm bin needs bedding, moisture and red wigglers.",
    },
  ],
});

type Measured = { url: string; lighthouse: Record<string, unknown> | null; lighthouse_error: string | null; lighthouse_performance?: number | null };

let site: FixtureSite;
let worms: FixtureSite;
let closedUrl: string;
let pageSpeed: PageSpeedDouble;

beforeAll(async () => {
  holdRunMessages();
  [site, worms, pageSpeed] = await Promise.all([serveFixtureSite({ "/basil": BASIL }), serveFixtureSite(WORMS), startPageSpeedDouble()]);
  const closed = await serveFixtureSite({});
  closedUrl = closed.url;
  await closed.close();
});

afterAll(async () => {
  await Promise.all([site?.close(), worms?.close(), pageSpeed?.stop()]);
});

/** The run handed to the worker's own runners. */
const work = (userId: string, runId: string) => withActor({ type: "system", properties: {} }, () => Job.handle({ userId, runId }, executors));

/** An owner's audit of the basil page against the worm farm and the closed site; answers the auditor's and the run's ids. */
async function audit(label: string) {
  const user = await registeredUser();
  const domain = await addDomain(user.token, `${label}-${user.userId.slice(-8)}.example.com`);
  expect((await call("POST", "/onboarding", { token: user.token, body: configuration(domain.id) })).status).toBe(200);
  await Credit.grant({ userId: user.userId, ledgerId: `led_${label}_${user.userId.slice(-12)}`, credits: 100 });
  const reply = await call("POST", "/blog-auditor", {
    token: user.token,
    body: {
      userDomainId: domain.id,
      name: "Basil page",
      contentCount: 1,
      competitorCount: 2,
      competitors: [worms.url, closedUrl],
      selectedContent: [{ id: 1, title: "Basil", url: `${site.url}/basil`, type: "post" }],
    },
  });
  expect(reply.status).toBe(201);
  return { user, auditorId: reply.body.data.id as string, runId: reply.body.data.run_id as string };
}

async function report(user: { token: string }, auditorId: string) {
  const result = (await call("GET", `/blog-auditor/${auditorId}`, { token: user.token })).body.data;
  expect(result.status).toBe("completed");
  return { site: result.content_analysis as Measured[], competitors: result.competitor_analysis as Measured[] };
}

describe("an audit's Lighthouse measurements", () => {
  it("put Lighthouse's figures of the site's page in the report, say why the competitor's home page is left out and the unreachable one has none", async () => {
    const { user, auditorId, runId } = await audit("lighthouse");
    await withEnv({ AUDIT_LIGHTHOUSE_PAGES: "1", PAGESPEED_API_KEY: undefined }, () => work(user.userId, runId));

    const result = await report(user, auditorId);
    const [basil] = result.site;
    expect(basil!.lighthouse_error).toBeNull();
    expect(basil!.lighthouse).toMatchObject({
      performance: expect.any(Number),
      accessibility: expect.any(Number),
      best_practices: expect.any(Number),
      seo: expect.any(Number),
      lcp_ms: expect.any(Number),
      cls: expect.any(Number),
      tbt_ms: expect.any(Number),
      opportunities: expect.any(Array),
    });
    const rival = result.competitors.find((entry) => entry.url === worms.url)!;
    expect(rival).toMatchObject({ lighthouse: null, lighthouse_error: "Not measured: an audit measures at most 1 page with Lighthouse" });
    expect(result.competitors.find((entry) => entry.url === closedUrl)!.lighthouse_error).toContain("Could not be measured");

    const run = await call("GET", `/runs/${runId}`, { token: user.token });
    expect(run.body.data.steps).toContainEqual(expect.objectContaining({ name: "Measuring performance", detail: "1 page" }));
  }, 120_000);
});

describe("an audit measured through PageSpeed Insights", () => {
  const RECORDED = {
    performance: 82,
    accessibility: 84,
    best_practices: 100,
    seo: 83,
    lcp_ms: expect.any(Number),
    cls: expect.any(Number),
    tbt_ms: expect.any(Number),
    opportunities: [
      { title: "Reduce unused JavaScript", savings_ms: 450 },
      { title: "Enable text compression", savings_ms: 450 },
    ],
  };

  it("asks the API for each read page and crawled home page with the key in a header, and keeps Lighthouse's figures from its answer", async () => {
    const { user, auditorId, runId } = await audit("pagespeed");
    const before = pageSpeed.requests.length;
    await withEnv({ AUDIT_LIGHTHOUSE_PAGES: undefined, PAGESPEED_API_KEY: "psi-test-key", PAGESPEED_API_URL: pageSpeed.url }, () => work(user.userId, runId));

    const asked = pageSpeed.requests.slice(before);
    expect(asked.map((request) => request.url)).toEqual([`${site.url}/basil`, `${worms.url}/`]);
    for (const request of asked) {
      expect(request).toMatchObject({ key: "psi-test-key", strategy: "MOBILE", categories: ["PERFORMANCE", "ACCESSIBILITY", "BEST_PRACTICES", "SEO"] });
      expect(request.url).not.toContain("psi-test-key");
    }
    const result = await report(user, auditorId);
    expect(result.site[0]).toMatchObject({ lighthouse: RECORDED, lighthouse_error: null });
    const rival = result.competitors.find((entry) => entry.url === worms.url)!;
    expect(rival.lighthouse).toMatchObject(RECORDED);
    // The competitor table's figure is its home page's measured performance.
    expect(rival.lighthouse_performance).toBe(82);
    expect(result.competitors.find((entry) => entry.url === closedUrl)!.lighthouse_error).toBe("Could not be measured: the site could not be crawled");
  }, 60_000);

  it("says on each page why the API gave no figures: a refused key, a limit, Lighthouse's own error", async () => {
    const { user, auditorId, runId } = await audit("pagespeed-refused");
    pageSpeed.script(
      { kind: "status", status: 429, message: "Quota exceeded for quota metric 'Queries'" },
      { kind: "runtime-error", code: "FAILED_DOCUMENT_REQUEST" },
    );
    await withEnv({ AUDIT_LIGHTHOUSE_PAGES: undefined, PAGESPEED_API_KEY: "psi-test-key", PAGESPEED_API_URL: pageSpeed.url }, () => work(user.userId, runId));
    const result = await report(user, auditorId);
    expect(result.site[0]).toMatchObject({ lighthouse: null, lighthouse_error: "Could not be measured: PageSpeed Insights is limiting requests (429)" });
    expect(result.competitors.find((entry) => entry.url === worms.url)).toMatchObject({
      lighthouse: null,
      lighthouse_error: "Could not be measured: Lighthouse returned error: FAILED_DOCUMENT_REQUEST",
    });

    const again = await audit("pagespeed-key");
    pageSpeed.script({ kind: "status", status: 403, message: "API key not valid. Please pass a valid API key." });
    await withEnv({ AUDIT_LIGHTHOUSE_PAGES: undefined, PAGESPEED_API_KEY: "psi-wrong-key", PAGESPEED_API_URL: pageSpeed.url }, () =>
      work(again.user.userId, again.runId),
    );
    expect((await report(again.user, again.auditorId)).site[0]!.lighthouse_error).toBe("Could not be measured: PageSpeed Insights refused the key (403)");
  }, 60_000);
});
