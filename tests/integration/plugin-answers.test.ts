import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withActor } from "../../packages/core/src/actor";
import { Content } from "../../packages/core/src/content";
import { DomainEntity } from "../../packages/core/src/site/domain.entity";
import { call } from "../support/api";
import { addDomain, connectAs } from "../support/domains";
import { registeredUser } from "../support/users";

const UNREACHABLE = "The site did not answer. Check that the SiteCrew plugin is active and connected.";
const ONBOARDING_FAILED = "Connection Failed - Unable to proceed onboarding, make sure the plugin configured properly";

/** What the posing plugin answers: a status and a raw body, or a chain of redirects. */
type Answer = { status?: number; body: string; type?: string } | { redirects: number };

const json = (value: unknown): Answer => ({ body: JSON.stringify(value) });

const healthy = {
  ok: true,
  site_name: "Posing site",
  site_url: "http://posing.localhost",
  wordpress_version: "6.1.9",
  plugin_version: "1.0.0",
  counts: { posts: 3, pages: 1, categories: 2 },
  seo: { yoast: false, rankmath: false },
};

// Answers no route may accept, whatever it expects.
const garbage: Array<[string, Answer]> = [
  ["text that is not JSON", { body: "{not json" }],
  ["an HTML page", { body: "<!doctype html><h1>Maintenance</h1>", type: "text/html" }],
  ["an empty body", { body: "" }],
  ["null", json(null)],
  ["a number", json(42)],
  ["a string", json("ok")],
  ["six redirects", { redirects: 6 }],
];

/** Wrong shapes for each route, besides the garbage above. */
const wrongShapes: Record<string, Array<[string, Answer]>> = {
  health: [
    ["an array", json([])],
    ["no counts", json({ ...healthy, counts: undefined })],
    ["counts as text", json({ ...healthy, counts: { posts: "3", pages: "1", categories: "2" } })],
    ["negative counts", json({ ...healthy, counts: { posts: -1, pages: 0, categories: 0 } })],
    ["ok as text", json({ ...healthy, ok: "true" })],
    ["a site name that is an object", json({ ...healthy, site_name: { toString: "x" } })],
  ],
  categories: [
    ["an object", json({})],
    ["ids as text", json([{ id: "1", name: "News" }])],
    ["names as numbers", json([{ id: 1, name: 5 }])],
    ["null rows", json([null])],
  ],
  authors: [
    ["an object", json({ data: [] })],
    ["missing names", json([{ id: 1 }])],
  ],
  titles: [
    ["an object", json({})],
    ["an unknown type", json([{ id: 1, title: "Hello", type: "attachment" }])],
    ["fractional ids", json([{ id: 1.5, title: "Hello", type: "post" }])],
  ],
  content: [
    ["an object", json({})],
    ["missing urls", json([{ id: 1, title: "Hello", type: "post" }])],
  ],
  posts: [
    ["an array", json([])],
    ["no id", json({ url: "http://posing.localhost/?p=1", status: "draft" })],
  ],
};

