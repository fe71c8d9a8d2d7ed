import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Content } from "../../packages/core/src/content";
import { Credit } from "../../packages/core/src/credit";
import { NO_IMPROVEMENT } from "../../packages/core/src/optimize/run";
import { wordCount } from "../../packages/core/src/optimize/words";
import { call } from "../support/api";
import { type ConnectedWordPress, connectedWordPress } from "../support/wordpress";

let site: ConnectedWordPress;
let token: string;

const FINAL = new Set(["succeeded", "failed", "cancelled"]);
const KEYPHRASE = "balcony herb garden";

const rambling = (topic: string, count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      `People who try ${topic} on a small balcony usually begin with a few pots, a bag of compost and a watering can, and they soon find that light and wind matter more than the room they have; the plants that thrive are those that get six hours of sun in week ${index + 1}.`,
  ).join(" ");

/** A post with planted defects: one wall of text, long sentences, an H1 in the body, an image without alt text, no links, no SEO fields but a focus keyphrase. */
const weakContent = [
  "<h1>Summer notes</h1>",
  `<p>${rambling("growing herbs", 6)}</p>`,
  `<p><img src="https://herbs.example/wp-content/uploads/basil-in-terracotta-pot.jpg"></p>`,
  `<p>${rambling("watering", 5)}</p>`,
  `<p>${rambling("harvesting", 5)}</p>`,
].join("");

async function insertPost(title: string, content: string, meta: Record<string, string> = {}) {
  const fields = { post_title: title, post_content: content, post_status: "publish", post_type: "post", meta_input: meta };
  return Number(
    await site.wordpress.php(`wp_set_current_user(1); echo wp_insert_post(wp_slash(json_decode(${JSON.stringify(JSON.stringify(fields))}, true)), true);`),
  );
}

const wordpressPost = async (postId: number) =>
  JSON.parse(
    await site.wordpress.php(`
      $post = get_post(${postId});
      echo wp_json_encode(['status' => $post->post_status, 'title' => $post->post_title, 'content' => $post->post_content, 'url' => get_permalink($post)]);
    `),
  ) as { status: string; title: string; content: string; url: string };

async function finished(runId: string) {
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const run = (await call("GET", `/runs/${runId}`, { token })).body.data;
    if (FINAL.has(run?.status)) return run;
  }
  throw new Error(`run ${runId} did not finish`);
}

async function optimize(postId: number, provider: string) {
  const reply = await call("POST", "/blog-optimization", { token, body: { userDomainId: site.domain.id, selectedContent: [postId], provider } });
  expect(reply.status).toBe(201);
  const run = await finished(reply.body.data[0].run_id);
  // A failed run's item reads failed a moment after the run does: the runner tells the optimizer once the run has ended.
  const item = async () => {
    const listed = await call("GET", `/blog-optimization?domainId=${site.domain.id}&limit=100`, { token });
    return listed.body.data.data.find((entry: { id: string }) => entry.id === reply.body.data[0].id);
  };
  await expect.poll(async () => (await item()).status).not.toBe("processing");
  return { run, item: await item() };
}

const balance = async () => (await call("GET", "/balance", { token })).body.data.credits_balance as number;

let weak: Record<string, number>;
let thin: number;
/** Eleven words: the post the optimizer once only retitled and linked. */
const THIN_CONTENT = "<p>My basil died this summer; I would love to know why.</p>";

beforeAll(async () => {
  site = await connectedWordPress();
  token = site.owner.token;
  await Credit.grant({ userId: site.owner.userId, ledgerId: "led_optimizer_start", credits: 200 });
  await insertPost("Choosing pots for a herb garden", "<p>Terracotta breathes; plastic keeps water longer.</p>");
  await insertPost("Watering herbs on a balcony in August", "<p>Water early, at the roots, and less when it rains.</p>");
  weak = {};
  for (const provider of ["yoast", "rankmath", "semrush"]) {
    weak[provider] = await insertPost("What I learned this summer", weakContent, { _yoast_wpseo_focuskw: KEYPHRASE });
  }
  thin = await insertPost("Basil troubles", THIN_CONTENT, { _yoast_wpseo_focuskw: KEYPHRASE });
}, 240_000);

afterAll(async () => {
  await site?.stop();
});

