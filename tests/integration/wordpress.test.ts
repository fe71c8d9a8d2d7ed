import { createServer, request, type Server } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withActor } from "../../packages/core/src/actor";
import { Content } from "../../packages/core/src/content";
import { callSite, SiteCallError } from "../../packages/core/src/content/site-client";
import { Site } from "../../packages/core/src/site";
import { siteIdOf } from "../../packages/core/src/site/connection";
import { signedHeaders } from "../../packages/core/src/site/signature";
import { createLocalApp, listen } from "../../packages/functions/src/local/server";
import { type LocalWordPress, startWordPress } from "../../packages/wordpress-plugin/dev/wordpress";
import { call } from "../support/api";
import { addDomain, configuration } from "../support/domains";
import { registeredUser } from "../support/users";

let wordpress: LocalWordPress;
let api: ServerType;
let scratch: string;
let owner: Awaited<ReturnType<typeof registeredUser>>;
let domain: Awaited<ReturnType<typeof addDomain>>;

const asOwner = <T>(work: () => Promise<T>) => withActor({ type: "user", properties: { userId: owner.userId } }, work);

/** What the plugin's settings page does when Connect is pressed, run inside WordPress. */
async function connectPlugin(key: string) {
  const output = await wordpress.php(`
    wp_set_current_user(1);
    $response = SiteCrew_Api_Client::connect(${JSON.stringify(key)});
    if ($response->ok()) {
      SiteCrew_Options::save_connection(${JSON.stringify(key)}, $response->body['site_id'], $response->body['secret'], $response->body['domain_name'], 1);
    }
    echo wp_json_encode(['ok' => $response->ok(), 'message' => $response->message]);
  `);
  return JSON.parse(output) as { ok: boolean; message: string };
}

/** A raw request to WordPress on loopback, for headers the client would never send. */
function rawToWordPress(path: string, headers: Record<string, string>) {
  const url = new URL(wordpress.url);
  return new Promise<number>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: url.port, path, headers: { ...headers, host: url.host } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A one-pixel PNG served on loopback, for a featured image WordPress downloads. */
async function imageUrl() {
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  const server = createServer((_, res) => res.writeHead(200, { "content-type": "image/png" }).end(png));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return `http://localhost:${(server.address() as AddressInfo).port}/herbs.png`;
}

const servers: Server[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "sitecrew-wp-"));
  api = await listen(createLocalApp(join(scratch, "no-web")), 0);
  const apiUrl = `http://localhost:${(api.address() as AddressInfo).port}/api`;
  wordpress = await startWordPress({ dir: join(scratch, "wordpress"), apiUrl, installPlugin: true });
  owner = await registeredUser();
  domain = await addDomain(owner.token, new URL(wordpress.url).hostname);
}, 180_000);

