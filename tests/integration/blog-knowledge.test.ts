import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Credit } from "../../packages/core/src/credit";
import { DomainEntity } from "../../packages/core/src/site/domain.entity";
import { call } from "../support/api";
import { blogAgentForm } from "../support/blog";
import { addChatAgent, uploadDocument, waitForKnowledge } from "../support/chat";
import { textPdf } from "../support/pdfs";
import { type ConnectedWordPress, connectedWordPress } from "../support/wordpress";

let site: ConnectedWordPress;
let token: string;

const GUIDE = [
  "Herbs on the balcony\nWater a balcony herb garden early in the morning so the leaves dry before the evening.\nBasil and thyme like six hours of sun.",
  "Our shop\nWe ship seed subscriptions every month from March to September.",
];

async function finished(runId: string, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const reply = await call("GET", `/runs/${runId}`, { token });
    if (["succeeded", "failed", "cancelled"].includes(reply.body.data?.status)) return reply.body.data;
    if (Date.now() > until) throw new Error(`run ${runId} still ${reply.body.data?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  site = await connectedWordPress();
  token = site.owner.token;
  await Credit.grant({ userId: site.owner.userId, ledgerId: "led_blog_knowledge_start", credits: 200 });
  // Onboarding's configuration: the website's own name differs from the WordPress title.
  await DomainEntity.patch(site.ref)
    .set({
      websiteName: "Green Thumbs",
      websiteNiche: "vegetable gardening",
      targetAudience: "beginner gardeners with small backyards and balconies",
      features: ["raised bed kits", "seed subscriptions"],
    })
    .go();
  const upload = await uploadDocument(token, site.domain.id, await textPdf(GUIDE), "Balcony guide.pdf");
  if (upload.status !== 200) throw new Error(`upload answered ${upload.status}: ${JSON.stringify(upload.body)}`);
  const agent = await addChatAgent(token, site.domain.id, { document_url: upload.url, use_site_pages: false });
  const ready = await waitForKnowledge(token, agent.bot_id, 60_000);
  if (ready.knowledge.status !== "ready") throw new Error(`knowledge ${ready.knowledge.status}: ${ready.knowledge.error}`);
}, 240_000);

afterAll(async () => {
  await site?.stop();
});

describe("a blog post from the offline writer", () => {
  it("retells what the site's chat knowledge says about the keyword and speaks as the website name", async () => {
    const { data: domain } = await DomainEntity.get(site.ref).go();
    const created = await call("POST", "/blog-agent", {
      token,
      body: blogAgentForm(site.domain.id, {
        keywords: ["balcony herb garden"],
        categories: [1],
        category_names: ["Uncategorized"],
        author: 1,
        status: "publish",
      }),
    });
    expect({ status: created.status, body: created.body }).toMatchObject({ status: 201 });
    const started = await call("POST", `/blog-agent/${created.body.data.id}/run`, { token });
    const run = await finished(started.body.data.id);
    expect(run.error).toBeNull();
    expect(run.steps.find((step: { name: string }) => step.name === "Choosing a topic").detail).toBe(
      "Focus keyword: balcony herb garden; 1 passage from the site's knowledge",
    );

    const content = await site.wordpress.php(`echo get_post(${run.output.post_id})->post_content;`);
    expect(content).toContain("Balcony guide.pdf");
    expect(content).toContain("water a balcony herb garden early in the morning so the leaves dry before the evening.");
    expect(content).toContain("Green Thumbs");
    expect(domain!.siteName).toBeTruthy();
    expect(domain!.siteName).not.toBe("Green Thumbs");
    expect(content).not.toContain(domain!.siteName!);
  }, 180_000);
});
