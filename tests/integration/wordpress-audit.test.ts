import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Content } from "../../packages/core/src/content";
import { Credit } from "../../packages/core/src/credit";
import { call } from "../support/api";
import { competitorSite, type FixtureSite, serveFixtureSite } from "../support/fixture-site";
import { type ConnectedWordPress, connectedWordPress } from "../support/wordpress";

const SENTENCES = [
  "Balcony tomatoes need a large pot, rich soil and at least six hours of sun.",
  "Water them deeply in the morning so the leaves dry before the evening.",
  "Tie the stems to a cane as they grow, because wind on a balcony is strong.",
  "Pick the fruit when it is fully coloured and slightly soft to the touch.",
];

const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, index) => `<p>${[0, 1, 2].map((offset) => SENTENCES[(index + offset) % SENTENCES.length]).join(" ")}</p>`).join("\n");

/** Posts with one planted defect each, in their content: what the plugin publishes. */
const POSTS = {
  thin: { title: "Tomatoes on a balcony in a single short note", content: paragraphs(2), check: "thin_content" },
  alt: {
    title: "Tomatoes on a balcony with a photo of the pots",
    content: `${paragraphs(12)}<img src="https://example.org/tomato.jpg">`,
    check: "images_without_alt",
  },
  order: {
    title: "Tomatoes on a balcony from seed to harvest",
    content: `<h2>Sowing</h2>${paragraphs(6)}<h4>Hardening off</h4>${paragraphs(6)}`,
    check: "heading_order",
  },
};

const RIVAL = competitorSite({
  name: "Tomato Patch",
  pages: [
    {
      path: "/blight",
      title: "Tomato blight prevention",
      body: "Tomato blight spreads in wet weather.\n\n## Spotting tomato blight\n\nTomato blight browns the leaves; copper spray slows tomato blight.",
    },
    {
      path: "/grafting",
      title: "Grafting tomato seedlings",
      body: "Grafting tomato seedlings onto vigorous rootstock.\n\n## Grafting clips\n\nGrafting clips hold the rootstock and the scion together.",
    },
  ],
});

let site: ConnectedWordPress;
let rival: FixtureSite;
const published: Record<string, { id: number; url: string; title: string }> = {};

beforeAll(async () => {
  [site, rival] = await Promise.all([connectedWordPress(), serveFixtureSite(RIVAL)]);
  await Credit.grant({ userId: site.owner.userId, ledgerId: `led_wp_audit_${site.owner.userId.slice(-12)}`, credits: 200 });
  for (const [name, post] of Object.entries(POSTS)) {
    const answer = await site.asOwner(() =>
      Content.publish(site.ref, { title: post.title, content: post.content, status: "publish", seo: { focus_keyword: "balcony tomatoes" } }),
    );
    published[name] = { id: answer.id, url: answer.url, title: post.title };
  }
  const saved = await call("PUT", `/domain/${site.domain.id}/competitors`, { token: site.owner.token, body: { competitors: [rival.url] } });
  if (saved.status !== 200) throw new Error(`competitors answered ${saved.status}: ${JSON.stringify(saved.body)}`);
}, 240_000);

afterAll(async () => {
  await Promise.all([site?.stop(), rival?.close()]);
});

describe("an audit of a real WordPress site", () => {
  it("finds the defects planted in its posts and scores them with Yoast against their focus keyphrase", async () => {
    const selectedContent = Object.values(published).map((post) => ({ ...post, type: "post" }));
    const reply = await call("POST", "/blog-auditor", {
      token: site.owner.token,
      body: { userDomainId: site.domain.id, name: "Tomato posts", selectedContent, contentCount: selectedContent.length, competitorCount: 1 },
    });
    expect(reply.status).toBe(201);
    let result;
    // Reading a real WordPress's posts and crawling the competitor take a while on a busy machine; Lighthouse measures nothing here (tests/setup/global.ts).
    for (const until = Date.now() + 240_000; ;) {
      result = (await call("GET", `/blog-auditor/${reply.body.data.id}`, { token: site.owner.token })).body.data;
      if (result.status !== "processing" || Date.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(result.status).toBe("completed");
    expect(result.pages_audited).toBe(3);
    for (const [name, post] of Object.entries(POSTS)) {
      const page = result.content_analysis.find((entry: { id: number }) => entry.id === published[name]!.id);
      expect(
        page.improvement_actions.map((action: { id: string }) => action.id),
        name,
      ).toContain(post.check);
      expect(page.seo_score).toEqual(expect.any(Number));
      expect(page.readability_score).toEqual(expect.any(Number));
      expect(page.keyphrase).toBe("balcony tomatoes");
      expect([...page.pros, ...page.cons].join(" ")).toContain("(its Yoast focus keyphrase)");
    }
    expect(result.competitor_analysis).toEqual([expect.objectContaining({ url: rival.url, status: "analysed" })]);
    const keywords = result.content_suggestions[0].suggested_topics.flatMap((topic: { target_keywords: string[] }) => topic.target_keywords);
    expect(keywords.join(" ")).toMatch(/blight|grafting/);
    // Each topic's keywords occur in a competitor page it cites.
    for (const topic of result.content_suggestions[0].suggested_topics as { phrase: string; target_keywords: string[]; sources: { url: string }[] }[]) {
      expect(topic.target_keywords.length, topic.phrase).toBeGreaterThanOrEqual(2);
      const cited = await Promise.all(
        topic.sources.map(async (source) =>
          (await (await fetch(source.url)).text())
            .replace(/<[^>]+>/g, " ")
            .replace(/\s+/g, " ")
            .toLowerCase(),
        ),
      );
      for (const keyword of topic.target_keywords)
        expect(
          cited.some((text) => text.includes(keyword)),
          `${topic.phrase}: ${keyword}`,
        ).toBe(true);
    }
  }, 300_000);
});
