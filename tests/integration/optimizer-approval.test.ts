import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Credit } from "../../packages/core/src/credit";
import { Media } from "../../packages/core/src/media";
import { comparisonKey } from "../../packages/core/src/optimize/comparison-key";
import { call } from "../support/api";
import { registeredUser } from "../support/users";
import { type ConnectedWordPress, connectedWordPress } from "../support/wordpress";

let site: ConnectedWordPress;
let token: string;
/** The site's weak posts by title, published before the site's post list is first read. */
const posts: Record<string, number> = {};

const FINAL = new Set(["succeeded", "failed", "cancelled"]);
const KEYPHRASE = "balcony herb garden";

const rambling = (topic: string, count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      `People who try ${topic} on a small balcony usually begin with a few pots, a bag of compost and a watering can, and they soon find that light and wind matter more than the room they have; the plants that thrive are those that get six hours of sun in week ${index + 1}.`,
  ).join(" ");

/** No keyphrase in the introduction, one wall of text, long sentences, no links: checks the rewrite repairs. */
const WEAK = [`<p>${rambling("growing herbs", 6)}</p>`, `<p>${rambling("watering", 5)}</p>`, `<p>${rambling("harvesting", 5)}</p>`].join("");

async function insertPost(title: string, content: string, meta: Record<string, string> = {}) {
  const fields = { post_title: title, post_content: content, post_status: "publish", post_type: "post", meta_input: meta };
  return Number(
    await site.wordpress.php(`wp_set_current_user(1); echo wp_insert_post(wp_slash(json_decode(${JSON.stringify(JSON.stringify(fields))}, true)), true);`),
  );
}

async function finished(runId: string) {
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const run = (await call("GET", `/runs/${runId}`, { token })).body.data;
    if (FINAL.has(run?.status)) return run;
  }
  throw new Error(`run ${runId} did not finish`);
}

/** Optimizes one post against Yoast's checks and answers its optimization once the run is done. */
async function optimized(postId: number) {
  const reply = await call("POST", "/blog-optimization", { token, body: { userDomainId: site.domain.id, selectedContent: [postId], provider: "yoast" } });
  expect(reply.status).toBe(201);
  const run = await finished(reply.body.data[0].run_id);
  expect(run.status).toBe("succeeded");
  const listed = await call("GET", `/blog-optimization?domainId=${site.domain.id}&limit=100`, { token });
  return listed.body.data.data.find((entry: { id: string }) => entry.id === reply.body.data[0].id);
}

const preview = async (approvalId: string) => {
  const reply = await call("GET", `/approvals/${approvalId}`, { token });
  expect(reply.status).toBe(200);
  return reply.body.data;
};

beforeAll(async () => {
  site = await connectedWordPress();
  token = site.owner.token;
  await Credit.grant({ userId: site.owner.userId, ledgerId: "led_optimizer_approval", credits: 100 });
  await insertPost("Choosing pots for a herb garden", "<p>Terracotta breathes; plastic keeps water longer.</p>");
  for (const title of ["What I learned this summer", "Herbs in the shade", "Mint takes over", "Chives all year"]) {
    posts[title] = await insertPost(title, WEAK, { _yoast_wpseo_focuskw: KEYPHRASE });
  }
}, 240_000);

afterAll(async () => {
  await site?.stop();
});

describe("an optimization's approval", () => {
  it("shows the original and the rewrite with their SEO, readability and overall scores, and the checks whose result changed", async () => {
    const postId = posts["What I learned this summer"]!;
    const item = await optimized(postId);
    const data = await preview(item.approval_id);

    expect(data.provider).toBe("yoast");
    expect(data.before).toMatchObject({ title: "What I learned this summer", content: WEAK, focus_keyphrase: KEYPHRASE, score: item.score_before });
    expect(data.after).toMatchObject({
      title: "What I learned this summer",
      content: data.content,
      focus_keyphrase: KEYPHRASE,
      score: item.score_after,
      edited: false,
    });
    expect(data.after.seo_title.toLowerCase().startsWith(KEYPHRASE)).toBe(true);
    expect(data.after.meta_description.length).toBeGreaterThanOrEqual(120);
    for (const side of [data.before, data.after]) {
      expect(side.score).toBe(Math.round((side.seo_score + side.readability_score) / 2));
    }
    expect(data.after.seo_score).toBeGreaterThan(data.before.seo_score);

    expect(data.changed_checks).toContainEqual({ id: "introductionKeyword", name: "Keyphrase in introduction", before: "problem", after: "good" });
    expect(data.changed_checks).toContainEqual(expect.objectContaining({ name: "Internal links", before: "problem", after: "good" }));
    for (const change of data.changed_checks) expect(change.before).not.toBe(change.after);

    // Once approved, the comparison still reads: the original as it was, the rewrite as it went live.
    expect((await call("POST", `/approvals/${item.approval_id}/approve`, { token })).status).toBe(200);
    const decided = await preview(item.approval_id);
    expect(decided.before).toEqual(data.before);
    expect(decided.after).toEqual(data.after);
    expect(decided.changed_checks).toEqual(data.changed_checks);
  }, 90_000);

  it("scores the draft again once the owner has edited it", async () => {
    const postId = posts["Herbs in the shade"]!;
    const item = await optimized(postId);
    const edited = `<p>${rambling("herbs in the shade", 3)}</p>`;
    const saved = await call("PUT", `/approvals/${item.approval_id}`, { token, body: { title: "Herbs in the shade", excerpt: "", content: edited } });
    expect(saved.status).toBe(200);

    const data = await preview(item.approval_id);
    expect(data.after).toMatchObject({ content: edited, edited: true });
    expect(data.after.score).toBeLessThan(item.score_after);
    expect(data.after.score).toBe(Math.round((data.after.seo_score + data.after.readability_score) / 2));
    expect(data.before).toMatchObject({ content: WEAK, score: item.score_before });
    expect(data.changed_checks).not.toContainEqual(expect.objectContaining({ id: "introductionKeyword" }));
  }, 90_000);

  it("still reads an optimization made before the original was kept, with what its record holds", async () => {
    const postId = posts["Mint takes over"]!;
    const item = await optimized(postId);
    await Media.removePrefix(comparisonKey({ userId: site.owner.userId, domainId: site.domain.id, optimizationId: item.id }));

    const data = await preview(item.approval_id);
    expect(data).toMatchObject({
      provider: "yoast",
      before: { title: "Mint takes over", content: null, seo_score: null, readability_score: null, score: item.score_before },
      after: { content: data.content, seo_score: null, readability_score: null, score: item.score_after, edited: false },
      changed_checks: null,
      replaces: { id: postId, title: "Mint takes over" },
    });
  }, 90_000);

  it("answers another owner's approval with 404", async () => {
    const postId = posts["Chives all year"]!;
    const item = await optimized(postId);
    const stranger = await registeredUser();
    const reply = await call("GET", `/approvals/${item.approval_id}`, { token: stranger.token });
    expect(reply.status).toBe(404);
  }, 90_000);
});
