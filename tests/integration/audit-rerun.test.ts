import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Content } from "../../packages/core/src/content";
import { Credit } from "../../packages/core/src/credit";
import { call } from "../support/api";
import { competitorSite, type FixtureSite, serveFixtureSite } from "../support/fixture-site";
import { registeredUser } from "../support/users";
import { type ConnectedWordPress, connectedWordPress } from "../support/wordpress";

const SENTENCES = [
  "Raised beds warm up early in spring and drain well after heavy rain.",
  "Fill the frame with topsoil and compost so the roots can spread freely.",
  "Water deeply twice a week and mulch the surface to keep the moisture in.",
  "Rotate the crops each season so pests do not build up in the same soil.",
];

const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, index) => `<p>${[0, 1, 2].map((offset) => SENTENCES[(index + offset) % SENTENCES.length]).join(" ")}</p>`).join("\n");

const IMAGE = "https://example.org/raised-bed.jpg";

/** Posts with planted defects: an image without alt text; a body without any image and without a meta description. */
const POSTS = {
  alt: { title: "A raised bed garden built from cedar boards", content: `${paragraphs(12)}<img src="${IMAGE}">` },
  plain: { title: "A raised bed garden for a small backyard", content: paragraphs(14) },
};

const RIVAL = competitorSite({
  name: "Bed Builders",
  pages: [{ path: "/soil", title: "Raised bed soil mixes", body: "Raised bed soil mixes.\n\n## Compost ratios\n\nCompost ratios for raised bed soil mixes." }],
});

let site: ConnectedWordPress;
let rival: FixtureSite;
const published: Record<keyof typeof POSTS, { id: number; url: string; title: string }> = {} as never;

beforeAll(async () => {
  [site, rival] = await Promise.all([connectedWordPress(), serveFixtureSite(RIVAL)]);
  await Credit.grant({ userId: site.owner.userId, ledgerId: `led_rerun_${site.owner.userId.slice(-12)}`, credits: 200 });
  for (const [name, post] of Object.entries(POSTS)) {
    const answer = await site.asOwner(() =>
      Content.publish(site.ref, { title: post.title, content: post.content, status: "publish", seo: { focus_keyword: "raised bed garden" } }),
    );
    published[name as keyof typeof POSTS] = { id: answer.id, url: answer.url, title: post.title };
  }
  const saved = await call("PUT", `/domain/${site.domain.id}/competitors`, { token: site.owner.token, body: { competitors: [rival.url] } });
  if (saved.status !== 200) throw new Error(`competitors answered ${saved.status}: ${JSON.stringify(saved.body)}`);
}, 240_000);

afterAll(async () => {
  await Promise.all([site?.stop(), rival?.close()]);
});

interface Action {
  id: string;
  description: string;
}
interface Page {
  id: number;
  url: string;
  pros: string[];
  cons: string[];
  improvement_actions: Action[];
}

async function finished(id: string) {
  for (const until = Date.now() + 240_000; ;) {
    const result = (await call("GET", `/blog-auditor/${id}`, { token: site.owner.token })).body.data;
    if (result.status !== "processing" || Date.now() > until) return result;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const pageOf = (result: { content_analysis: Page[] }, name: keyof typeof POSTS) => result.content_analysis.find((page) => page.id === published[name].id)!;

describe("an audit run again on a real WordPress site", () => {
  let auditorId: string;
  let first: { content_analysis: Page[]; changes: unknown };

  it("lists one finding per problem on each page, in its own words, never Yoast's", async () => {
    const selectedContent = Object.values(published).map((post) => ({ ...post, type: "post" }));
    const reply = await call("POST", "/blog-auditor", {
      token: site.owner.token,
      body: { userDomainId: site.domain.id, name: "Raised beds", selectedContent, contentCount: selectedContent.length, competitorCount: 1 },
    });
    expect(reply.status).toBe(201);
    auditorId = reply.body.data.id;
    first = await finished(auditorId);
    expect(first).toMatchObject({ status: "completed", changes: null });
    for (const page of first.content_analysis) {
      const ids = page.improvement_actions.map((action) => action.id);
      expect(new Set(ids).size, page.url).toBe(ids.length);
      expect(new Set(page.cons).size, page.url).toBe(page.cons.length);
      const words = JSON.stringify([page.pros, page.cons, page.improvement_actions]);
      expect(words).not.toContain("!");
      expect(words).not.toMatch(/Make sure|Add some|Good job|Meta description length:|Images:|Keyphrase in introduction:/);
    }
    expect(pageOf(first, "alt").improvement_actions.map((action) => action.id)).toContain("images_without_alt");
    const plain = pageOf(first, "plain").improvement_actions;
    expect(plain.filter((action) => /meta description/.test(action.description) && /write|rewrite/.test(action.description))).toHaveLength(1);
    expect(plain.find((action) => action.id === "missing_meta_description")?.description).toMatch(
      /^The meta description is missing: write 120-156 characters that name "raised bed garden"\.$/,
    );
    expect(plain.find((action) => action.id === "images")?.description).toMatch(
      /^[\d,]+ words, no image: add one picture with alt text naming "raised bed garden"\.$/,
    );
  }, 300_000);

  it("is refused to another owner, and to a balance short of its price", async () => {
    const stranger = await registeredUser();
    expect((await call("POST", `/blog-auditor/${auditorId}/run`, { token: stranger.token })).status).toBe(404);
    const balance = await Credit.balance(site.owner.userId);
    const held = `run_block_${site.owner.userId.slice(-12)}`;
    await Credit.hold({ userId: site.owner.userId, runId: held, credits: balance });
    try {
      const short = await call("POST", `/blog-auditor/${auditorId}/run`, { token: site.owner.token });
      expect(short.status).toBe(402);
    } finally {
      await Credit.release({ userId: site.owner.userId, runId: held });
    }
    expect((await call("GET", `/blog-auditor/${auditorId}`, { token: site.owner.token })).body.data.status).toBe("completed");
  });

  it("audits the same pages again and lists the fixed defect under fixed, with the score before and after", async () => {
    await site.asOwner(() =>
      Content.update(site.ref, published.alt.id, { content: `${paragraphs(12)}<img src="${IMAGE}" alt="A raised bed garden of cedar boards">` }),
    );
    const balance = await Credit.balance(site.owner.userId);
    const again = await call("POST", `/blog-auditor/${auditorId}/run`, { token: site.owner.token });
    expect(again.status).toBe(202);
    expect(again.body.data).toMatchObject({ id: auditorId, status: "processing" });
    const twice = await call("POST", `/blog-auditor/${auditorId}/run`, { token: site.owner.token });
    expect(twice.status).toBe(409);

    const result = await finished(auditorId);
    expect(result.status).toBe("completed");
    expect(result.changes.fixed).toContainEqual(expect.objectContaining({ url: published.alt.url, id: "images_without_alt" }));
    expect(result.changes.new).not.toContainEqual(expect.objectContaining({ id: "images_without_alt" }));
    expect(result.changes.score_before).toEqual(expect.any(Number));
    expect(result.changes.score_after).toEqual(expect.any(Number));
    expect(pageOf(result, "alt").improvement_actions.map((action) => action.id)).not.toContain("images_without_alt");
    expect(await Credit.balance(site.owner.userId)).toBe(balance - again.body.data.creditsUsed);
  }, 300_000);
});
