import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Resource } from "sst";
import { ChatAgentEntity } from "../../packages/core/src/chat/agent.entity";
import { Content } from "../../packages/core/src/content";
import { callSite, SiteCallError } from "../../packages/core/src/content/site-client";
import { siteIdOf } from "../../packages/core/src/site/connection";
import { Site } from "../../packages/core/src/site";
import { createId } from "../../packages/core/src/util/id";
import { connectedWordPress, connectPlugin, type ConnectedWordPress, visitPage } from "../support/wordpress";

let site: ConnectedWordPress;
let apiOrigin: string;

beforeAll(async () => {
  site = await connectedWordPress();
  apiOrigin = new URL(await site.wordpress.php("echo SITECREW_API_URL;")).origin;
}, 180_000);

afterAll(async () => {
  await site?.stop();
});

const visit = (path: string) => visitPage(site.wordpress, path);

/** Inserts a post as WordPress's editor would store it; resolves to its id. */
async function insertPost(fields: Record<string, string>) {
  const id = await site.wordpress.php(
    `wp_set_current_user(1); echo wp_insert_post(wp_slash(json_decode(${JSON.stringify(JSON.stringify(fields))}, true)), true);`,
  );
  return Number(id);
}

const widgetKey = () => createId("widget");
const knowledge = (page: number) => site.asSystem(() => Content.knowledge(site.ref, page));
const state = () => site.asSystem(() => Content.knowledgeState(site.ref));
const setWidget = (widget: { widget_key: string; script_url: string } | null) => site.asSystem(() => Content.setChatWidget(site.ref, widget));
const storedWidget = async () => JSON.parse(await site.wordpress.php("echo wp_json_encode(get_option('sitecrew_chat_widget', null));")) as unknown;
/** The chat widget's script tags in a page's HTML. */
const widgetTags = (html: string) => html.match(/<script[^>]*data-sitecrew-chat[^>]*>/g) ?? [];

/** Every item of the knowledge, page by page. */
async function allKnowledge() {
  const first = await knowledge(1);
  const items = [...first.items];
  for (let page = 2; page <= first.total_pages; page++) items.push(...(await knowledge(page)).items);
  return { items, total: first.total, total_pages: first.total_pages };
}

const BLOCK_POST = [
  "<!-- wp:heading -->",
  "<h2>Planting tomatoes</h2>",
  "<!-- /wp:heading -->",
  "<!-- wp:paragraph -->",
  "<p>Tomatoes need <strong>sun</strong> &amp; water.<br>Every&nbsp;day.</p>",
  "<!-- /wp:paragraph -->",
  '[gallery ids="1,2"]',
  "<!-- wp:list -->",
  "<ul><li>Stake them</li><li>Pinch the   suckers</li></ul>",
  "<!-- /wp:list -->",
].join("\n");

