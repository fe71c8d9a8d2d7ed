import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withActor } from "../../packages/core/src/actor";
import { executors } from "../../packages/core/src/agents/hooks";
import { Credit } from "../../packages/core/src/credit";
import { Job } from "../../packages/core/src/job";
import { call } from "../support/api";
import { addDomain, configuration } from "../support/domains";
import { competitorSite, type FixtureSite, serveFixtureSite } from "../support/fixture-site";
import { holdRunMessages } from "../support/runs";
import { registeredUser } from "../support/users";

/*
 * The one audit of the integration suite that Lighthouse measures for real: the suite's other audits measure no page
 * (AUDIT_LIGHTHOUSE_PAGES=0, tests/setup/global.ts). This file plays the worker, so its run measures with the
 * product's own limit, as a deployed stage does.
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

beforeAll(async () => {
  holdRunMessages();
  [site, worms] = await Promise.all([serveFixtureSite({ "/basil": BASIL }), serveFixtureSite(WORMS)]);
  const closed = await serveFixtureSite({});
  closedUrl = closed.url;
  await closed.close();
});

afterAll(async () => {
  await Promise.all([site?.close(), worms?.close()]);
});

/** The run handed to the worker's own runners, with the product's limit of pages measured rather than the suite's none. */
async function work(userId: string, runId: string) {
  const suite = process.env.AUDIT_LIGHTHOUSE_PAGES;
  delete process.env.AUDIT_LIGHTHOUSE_PAGES;
  try {
    await withActor({ type: "system", properties: {} }, () => Job.handle({ userId, runId }, executors));
  } finally {
    if (suite !== undefined) process.env.AUDIT_LIGHTHOUSE_PAGES = suite;
  }
}

describe("an audit's Lighthouse measurements", () => {
  it("put Lighthouse's figures of the site's page and the competitor's home page in the report, and say why the unreachable one has none", async () => {
    const user = await registeredUser();
    const domain = await addDomain(user.token, `lighthouse-${user.userId.slice(-8)}.example.com`);
    expect((await call("POST", "/onboarding", { token: user.token, body: configuration(domain.id) })).status).toBe(200);
    await Credit.grant({ userId: user.userId, ledgerId: `led_lighthouse_${user.userId.slice(-12)}`, credits: 100 });
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
    await work(user.userId, reply.body.data.run_id);

    const result = (await call("GET", `/blog-auditor/${reply.body.data.id}`, { token: user.token })).body.data;
    expect(result.status).toBe("completed");
    const [basil] = result.content_analysis as Measured[];
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
    const competitors = result.competitor_analysis as Measured[];
    const rival = competitors.find((entry) => entry.url === worms.url)!;
    expect(rival.lighthouse).toMatchObject({ performance: expect.any(Number) });
    // The competitor table's figure is its home page's measured performance.
    expect(rival.lighthouse_performance).toBe(rival.lighthouse!.performance);
    expect(competitors.find((entry) => entry.url === closedUrl)!.lighthouse_error).toContain("Could not be measured");

    const run = await call("GET", `/runs/${reply.body.data.run_id}`, { token: user.token });
    expect(run.body.data.steps).toContainEqual(expect.objectContaining({ name: "Measuring performance", detail: "2 pages" }));
  }, 120_000);
});