afterAll(async () => {
  await wordpress?.stop();
  await new Promise((resolve) => api?.close(resolve));
  for (const server of servers) server.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("a real WordPress with the SiteCrew plugin", () => {
  it("serves the script libraries its admin pages load", async () => {
    for (const path of ["/wp-includes/js/underscore.min.js", "/wp-includes/js/crop/cropper.js"]) {
      const status = await rawToWordPress(path, {});
      expect(status, path).toBe(200);
    }
  });

  it("connects with the licence key; another user's key is refused", async () => {
    const stranger = await registeredUser();
    const theirs = await addDomain(stranger.token, "elsewhere.example.com");
    const refused = await connectPlugin(theirs.license_key);
    expect(refused.ok).toBe(false);
    expect(refused.message).toBe(`This licence key belongs to elsewhere.example.com, but this site is ${new URL(wordpress.url).hostname}.`);

    expect((await connectPlugin(domain.license_key)).ok).toBe(true);
    const verified = await call("POST", "/license/is-verify", { token: owner.token, body: { license_key: domain.license_key } });
    expect(verified.body).toEqual({ is_valid: true });
    // The plugin signs its own calls to the API.
    const status = JSON.parse(await wordpress.php("$r = SiteCrew_Api_Client::status(); echo wp_json_encode(['ok' => $r->ok(), 'body' => $r->body]);"));
    expect(status).toEqual({ ok: true, body: { connected: true, domain_name: domain.domain_name } });
  });

  it("onboards the domain over a signed call and syncs the site's name and counts", async () => {
    await call("POST", "/onboarding", { token: owner.token, body: configuration(domain.id) });
    const reply = await call("POST", `/domain/${domain.id}/onboard`, { token: owner.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const counts = JSON.parse(await wordpress.php("echo wp_json_encode(['posts' => (int) wp_count_posts('post')->publish, 'pages' => (int) wp_count_posts('page')->publish]);"));
    expect(counts.posts).toBeGreaterThanOrEqual(3);
    expect(reply.body.data).toMatchObject({ is_valid: true, is_onboard: true, site: { name: "Local WordPress", counts } });
  });

  it("reads categories, authors, titles and content through the API", async () => {
    const get = async (path: string) => {
      const reply = await call("GET", path, { token: owner.token });
      expect(reply.status, `${path}: ${JSON.stringify(reply.body)}`).toBe(200);
      return reply.body.data as Array<Record<string, unknown>>;
    };
    const categories = await get(`/blog-agent-reference/${domain.id}/get_category`);
    expect(categories.map((row) => row.category)).toEqual(expect.arrayContaining(["Gardening", "Recipes"]));
    const authors = await get(`/blog-agent-reference/${domain.id}/get_user`);
    expect(authors.map((row) => row.name)).toEqual(expect.arrayContaining(["Jane Gardener"]));
    const titles = await get(`/blog-agent-reference/${domain.id}/get_title`);
    const published = JSON.parse(await wordpress.php("echo wp_json_encode(count(get_posts(['post_type' => ['post', 'page'], 'post_status' => 'publish', 'numberposts' => -1])));"));
    expect(titles.length).toBe(published);
    expect(await get(`/reference/helper/${domain.id}/get_title`)).toEqual(titles);
    const content = await get(`/reference/helper/${domain.id}/get_content`);
    expect(content.find((row) => row.title === "About us")).toMatchObject({ type: "page", url: expect.stringContaining(wordpress.url) });
    expect(content).toHaveLength(published);
  });

  it("creates and updates a post that appears in WordPress, with category, author and featured image", async () => {
    const categories = await asOwner(() => Content.categories(domain.id));
    const authors = await asOwner(() => Content.authors(domain.id));
    const gardening = categories.find((row) => row.category === "Gardening")!;
    const jane = authors.find((row) => row.name === "Jane Gardener")!;
    const featured = await imageUrl();
    const created = await asOwner(() =>
      Content.publish(domain.id, {
        title: "Ten herbs for a sunny balcony",
        content: "<p>Basil first.</p>",
        excerpt: "Start with basil.",
        slug: "ten-herbs-balcony",
        status: "publish",
        categories: [gardening.id],
        author: jane.id,
        featured_image_url: featured,
      }),
    );
    expect(created).toMatchObject({ id: expect.any(Number), status: "publish", url: expect.stringContaining("ten-herbs-balcony") });
    const stored = JSON.parse(
      await wordpress.php(`$p = get_post(${created.id}); echo wp_json_encode(['title' => $p->post_title, 'status' => $p->post_status, 'author' => (int) $p->post_author, 'cats' => wp_get_post_categories($p->ID), 'image' => get_post_mime_type(get_post_thumbnail_id($p->ID))]);`),
    );
    expect(stored).toEqual({ title: "Ten herbs for a sunny balcony", status: "publish", author: jane.id, cats: [gardening.id], image: "image/png" });

    const updated = await asOwner(() => Content.publish(domain.id, { title: "Twelve herbs for a sunny balcony", content: "<p>Basil and more.</p>", status: "draft" }, created.id));
    expect(updated.status).toBe("draft");
    expect(await wordpress.php(`echo get_post(${created.id})->post_title;`)).toBe("Twelve herbs for a sunny balcony");

    const scheduled = await asOwner(() =>
      Content.publish(domain.id, { title: "Autumn bulbs", content: "<p>Soon.</p>", status: "future", date: new Date(Date.now() + 7 * 86_400_000).toISOString() }),
    );
    expect(scheduled.status).toBe("future");
    await expect(asOwner(() => Content.publish(domain.id, { title: "No date", content: "x", status: "future" }))).rejects.toThrow("A scheduled post needs a date");
  });

  it("refuses unsigned, wrongly signed, stale and replayed requests", async () => {
    const stored = await Site.load(domain.id, owner.userId);
    const target = { siteId: siteIdOf(stored), secret: stored.siteSecret!, restUrl: stored.restUrl! };
    await expect(callSite(target, "GET", "/sitecrew/v1/health")).resolves.toMatchObject({ ok: true });
    const forged = await callSite({ ...target, secret: "0".repeat(64) }, "GET", "/sitecrew/v1/health").catch((error: unknown) => error);
    expect(forged).toBeInstanceOf(SiteCallError);
    expect((forged as SiteCallError).status).toBe(401);

    const route = "/sitecrew/v1/categories";
    const path = `/?rest_route=${encodeURIComponent(route)}`;
    expect(await rawToWordPress(path, {})).toBe(401);
    const stale = signedHeaders(target.siteId, target.secret, { method: "GET", path: route, body: "" }, Date.now() - 301_000);
    expect(await rawToWordPress(path, stale)).toBe(401);
    const fresh = signedHeaders(target.siteId, target.secret, { method: "GET", path: route, body: "" });
    expect(await rawToWordPress(path, fresh)).toBe(200);
    expect(await rawToWordPress(path, fresh)).toBe(401);

    // Copies of one request arriving together: exactly one gets through.
    const burst = signedHeaders(target.siteId, target.secret, { method: "GET", path: route, body: "" });
    const statuses = await Promise.all(Array.from({ length: 6 }, () => rawToWordPress(path, burst)));
    expect(statuses.sort()).toEqual([200, 401, 401, 401, 401, 401]);
  });

  it("shows the plugin disconnected once the domain is removed", async () => {
    expect((await call("DELETE", `/domain/${domain.id}`, { token: owner.token })).status).toBe(200);
    const status = JSON.parse(await wordpress.php("$r = SiteCrew_Api_Client::status(); echo wp_json_encode(['ok' => $r->ok(), 'code' => $r->code()]);"));
    expect(status).toEqual({ ok: false, code: "site_not_found" });
  });
});
