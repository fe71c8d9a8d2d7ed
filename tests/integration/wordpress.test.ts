import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { withActor } from "../../packages/core/src/actor";
import { Content } from "../../packages/core/src/content";
import { callSite, SiteCallError } from "../../packages/core/src/content/site-client";
import { Site } from "../../packages/core/src/site";
import { siteIdOf } from "../../packages/core/src/site/connection";
import { signedHeaders } from "../../packages/core/src/site/signature";
import type { LocalWordPress } from "../../packages/wordpress-plugin/dev/wordpress";
import { call } from "../support/api";
import { addDomain, configuration, connectAs } from "../support/domains";
import { registeredUser } from "../support/users";
import { connectPlugin, testWordPress, visitPage } from "../support/wordpress";

let wordpress: LocalWordPress;
let owner: Awaited<ReturnType<typeof registeredUser>>;
let domain: Awaited<ReturnType<typeof addDomain>>;

const asOwner = <T>(work: () => Promise<T>) => withActor({ type: "user", properties: { userId: owner.userId } }, work);
/** As the agent worker calls the bridge: the system actor, naming whose domain it works on. */
const asWorker = <T>(work: (ref: { userId: string; domainId: string }) => Promise<T>) =>
  withActor({ type: "system", properties: {} }, () => work({ userId: owner.userId, domainId: domain.id }));
const runId = () => `run_${randomUUID().replace(/-/g, "")}`;

/** Posts carrying the run id, whatever their status (trash included). */
async function postsOfRun(run: string) {
  const ids = await wordpress.php(
    `global $wpdb; echo wp_json_encode(array_map('intval', $wpdb->get_col($wpdb->prepare("SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_sitecrew_run_id' AND meta_value = %s", ${JSON.stringify(run)}))));`,
  );
  return JSON.parse(ids) as number[];
}

const statusOf = async (postId: number) => wordpress.php(`echo get_post_status(${postId});`);

const connect = (key: string) => connectPlugin(wordpress, key);

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
  wordpress = await testWordPress();
  owner = await registeredUser();
  domain = await addDomain(owner.token, new URL(wordpress.url).hostname);
}, 180_000);

