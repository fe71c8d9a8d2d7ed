import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deployedPolicy, localPolicy } from "../net/guarded-fetch";
import { startGuardedProxy } from "./guarded-proxy";
import { figuresOf, measurePages } from "./lighthouse";

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Balcony herbs</title><meta name="description" content="Herbs that grow on a balcony."></head>
<body><main><h1>Balcony herbs</h1><p>Basil, mint and thyme grow well in pots.</p></main></body></html>`;

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((_request, response) => response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

const audit = (title: string, savings: number) => ({ title, details: { type: "opportunity", overallSavingsMs: savings } });

describe("figuresOf", () => {
  it("keeps the four scores out of 100, the vitals and the three largest opportunities", () => {
    const figures = figuresOf({
      categories: { performance: { score: 0.874 }, accessibility: { score: 1 }, "best-practices": { score: 0.5 }, seo: { score: null } },
      audits: {
        "largest-contentful-paint": { title: "LCP", numericValue: 2412.6 },
        "cumulative-layout-shift": { title: "CLS", numericValue: 0.12345 },
        "total-blocking-time": { title: "TBT", numericValue: 180.2 },
        a: audit("Reduce unused JavaScript", 450.4),
        b: audit("Properly size images", 1200),
        c: audit("Serve images in modern formats", 300),
        d: audit("Minify CSS", 20),
        e: audit("Enable text compression", 0),
        f: { title: "Not an opportunity", details: { type: "table", overallSavingsMs: 5000 } },
      },
    });
    expect(figures).toEqual({
      performance: 87,
      accessibility: 100,
      best_practices: 50,
      seo: null,
      lcp_ms: 2413,
      cls: 0.123,
      tbt_ms: 180,
      opportunities: [
        { title: "Properly size images", savings_ms: 1200 },
        { title: "Reduce unused JavaScript", savings_ms: 450 },
        { title: "Serve images in modern formats", savings_ms: 300 },
      ],
    });
  });
});

describe("the guarded proxy Chrome goes through", () => {
  const through = (proxy: string, url: string) =>
    new Promise<number>((done, fail) => {
      const { hostname, port } = new URL(proxy);
      request({ host: hostname, port, path: url, headers: { host: new URL(url).host } }, (response) => {
        response.resume();
        done(response.statusCode ?? 0);
      })
        .on("error", fail)
        .end();
    });

  it("refuses a private address on a deployed stage and reaches it locally", async () => {
    const deployed = await startGuardedProxy(deployedPolicy);
    const local = await startGuardedProxy(localPolicy);
    try {
      expect(await through(deployed.address, `${origin}/`)).toBe(403);
      expect(await through(local.address, `${origin}/`)).toBe(200);
    } finally {
      await deployed.close();
      await local.close();
    }
  });
});

describe("measurePages", () => {
  // The suite measures a real page once, in tests/integration/auditor-lighthouse.test.ts; here only the guard.
  it("never loads a page the deployed stage's guard refuses, and says why it was not measured", async () => {
    const [blocked] = await measurePages([`${origin}/basil`], { policy: deployedPolicy });
    expect(blocked).toMatchObject({ lighthouse: null, error: expect.stringContaining("Could not be measured") });
  }, 90_000);
});