let server: Server;
let port: number;
/** The answer for each host the posing plugin serves. */
const answers = new Map<string, Answer>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const host = (request.headers.host ?? "").replace(/:\d+$/, "");
    const path = new URL(request.url ?? "/", "http://x").pathname;
    const answer = answers.get(host) ?? { status: 404, body: "{}" };
    if ("redirects" in answer) {
      const left = Number(/\/hop\/(\d+)$/.exec(path)?.[1] ?? answer.redirects);
      return response.writeHead(302, { location: `/hop/${left - 1}` }).end();
    }
    request.resume();
    response.writeHead(answer.status ?? 200, { "content-type": answer.type ?? "application/json" }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

let sites = 0;

/** A connected domain whose plugin answers `answer` to every call. */
async function siteAnswering(token: string, answer: Answer) {
  const host = `posing-${++sites}-${Date.now().toString(36)}.localhost`;
  const domain = await addDomain(token, host);
  const connected = await connectAs(domain.license_key, `http://${host}:${port}`);
  expect(connected.status).toBe(200);
  answers.set(host, answer);
  return domain;
}

async function stored(userId: string, domainId: string) {
  return (await DomainEntity.get({ userId, domainId }).go({ consistent: true })).data!;
}

const readRoutes: Record<string, string[]> = {
  categories: ["/blog-agent-reference/:id/get_category"],
  authors: ["/blog-agent-reference/:id/get_user"],
  titles: ["/blog-agent-reference/:id/get_title", "/reference/helper/:id/get_title"],
  content: ["/reference/helper/:id/get_content"],
};

describe("answers from the plugin are checked before use", () => {
  it("onboarding fails clearly on a malformed health answer and records nothing", async () => {
    const { token, userId } = await registeredUser();
    for (const [label, answer] of [...garbage, ...wrongShapes.health!]) {
      const domain = await siteAnswering(token, answer);
      await call("POST", "/onboarding", {
        token,
        body: {
          userDomainId: domain.id,
          websiteName: "Posing",
          websiteNiche: "Tests",
          targetAudience: "Testers",
          websiteDescription: { purpose: "Testing", strongFeaturesAndBenefits: ["a", "b", "c"] },
          blogSuggestions: { keywords: ["a", "b", "c"], categories: ["a", "b", "c"] },
        },
      });
      const before = await stored(userId, domain.id);
      const reply = await call("POST", `/domain/${domain.id}/onboard`, { token });
      expect(reply.status, label).toBe(502);
      expect(reply.body.message, label).toBe(ONBOARDING_FAILED);
      const after = await stored(userId, domain.id);
      expect(after.isOnboard, label).toBe(false);
      expect(after.siteName, label).toBe("Test site");
      expect(after.postCount, label).toBeUndefined();
      expect(after.lastContactAt, label).toBe(before.lastContactAt);
    }
  }, 60_000);

  it("reference reads fail with the plugin message on malformed answers and record no contact", async () => {
    const { token, userId } = await registeredUser();
    for (const [route, paths] of Object.entries(readRoutes)) {
      for (const [label, answer] of [...garbage, ...wrongShapes[route]!]) {
        const domain = await siteAnswering(token, answer);
        const before = await stored(userId, domain.id);
        for (const path of paths) {
          const reply = await call("GET", path.replace(":id", domain.id), { token });
          expect(reply.status, `${path}: ${label}`).toBe(502);
          expect(reply.body).toMatchObject({ code: "site_unreachable", message: UNREACHABLE });
        }
        expect((await stored(userId, domain.id)).lastContactAt, `${route}: ${label}`).toBe(before.lastContactAt);
      }
    }
  }, 60_000);

  it("publishing fails with the plugin message on a malformed answer", async () => {
    const { token, userId } = await registeredUser();
    const post = { title: "Hello", content: "<p>Hi</p>", status: "draft" };
    const publish = (domainId: string) =>
      withActor({ type: "user", properties: { userId } }, () => Content.publish(domainId, post)).catch((error: unknown) => error);
    for (const [label, answer] of [...garbage, ...wrongShapes.posts!]) {
      const domain = await siteAnswering(token, answer);
      const before = await stored(userId, domain.id);
      expect(await publish(domain.id), label).toMatchObject({ kind: "upstream", message: UNREACHABLE });
      expect((await stored(userId, domain.id)).lastContactAt, label).toBe(before.lastContactAt);
    }
    // A refusal whose message is not text gets a message of our own.
    const refusing = await siteAnswering(token, { status: 400, body: JSON.stringify({ code: "invalid_input", message: { html: "<b>" } }) });
    expect(await publish(refusing.id)).toMatchObject({ kind: "input", message: "The site refused the post." });
  }, 60_000);

  it("well-formed answers still go through, and count as contact", async () => {
    const { token, userId } = await registeredUser();
    const categories = await siteAnswering(token, json([{ id: 1, name: "News", slug: "news", count: 2 }]));
    const before = await stored(userId, categories.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const reply = await call("GET", `/blog-agent-reference/${categories.id}/get_category`, { token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([{ id: 1, category: "News" }]);
    expect((await stored(userId, categories.id)).lastContactAt).toBeGreaterThan(before.lastContactAt!);

    const health = await siteAnswering(token, json({ ...healthy, site_name: "N".repeat(5000) }));
    await call("POST", "/onboarding", {
      token,
      body: {
        userDomainId: health.id,
        websiteName: "Posing",
        websiteNiche: "Tests",
        targetAudience: "Testers",
        websiteDescription: { purpose: "Testing", strongFeaturesAndBenefits: ["a", "b", "c"] },
        blogSuggestions: { keywords: ["a", "b", "c"], categories: ["a", "b", "c"] },
      },
    });
    const onboarded = await call("POST", `/domain/${health.id}/onboard`, { token });
    expect(onboarded.status).toBe(200);
    expect((await stored(userId, health.id)).siteName).toBe("N".repeat(200));
  });
});