afterAll(async () => {
  await wordpress?.stop();
  for (const server of servers) server.close();
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
    const refused = await connect(theirs.license_key);
    expect(refused.ok).toBe(false);
    expect(refused.message).toBe(`This licence key belongs to elsewhere.example.com, but this site is ${new URL(wordpress.url).hostname}.`);

    expect((await connect(domain.license_key)).ok).toBe(true);
    const verified = await call("POST", "/license/is-verify", { token: owner.token, body: { license_key: domain.license_key } });
    expect(verified.body).toEqual({ is_valid: true });
    // The plugin signs its own calls to the API.
    const status = JSON.parse(await wordpress.php("$r = SiteCrew_Api_Client::status(); echo wp_json_encode(['ok' => $r->ok(), 'body' => $r->body]);"));
    expect(status).toEqual({ ok: true, body: { connected: true, domain_name: domain.domain_name, chat_widget: null } });
  });

  it("onboards the domain over a signed call and syncs the site's name and counts", async () => {
    await call("POST", "/onboarding", { token: owner.token, body: configuration(domain.id) });
    const reply = await call("POST", `/domain/${domain.id}/onboard`, { token: owner.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const counts = JSON.parse(
      await wordpress.php("echo wp_json_encode(['posts' => (int) wp_count_posts('post')->publish, 'pages' => (int) wp_count_posts('page')->publish]);"),
    );
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
    const published = JSON.parse(
      await wordpress.php("echo wp_json_encode(count(get_posts(['post_type' => ['post', 'page'], 'post_status' => 'publish', 'numberposts' => -1])));"),
    );
    expect(titles.length).toBe(published);
    expect(await get(`/reference/helper/${domain.id}/get_title`)).toEqual(titles);
    const content = await get(`/reference/helper/${domain.id}/get_content`);
    expect(content.find((row) => row.title === "About us")).toMatchObject({ type: "page", url: expect.stringContaining(wordpress.url) });
    expect(content).toHaveLength(published);

    // A post published on the site a moment ago is in the picker's list at once, whatever an agent cached.
    const fresh = Number(await wordpress.php("echo wp_insert_post(['post_title' => 'Published a moment ago', 'post_status' => 'publish'], true);"));
    try {
      expect((await get(`/reference/helper/${domain.id}/get_content`)).map((row) => row.id)).toContain(fresh);
    } finally {
      await wordpress.php(`wp_delete_post(${fresh}, true);`);
    }
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
      await wordpress.php(
        `$p = get_post(${created.id}); echo wp_json_encode(['title' => $p->post_title, 'status' => $p->post_status, 'author' => (int) $p->post_author, 'cats' => wp_get_post_categories($p->ID), 'image' => get_post_mime_type(get_post_thumbnail_id($p->ID))]);`,
      ),
    );
    expect(stored).toEqual({ title: "Ten herbs for a sunny balcony", status: "publish", author: jane.id, cats: [gardening.id], image: "image/png" });

    const updated = await asOwner(() =>
      Content.publish(domain.id, { title: "Twelve herbs for a sunny balcony", content: "<p>Basil and more.</p>", status: "draft" }, created.id),
    );
    expect(updated.status).toBe("draft");
    expect(await wordpress.php(`echo get_post(${created.id})->post_title;`)).toBe("Twelve herbs for a sunny balcony");

    const scheduled = await asOwner(() =>
      Content.publish(domain.id, {
        title: "Autumn bulbs",
        content: "<p>Soon.</p>",
        status: "future",
        date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      }),
    );
    expect(scheduled.status).toBe("future");
    await expect(asOwner(() => Content.publish(domain.id, { title: "No date", content: "x", status: "future" }))).rejects.toThrow(
      "A scheduled post needs a date",
    );
  });

  it("prints the post's SEO fields in its page's head when no SEO plugin does", async () => {
    const featured = await imageUrl();
    const created = await asOwner(() =>
      Content.publish(domain.id, {
        title: "Raised beds for small gardens",
        content:
          "<p>Start small.</p><h2>Questions people ask</h2><h3>How deep should a raised bed be?</h3><p>About 30 cm suits most vegetables.</p>" +
          "<h3>What wood lasts longest?</h3><p>Larch and cedar last for years without treatment.</p><h2>Next steps</h2><p>Plant in spring.</p>",
        status: "publish",
        slug: "raised-beds-small-gardens",
        featured_image_url: featured,
        featured_image_alt: "A raised bed garden on a balcony",
        seo: {
          title: "Raised Bed Garden Guide for Small Spaces",
          description: `How to build a "raised bed garden" & plant it in a small space.`,
          focus_keyword: "raised bed garden",
        },
      }),
    );
    const page = await visitPage(wordpress, new URL(created.url).pathname);
    const head = page.slice(0, page.indexOf("</head>"));
    const meta = (attribute: string, name: string) =>
      [...head.matchAll(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`, "g"))].map((match) =>
        match[1]!.replaceAll("&quot;", `"`).replaceAll("&amp;", "&"),
      );

    expect(head).toMatch(/<title>Raised Bed Garden Guide for Small Spaces<\/title>/);
    expect(meta("name", "description")).toEqual([`How to build a "raised bed garden" & plant it in a small space.`]);
    expect(meta("property", "og:title")).toEqual(["Raised Bed Garden Guide for Small Spaces"]);
    expect(meta("property", "og:type")).toEqual(["article"]);
    expect(meta("property", "og:url")).toEqual([created.url]);
    expect(meta("property", "og:image")[0]).toMatch(/^http:\/\/wordpress\.localhost:\d+\/wp-content\/uploads\/.+\.png$/);
    expect(meta("property", "og:image:alt")).toEqual(["A raised bed garden on a balcony"]);
    expect(meta("name", "twitter:card")).toEqual(["summary_large_image"]);
    expect(head.match(/<link rel="canonical" href="([^"]+)"/g)).toHaveLength(1);
    expect(head).toContain(`<link rel="canonical" href="${created.url}"`);

    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    expect(jsonLd.map((data) => data["@type"])).toEqual(["BlogPosting", "FAQPage"]);
    expect(jsonLd[0]).toMatchObject({
      headline: "Raised Bed Garden Guide for Small Spaces",
      description: `How to build a "raised bed garden" & plant it in a small space.`,
      image: meta("property", "og:image")[0],
      author: { "@type": "Person", name: expect.any(String) },
      datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(jsonLd[1]).toMatchObject({
      mainEntity: [
        { name: "How deep should a raised bed be?", acceptedAnswer: { text: "About 30 cm suits most vegetables." } },
        { name: "What wood lasts longest?", acceptedAnswer: { text: "Larch and cedar last for years without treatment." } },
      ],
    });

    // With an SEO plugin active, that plugin prints the fields SiteCrew filled for it: nothing of ours.
    const fakeYoast = "WPMU_PLUGIN_DIR . '/sitecrew-test-fake-yoast.php'";
    await wordpress.php(`file_put_contents(${fakeYoast}, '<?php define("WPSEO_VERSION", "22.0");');`);
    try {
      const withPlugin = await visitPage(wordpress, new URL(created.url).pathname);
      expect(withPlugin).not.toContain("SiteCrew SEO");
      expect(withPlugin).not.toContain('property="og:title"');
    } finally {
      await wordpress.php(`unlink(${fakeYoast});`);
    }
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

  it("publishes once per run id, also when the same run sends its post twice at once", async () => {
    const run = runId();
    const post = { title: "Watering pots in a heatwave", content: "<p>Early and deep.</p>", status: "publish" as const, run_id: run };
    const first = await asWorker((ref) => Content.publish(ref, post));
    expect(first).toMatchObject({ id: expect.any(Number), status: "publish", existing: false, url: expect.stringContaining("watering-pots-in-a-heatwave") });
    const again = await asWorker((ref) => Content.publish(ref, { ...post, title: "A different title", status: "draft" }));
    expect(again).toEqual({ ...first, existing: true });
    expect(await wordpress.php(`echo get_post(${first.id})->post_title;`)).toBe("Watering pots in a heatwave");
    expect(await postsOfRun(run)).toEqual([first.id]);

    const burst = runId();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => asWorker((ref) => Content.publish(ref, { ...post, title: "Shade cloth for balconies", run_id: burst }))),
    );
    const [created] = await postsOfRun(burst);
    expect(await postsOfRun(burst)).toHaveLength(1);
    expect(answers.map((answer) => answer.id)).toEqual([created, created, created, created]);
    expect(answers.filter((answer) => !answer.existing)).toHaveLength(1);
    // The run locks are gone once the posts exist.
    expect(await wordpress.php(`global $wpdb; echo $wpdb->get_var("SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE 'sitecrew\\_run\\_%'");`)).toBe(
      "0",
    );

    await expect(asWorker((ref) => Content.publish(ref, { ...post, run_id: "not a run id" }))).rejects.toMatchObject({ kind: "input", code: "invalid_input" });
    const stored = await Site.load(domain.id, owner.userId);
    const target = { siteId: siteIdOf(stored), secret: stored.siteSecret!, restUrl: stored.restUrl! };
    const refused = await callSite(target, "POST", "/sitecrew/v1/posts", { ...post, run_id: "x".repeat(101) }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, body: { code: "invalid_input" } });
    // A run id is given when the post is created and stays with it.
    await expect(asWorker((ref) => Content.publish(ref, { ...post, run_id: runId() }, first.id))).rejects.toMatchObject({
      kind: "input",
      message: '"run_id" is set when a post is created and cannot be changed.',
    });
  });

  it("reads a draft back, saves edits to it and publishes it with its run id", async () => {
    const run = runId();
    const draft = await asWorker((ref) =>
      Content.publish(ref, { title: "Herbs that survive winter", content: "<p>Thyme.</p>", excerpt: "Thyme & sage.", status: "draft", run_id: run }),
    );
    // A draft has no slug yet: its link is the address it will have once published.
    expect(draft).toMatchObject({ status: "draft", existing: false, url: `${wordpress.url}/herbs-that-survive-winter/` });
    expect(await asWorker((ref) => Content.post(ref, draft.id))).toEqual({
      id: draft.id,
      title: "Herbs that survive winter",
      excerpt: "Thyme & sage.",
      content: "<p>Thyme.</p>",
      status: "draft",
      url: draft.url,
      slug: "herbs-that-survive-winter",
      run_id: run,
      featured_image: null,
      seo: { title: "", description: "", focus_keyword: "" },
    });

    const edited = await asOwner(() => Content.update(domain.id, draft.id, { title: "Five herbs that survive winter", content: "<p>Thyme and sage.</p>" }));
    expect(edited).toEqual({ id: draft.id, status: "draft", url: `${wordpress.url}/five-herbs-that-survive-winter/` });
    expect(await asOwner(() => Content.post(domain.id, draft.id))).toMatchObject({
      title: "Five herbs that survive winter",
      excerpt: "Thyme & sage.",
      content: "<p>Thyme and sage.</p>",
    });

    const published = await asOwner(() => Content.update(domain.id, draft.id, { status: "publish" }));
    expect(published).toEqual({ id: draft.id, status: "publish", url: edited.url });
    expect(await rawToWordPress(new URL(published.url).pathname, {})).toBe(200);
    expect(await asOwner(() => Content.post(domain.id, draft.id))).toMatchObject({ status: "publish", slug: "five-herbs-that-survive-winter", run_id: run });
    // The run sending its post again still finds it.
    expect(
      await asWorker((ref) => Content.publish(ref, { title: "Herbs that survive winter", content: "<p>Thyme.</p>", status: "draft", run_id: run })),
    ).toEqual({
      ...published,
      existing: true,
    });
  });

  it("trashes a draft on removal, refuses to remove a published post, and answers not found for others", async () => {
    const run = runId();
    const draft = await asWorker((ref) => Content.publish(ref, { title: "Rejected draft", content: "<p>No.</p>", status: "draft", run_id: run }));
    expect(await asWorker((ref) => Content.remove(ref, draft.id))).toEqual({ id: draft.id, status: "trash" });
    expect(await statusOf(draft.id)).toBe("trash");
    expect(await asOwner(() => Content.remove(domain.id, draft.id))).toEqual({ id: draft.id, status: "trash" });
    // A trashed post still belongs to its run: sending the run again does not bring it back.
    expect(await asWorker((ref) => Content.publish(ref, { title: "Rejected draft", content: "<p>No.</p>", status: "draft", run_id: run }))).toEqual({
      id: draft.id,
      status: "trash",
      url: "",
      existing: true,
    });
    expect(await asOwner(() => Content.post(domain.id, draft.id))).toMatchObject({ status: "trash", url: "", slug: "", run_id: run });

    const live = await asOwner(() => Content.publish(domain.id, { title: "Live post", content: "<p>Yes.</p>", status: "publish" }));
    await expect(asOwner(() => Content.remove(domain.id, live.id))).rejects.toMatchObject({ kind: "conflict", code: "post_published" });
    expect(await statusOf(live.id)).toBe("publish");

    const page = Number(await wordpress.php("echo get_page_by_path('about-us')->ID;"));
    for (const id of [page, 99_999_999]) {
      await expect(
        asOwner(() => Content.post(domain.id, id)),
        String(id),
      ).rejects.toMatchObject({ kind: "not_found", code: "post_not_found" });
      await expect(
        asOwner(() => Content.remove(domain.id, id)),
        String(id),
      ).rejects.toMatchObject({ kind: "not_found", code: "post_not_found" });
    }
    expect(await statusOf(page)).toBe("publish");
  });

  it("lets the system actor name the owner, and no signed-in user name another", async () => {
    const stranger = await registeredUser();
    const ref = { userId: owner.userId, domainId: domain.id };
    await expect(withActor({ type: "user", properties: { userId: stranger.userId } }, () => Content.categories(ref))).rejects.toMatchObject({
      kind: "not_found",
    });
    await expect(withActor({ type: "public", properties: {} }, () => Content.titles(ref))).rejects.toMatchObject({ kind: "auth" });
    await expect(withActor({ type: "system", properties: {} }, () => Content.titles(domain.id))).rejects.toMatchObject({ kind: "auth" });
    expect(await asOwner(() => Content.titles(ref))).toEqual(await asWorker((mine) => Content.titles(mine)));
  });

  it("shows the plugin disconnected once the domain is removed", async () => {
    expect((await call("DELETE", `/domain/${domain.id}`, { token: owner.token })).status).toBe(200);
    const status = JSON.parse(await wordpress.php("$r = SiteCrew_Api_Client::status(); echo wp_json_encode(['ok' => $r->ok(), 'code' => $r->code()]);"));
    expect(status).toEqual({ ok: false, code: "site_not_found" });
  });
});

describe("answers about one post are checked before use", () => {
  const UNREACHABLE = { kind: "upstream", code: "site_unreachable" };
  /** What the posing plugin answers, per host: a status and a JSON body. */
  const answers = new Map<string, { status: number; body: unknown }>();
  let port: number;

  beforeAll(async () => {
    const server = createServer((req, res) => {
      req.resume();
      const answer = answers.get((req.headers.host ?? "").replace(/:\d+$/, "")) ?? { status: 404, body: {} };
      res.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    servers.push(server);
    port = (server.address() as AddressInfo).port;
  });

  /** Calls `work` on a domain whose plugin answers `body` with `status`; also says whether contact was recorded. */
  async function against<T>(status: number, body: unknown, work: (ref: { userId: string; domainId: string }) => Promise<T>) {
    const host = `posing-${randomUUID().slice(0, 8)}.localhost`;
    const posing = await addDomain(owner.token, host);
    expect((await connectAs(posing.license_key, `http://${host}:${port}`)).status).toBe(200);
    answers.set(host, { status, body });
    const ref = { userId: owner.userId, domainId: posing.id };
    const before = (await Site.load(posing.id, owner.userId)).lastContactAt;
    const outcome = await withActor({ type: "system", properties: {} }, () => work(ref)).catch((error: unknown) => error);
    return { outcome, contacted: (await Site.load(posing.id, owner.userId)).lastContactAt !== before };
  }

  const post = { id: 7, title: "Hi", excerpt: "", content: "<p>Hi</p>", status: "draft", url: "http://posing.localhost/hi/", slug: "hi", run_id: "run_1" };

  it("treats malformed answers as no answer and records no contact", async () => {
    const cases: Array<[string, unknown, (ref: { userId: string; domainId: string }) => Promise<unknown>]> = [
      ["a post as a list", [post], (ref) => Content.post(ref, 7)],
      ["a post without content", { ...post, content: undefined }, (ref) => Content.post(ref, 7)],
      ["a post whose run id is a number", { ...post, run_id: 1 }, (ref) => Content.post(ref, 7)],
      ["a post with a text id", { ...post, id: "7" }, (ref) => Content.post(ref, 7)],
      ["a removal that left the post published", { id: 7, status: "publish" }, (ref) => Content.remove(ref, 7)],
      ["a removal without id", { status: "trash" }, (ref) => Content.remove(ref, 7)],
      [
        "a publication whose existing is text",
        { id: 7, url: post.url, status: "draft", existing: "yes" },
        (ref) => Content.update(ref, 7, { status: "publish" }),
      ],
    ];
    for (const [label, body, work] of cases) {
      const { outcome, contacted } = await against(200, body, work);
      expect(outcome, label).toMatchObject(UNREACHABLE);
      expect(contacted, label).toBe(false);
    }
  }, 60_000);

  it("explains the plugin's refusals by their code, and only those", async () => {
    const remove = (ref: { userId: string; domainId: string }) => Content.remove(ref, 7);
    expect((await against(409, { code: "post_published", message: "x" }, remove)).outcome).toMatchObject({ kind: "conflict", code: "post_published" });
    expect((await against(404, { code: "post_not_found", message: "x" }, remove)).outcome).toMatchObject({ kind: "not_found", code: "post_not_found" });
    const publish = (ref: { userId: string; domainId: string }) =>
      Content.publish(ref, { title: "Hi", content: "<p>Hi</p>", status: "draft", run_id: "run_1" });
    expect((await against(409, { code: "run_in_progress", message: "x" }, publish)).outcome).toMatchObject({ kind: "upstream", code: "site_busy" });
    // WordPress without the plugin, or one too old for the route, answers 404 rest_no_route.
    expect((await against(404, { code: "rest_no_route", message: "No route" }, remove)).outcome).toMatchObject(UNREACHABLE);
    expect((await against(409, { code: 42 }, remove)).outcome).toMatchObject(UNREACHABLE);
  });

  it("takes well-formed answers, with a missing run id, featured image or SEO fields (older plugins) as none", async () => {
    const { outcome, contacted } = await against(200, { ...post, run_id: undefined }, (ref) => Content.post(ref, 7));
    expect(outcome).toEqual({ ...post, run_id: null, featured_image: null, seo: { title: "", description: "", focus_keyword: "" } });
    expect(contacted).toBe(true);
    const created = await against(201, { id: 8, url: post.url, status: "draft" }, (ref) =>
      Content.publish(ref, { title: "Hi", content: "x", status: "draft" }),
    );
    expect(created.outcome).toEqual({ id: 8, url: post.url, status: "draft", existing: false });
  });
});
