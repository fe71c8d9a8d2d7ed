import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Credit } from "../../packages/core/src/credit";
import { call } from "../support/api";
import { blogAgentForm } from "../support/blog";
import { type ConnectedWordPress, connectedWordPress, visitPage } from "../support/wordpress";

let site: ConnectedWordPress;
let token: string;

const FINAL = new Set(["succeeded", "failed", "cancelled"]);

async function finished(runId: string) {
  for (const until = Date.now() + 90_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const run = (await call("GET", `/runs/${runId}`, { token })).body.data;
    if (FINAL.has(run?.status)) return run;
  }
  throw new Error(`run ${runId} did not finish`);
}

/** A draft the blog agent wrote and sent for approval: its approval, as the queue lists it, and its run's output. */
async function agentDraft(name: string) {
  const agent = await call("POST", "/blog-agent", { token, body: blogAgentForm(site.domain.id, { name, categories: [1], category_names: ["Uncategorized"] }) });
  expect(agent.status, JSON.stringify(agent.body)).toBe(201);
  const started = await call("POST", `/blog-agent/${agent.body.data.id}/run`, { token });
  expect(started.status).toBe(202);
  const run = await finished(started.body.data.id);
  expect(run.status, run.error).toBe("succeeded");
  const queue = await call("GET", `/approvals?domainId=${site.domain.id}&limit=100`, { token });
  const approval = queue.body.data.find((item: { post_id: number }) => item.post_id === run.output.post_id);
  expect(approval).toMatchObject({ kind: "blog", status: "pending" });
  const draft = (await call("GET", `/approvals/${approval.id}`, { token })).body.data;
  return { id: approval.id as string, postId: run.output.post_id as number, keyphrase: run.output.focus_keyphrase as string, draft };
}

/** The post's featured image as the media library holds it. */
const featuredImage = async (postId: number) =>
  JSON.parse(
    await site.wordpress.php(`
      $id = (int) get_post_thumbnail_id(${postId});
      echo wp_json_encode(['id' => $id, 'alt' => get_post_meta($id, '_wp_attachment_image_alt', true), 'file' => basename((string) get_attached_file($id)), 'slug' => get_post(${postId})->post_name]);
    `),
  ) as { id: number; alt: string; file: string; slug: string };

const exists = async (postId: number) => (await site.wordpress.php(`echo get_post(${postId}) ? 'yes' : 'no';`)) === "yes";

/** What a visitor's browser and a search engine read in the live post's head. */
async function head(postId: number) {
  const path = await site.wordpress.php(`echo wp_make_link_relative(get_permalink(${postId}));`);
  const html = (await visitPage(site.wordpress, path)).split("</head>")[0]!;
  const decode = (text: string) =>
    text
      .replace(/&#0?39;|&#8217;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/&#8211;/g, "–")
      .replace(/&#8212;/g, "—");
  const meta = (attribute: string, name: string) =>
    [...html.matchAll(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`, "g"))].map((match) => decode(match[1]!));
  const posting = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as { "@type": string; headline?: string; description?: string })
    .find((data) => data["@type"] === "BlogPosting");
  return { title: decode(/<title>(.*?)<\/title>/s.exec(html)![1]!), meta, posting };
}

beforeAll(async () => {
  site = await connectedWordPress();
  token = site.owner.token;
  await Credit.grant({ userId: site.owner.userId, ledgerId: "led_approval_edit_start", credits: 200 });
}, 240_000);

afterAll(async () => {
  await site?.stop();
});

describe("an owner's edit of a draft in Approvals reaches the whole live page", () => {
  it("a new title reaches the document title, Open Graph, Twitter card, JSON-LD and a redrawn title card named from the slug", async () => {
    const { id, postId, keyphrase, draft } = await agentDraft("Title edits");
    const before = await featuredImage(postId);
    expect(before.id).toBeGreaterThan(0);
    const title = `Why my ${keyphrase} survived a windy spring`;

    const edited = await call("PUT", `/approvals/${id}`, { token, body: { title, excerpt: draft.excerpt, content: draft.content } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.title).toBe(title);
    expect((await call("POST", `/approvals/${id}/approve`, { token })).status).toBe(200);

    const page = await head(postId);
    expect(page.title).toContain("survived a windy spring");
    expect(page.title).not.toContain(draft.title);
    for (const [attribute, name] of [
      ["property", "og:title"],
      ["name", "twitter:title"],
    ] as const)
      expect(page.meta(attribute, name), name).toEqual([page.title]);
    expect(page.posting?.headline).toBe(page.title);

    const image = await featuredImage(postId);
    expect(image.id).not.toBe(before.id);
    expect(await exists(before.id)).toBe(false);
    expect(image.alt).toContain(title);
    expect(image.file).toMatch(new RegExp(`^${image.slug}(-\\d+)?\\.png$`));
    expect(page.meta("property", "og:image:alt")).toEqual([image.alt]);
    expect(page.meta("property", "og:image")[0]).toMatch(new RegExp(`/${image.file.replace(".", "\\.")}$`));

    const listed = await call("GET", `/approvals?domainId=${site.domain.id}&status=approved`, { token });
    expect(listed.body.data.find((item: { id: string }) => item.id === id).title).toBe(title);
  }, 150_000);

  it("an SEO title the owner set on the site stays, while a new excerpt becomes the meta description Open Graph and JSON-LD show", async () => {
    const { id, postId, keyphrase, draft } = await agentDraft("Owner fields");
    await site.wordpress.php(`update_post_meta(${postId}, '_sitecrew_seo_title', 'The owner chose this SEO title');`);
    const excerpt = `A ${keyphrase} on a windy balcony: which pots stay put, which herbs bend without breaking, and how often to water when the wind dries the soil.`;
    expect(excerpt.length).toBeGreaterThanOrEqual(120);
    expect(excerpt.length).toBeLessThanOrEqual(156);

    const edited = await call("PUT", `/approvals/${id}`, { token, body: { title: `${draft.title} on a windy balcony`, excerpt, content: draft.content } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await call("POST", `/approvals/${id}/approve`, { token })).status).toBe(200);

    const page = await head(postId);
    expect(page.title).toBe("The owner chose this SEO title");
    expect(page.meta("property", "og:title")).toEqual(["The owner chose this SEO title"]);
    expect(page.meta("name", "description")).toEqual([excerpt]);
    expect(page.meta("property", "og:description")).toEqual([excerpt]);
    expect(page.posting?.description).toBe(excerpt);
    expect((await featuredImage(postId)).alt).toContain(`${draft.title} on a windy balcony`);
  }, 150_000);
});