describe("the site's posts and pages as chat knowledge", () => {
  let published: number;
  let page: number;
  let draft: number;
  let locked: number;

  beforeAll(async () => {
    published = await insertPost({ post_title: "Tomato guide &amp; tips", post_content: BLOCK_POST, post_status: "publish" });
    page = await insertPost({ post_title: "Opening hours", post_content: "<p>Open Monday to Friday.</p>", post_status: "publish", post_type: "page" });
    draft = await insertPost({ post_title: "Unfinished", post_content: "<p>Not yet.</p>", post_status: "draft" });
    locked = await insertPost({ post_title: "Members only", post_content: "<p>Secret.</p>", post_status: "publish", post_password: "hunter2" });
  });

  it("lists published posts and pages in readable plain text, without drafts or protected posts", async () => {
    const { items } = await allKnowledge();
    const ids = items.map((item) => item.id);
    expect(ids).toContain(published);
    expect(ids).toContain(page);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(locked);

    const post = items.find((item) => item.id === published)!;
    expect(post).toMatchObject({ title: "Tomato guide & tips", type: "post" });
    expect(post.text).toBe("Planting tomatoes\nTomatoes need sun & water.\nEvery day.\nStake them\nPinch the suckers");
    expect(post.url).toMatch(new RegExp(`^${site.wordpress.url}/`));
    expect(post.modified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(items.find((item) => item.id === page)).toMatchObject({ type: "page", title: "Opening hours", text: "Open Monday to Friday." });

    for (const item of items) expect(item.text).not.toMatch(/<|\[gallery|wp:/);
  });

  it("pages through every item once, newest change first", async () => {
    await site.wordpress.php(
      `for ($n = 0; $n < 22; $n++) wp_insert_post(['post_title' => "Filler $n", 'post_content' => "<p>Filler $n</p>", 'post_status' => 'publish']);`,
    );

    const first = await knowledge(1);
    expect(first.total).toBeGreaterThan(24);
    expect(first.items).toHaveLength(20);
    expect(first.total_pages).toBe(Math.ceil(first.total / 20));

    const { items } = await allKnowledge();
    expect(items).toHaveLength(first.total);
    expect(new Set(items.map((item) => item.id)).size).toBe(first.total);
    const times = items.map((item) => item.modified);
    expect(times).toEqual([...times].sort().reverse());
    expect((await knowledge(first.total_pages + 1)).items).toEqual([]);
    expect((await state()).count).toBe(first.total);
  });

  it("refuses a page size out of range", async () => {
    const domain = await site.asSystem(() => Site.load(site.ref.domainId, site.ref.userId));
    const target = { siteId: siteIdOf(domain), secret: domain.siteSecret!, restUrl: domain.restUrl! };
    const refused = await callSite(target, "POST", "/sitecrew/v1/knowledge", { page: 1, per_page: 51 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SiteCallError);
    expect(refused).toMatchObject({ status: 400, body: { code: "invalid_input" } });
  });

  it("changes its state when a post is edited, unpublished or deleted", async () => {
    const before = await state();
    expect(before.modified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    // Modification times count in seconds: the edit must land in a later one.
    while (`${new Date().toISOString().slice(0, 19)}Z` <= before.modified!) await new Promise((resolve) => setTimeout(resolve, 20));
    await site.wordpress.php(`wp_update_post(['ID' => ${page}, 'post_content' => '<p>Open every day.</p>']);`);
    const edited = await state();
    expect(edited.count).toBe(before.count);
    expect(edited.modified! > before.modified!).toBe(true);
    expect((await knowledge(1)).items[0]).toMatchObject({ id: page, text: "Open every day." });

    await site.wordpress.php(`wp_update_post(['ID' => ${page}, 'post_status' => 'draft']);`);
    expect((await state()).count).toBe(before.count - 1);

    await site.wordpress.php(`wp_delete_post(${published}, true);`);
    const deleted = await state();
    expect(deleted.count).toBe(before.count - 2);
    expect((await allKnowledge()).items.map((item) => item.id)).not.toContain(published);
  });
});

describe("the chat widget on the site's front end", () => {
  it("shows the widget SiteCrew sets and removes it when set to none", async () => {
    const key = widgetKey();
    const scriptUrl = `${apiOrigin}/widget.js`;
    expect(await setWidget({ widget_key: key, script_url: scriptUrl })).toEqual({ widget_key: key });

    const tags = widgetTags(await visit("/"));
    expect(tags).toHaveLength(1);
    expect(tags[0]).toContain(`data-sitecrew-chat="${key}"`);
    expect(tags[0]).toMatch(/\basync\b/);
    expect(tags[0]).toContain(`src='${scriptUrl}'`);
    expect(widgetTags(await visit("/?feed=rss2"))).toEqual([]);

    expect(await setWidget(null)).toEqual({ widget_key: null });
    expect(widgetTags(await visit("/"))).toEqual([]);
  });

  it("refuses a script from another host or a malformed key, and keeps the widget it has", async () => {
    const key = widgetKey();
    await setWidget({ widget_key: key, script_url: `${apiOrigin}/widget.js` });

    for (const widget of [
      { widget_key: widgetKey(), script_url: "https://elsewhere.example/widget.js" },
      { widget_key: widgetKey(), script_url: `javascript://${new URL(apiOrigin).host}/%0aalert(1)` },
      { widget_key: "wgt_NOT-A-KEY", script_url: `${apiOrigin}/widget.js` },
    ]) {
      await expect(setWidget(widget)).rejects.toMatchObject({ code: "site_rejected" });
    }
    expect(widgetTags(await visit("/"))[0]).toContain(`data-sitecrew-chat="${key}"`);
    await setWidget(null);
  });

  it("drops the widget when the site disconnects", async () => {
    await setWidget({ widget_key: widgetKey(), script_url: `${apiOrigin}/widget.js` });
    expect(widgetTags(await visit("/"))).toHaveLength(1);

    await site.wordpress.php("SiteCrew_Options::mark_disconnected();");
    expect(widgetTags(await visit("/"))).toEqual([]);
    expect(await storedWidget()).toBeNull();
    expect(await site.wordpress.php("echo wp_json_encode(wp_next_scheduled('sitecrew_chat_widget_sync'));")).toBe("false");

    const again = await connectPlugin(site.wordpress, site.domain.license_key);
    expect(again.ok).toBe(true);
  });
});

describe("the site's chat widget pulled from the plugin status", () => {
  it("is scheduled hourly once connected, and takes the domain's active chat agent", async () => {
    expect(Number(await site.wordpress.php("echo (int) wp_next_scheduled('sitecrew_chat_widget_sync');"))).toBeGreaterThan(0);
    expect(await site.wordpress.php("echo wp_get_schedule('sitecrew_chat_widget_sync');")).toBe("hourly");

    const agent = {
      userId: site.ref.userId,
      agentId: createId("chatAgent"),
      domainId: site.ref.domainId,
      widgetKey: widgetKey(),
      name: "Garden helper",
      searchName: "garden helper",
      colors: "#2266AA",
      position: "bottom-right" as const,
      introText: "Hi!",
      buttonText: "Chat",
    };
    await ChatAgentEntity.create(agent).go();

    const status = JSON.parse(await site.wordpress.php("echo wp_json_encode(SiteCrew_Api_Client::status()->body);")) as Record<string, unknown>;
    expect(status).toMatchObject({ connected: true, chat_widget: { widget_key: agent.widgetKey, script_url: `${Resource.Site.url}/widget.js` } });

    // Deployed, the dashboard serves /api and /widget.js from one origin, the only one the plugin
    // takes scripts from; here the plugin's API listens on a port of its own, so the answer's
    // script is moved to that origin, as a deployed SiteCrew would send it.
    const expected = { widget_key: agent.widgetKey, script_url: `${apiOrigin}/widget.js` };
    await site.wordpress.php(`
      add_filter('http_response', function ($response) {
        $body = json_decode(wp_remote_retrieve_body($response), true);
        if (is_array($body) && isset($body['chat_widget']['script_url'])) {
          $body['chat_widget']['script_url'] = ${JSON.stringify(expected.script_url)};
          $response['body'] = wp_json_encode($body);
        }
        return $response;
      });
      do_action('sitecrew_chat_widget_sync');
    `);
    expect(await storedWidget()).toEqual(expected);
    expect(widgetTags(await visit("/"))[0]).toContain(`data-sitecrew-chat="${agent.widgetKey}"`);

    await ChatAgentEntity.patch({ userId: agent.userId, agentId: agent.agentId }).set({ active: false }).go();
    await site.wordpress.php("do_action('sitecrew_chat_widget_sync');");
    expect(await storedWidget()).toBeNull();
    expect(widgetTags(await visit("/"))).toEqual([]);
  });
});