describe("the blog optimizer against a real WordPress", () => {
  it("rewrites a weak post into a draft, and approving updates the original post in place and trashes the draft", async () => {
    const postId = weak.yoast!;
    const original = await wordpressPost(postId);
    const { run, item } = await optimize(postId, "yoast");
    expect(run.error).toBeNull();
    expect(run.status).toBe("succeeded");
    expect(run.steps.map((step: { name: string }) => step.name)).toEqual(run.expected_steps);
    expect(run.credits_captured).toBe(8);
    expect(item).toMatchObject({ status: "completed", provider: "yoast", old_content_id: postId, approval_status: "pending", post_url: original.url });
    expect(item.score_after).toBeGreaterThan(item.score_before);

    const draftId = item.new_content_id as number;
    expect(draftId).not.toBe(postId);
    const draft = await wordpressPost(draftId);
    expect(draft.status).toBe("draft");
    expect(draft.content).toContain('alt="Balcony herb garden: Basil in terracotta pot"');
    expect((await wordpressPost(postId)).content).toBe(original.content);

    const queue = await call("GET", `/approvals?domainId=${site.domain.id}`, { token });
    const approval = queue.body.data.find((entry: { id: string }) => entry.id === item.approval_id);
    expect(approval).toMatchObject({ kind: "optimization", status: "pending", post_id: draftId, content_id: item.id });
    const preview = (await call("GET", `/approvals/${approval.id}`, { token })).body.data;
    expect(preview).toMatchObject({ content: draft.content, replaces: { id: postId, title: original.title, url: original.url } });

    expect((await call("POST", `/approvals/${approval.id}/approve`, { token })).status).toBe(200);
    const updated = await wordpressPost(postId);
    expect(updated).toMatchObject({ status: "publish", url: original.url, title: original.title, content: draft.content });
    const seo = (await site.asOwner(() => Content.post(site.domain.id, postId))).seo;
    expect(seo.focus_keyword).toBe(KEYPHRASE);
    expect(seo.title.toLowerCase().startsWith(KEYPHRASE)).toBe(true);
    expect(seo.description.length).toBeGreaterThanOrEqual(120);
    expect((await wordpressPost(draftId)).status).toBe("trash");

    const listed = await call("GET", `/blog-optimization?domainId=${site.domain.id}&limit=100`, { token });
    expect(listed.body.data.data.find((entry: { id: string }) => entry.id === item.id)).toMatchObject({ approval_status: "approved", post_url: original.url });
  }, 90_000);

  it("finds no improvement on a post already optimised, and gives the credits back", async () => {
    const before = await balance();
    const { run, item } = await optimize(weak.yoast!, "yoast");
    expect(run.status).toBe("failed");
    expect(run.error).toBe(NO_IMPROVEMENT);
    expect(item).toMatchObject({ status: "failed", error: NO_IMPROVEMENT, new_content_id: null });
    expect(item.score_after).toBe(item.score_before);
    // The credits go back just after the run reads failed.
    await expect.poll(() => balance()).toBe(before);
  }, 60_000);

  it("raises the score each provider gives, and rejecting trashes the draft and leaves the post as it was", async () => {
    for (const provider of ["rankmath", "semrush"]) {
      const postId = weak[provider]!;
      const { run, item } = await optimize(postId, provider);
      expect(run.status, provider).toBe("succeeded");
      expect(item.score_after, provider).toBeGreaterThan(item.score_before);
      expect((await call("POST", `/approvals/${item.approval_id}/reject`, { token })).status).toBe(200);
      expect((await wordpressPost(item.new_content_id)).status).toBe("trash");
      expect((await wordpressPost(postId)).content).toBe(weakContent);
    }
  }, 90_000);

  it("keeps an 11-word post's own words without a model, says expanding it needs an AI provider, and approving updates the post in place", async () => {
    const original = await wordpressPost(thin);
    expect(wordCount(original.content)).toBe(11);
    const { run, item } = await optimize(thin, "yoast");
    expect(run.error).toBeNull();
    expect(run.status).toBe("succeeded");
    const rewriting = run.steps.find((step: { name: string }) => step.name === "Rewriting").detail as string;
    const note = "Thin post (11 words): its words are kept as they are. Expanding this post needs an AI provider.";
    expect(rewriting).toBe(`Yoast score ${item.score_before} -> ${item.score_after} (offline rewrite). ${note}`);
    expect(item.score_after).toBeGreaterThan(item.score_before);

    const preview = (await call("GET", `/approvals/${item.approval_id}`, { token })).body.data;
    expect(preview.before).toMatchObject({ title: "Basil troubles", content: THIN_CONTENT, score: item.score_before });
    expect(preview.after).toMatchObject({ title: "Basil troubles", content: preview.content, score: item.score_after, edited: false });
    expect(preview.notes).toEqual([note]);
    expect(preview.after.content).toContain("My basil died this summer; I would love to know why.");
    expect(wordCount(preview.after.content)).toBeLessThan(40);
    expect(preview.after.meta_description).toContain("My basil died this summer");
    expect(preview.changed_checks).not.toContainEqual(expect.objectContaining({ id: "textLength" }));

    expect((await call("POST", `/approvals/${item.approval_id}/approve`, { token })).status).toBe(200);
    const updated = await wordpressPost(thin);
    expect(updated).toMatchObject({ status: "publish", url: original.url, title: original.title, content: preview.content });
    expect((await wordpressPost(item.new_content_id)).status).toBe("trash");
  }, 90_000);
});
