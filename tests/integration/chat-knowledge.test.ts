import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Analytics } from "../../packages/core/src/analytics";
import { ChatAgentEntity } from "../../packages/core/src/chat/agent.entity";
import { ChatKnowledge } from "../../packages/core/src/chat/knowledge/build";
import type { KnowledgeFile } from "../../packages/core/src/chat/knowledge/index-file";
import { registerWatch, SITE_CHECK_MS } from "../../packages/core/src/chat/knowledge/watch";
import { Job } from "../../packages/core/src/job";
import { Credit } from "../../packages/core/src/credit";
import { Media } from "../../packages/core/src/media";
import { call } from "../support/api";
import { addChatAgent, uploadDocument, waitForKnowledge } from "../support/chat";
import { addDomain } from "../support/domains";
import { textPdf } from "../support/pdfs";
import { pendingRun } from "../support/runs";
import { registeredUser } from "../support/users";
import { type ConnectedWordPress, connectedWordPress } from "../support/wordpress";

const GUIDE = [
  "Prices\nBasic plan: $19 per month.\nPro plan: $49 per month with phone support.",
  "Opening hours\nMonday to Friday 9:00 to 18:00.\nSaturday 10:00 to 14:00.",
  "Returns\nUnused items can be returned within 30 days for a full refund.",
];

async function owner(credits = 100) {
  const user = await registeredUser();
  const domain = await addDomain(user.token, `shop-${user.userId.slice(-8)}.example.com`);
  if (credits) await Credit.grant({ userId: user.userId, ledgerId: `led_chat_knowledge_${user.userId.slice(-12)}`, credits });
  return { ...user, domainId: domain.id };
}

async function upload(token: string, domainId: string, pages = GUIDE) {
  const reply = await uploadDocument(token, domainId, await textPdf(pages), "Shop guide.pdf");
  if (reply.status !== 200) throw new Error(`upload answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.url as string;
}

const run = async (token: string, runId: string) => (await call("GET", `/runs/${runId}`, { token })).body.data;

/** The agent as stored, and its index as the answers read it. */
async function stored(userId: string, agentId: string) {
  const { data: agent } = await ChatAgentEntity.get({ userId, agentId }).go({ consistent: true });
  const file = agent?.knowledgeKey ? await Media.get(agent.knowledgeKey) : undefined;
  return { agent: agent!, index: file ? (JSON.parse(new TextDecoder().decode(file.body)) as KnowledgeFile) : undefined };
}

describe("chat knowledge from a PDF", () => {
  it("reads every page into passages that keep their page, indexes them, and makes the agent ready", async () => {
    const { token, userId, domainId } = await owner();
    const url = await upload(token, domainId);
    const created = await addChatAgent(token, domainId, { document_url: url, use_site_pages: false });
    const ready = await waitForKnowledge(token, created.bot_id);
    expect(ready.knowledge).toMatchObject({ status: "ready", error: null, sources: 1, run_id: created.knowledge.run_id });
    expect(ready.knowledge.passages).toBeGreaterThanOrEqual(3);
    expect(ready.list_status).toBe("active");

    const done = await run(token, created.knowledge.run_id);
    expect(done).toMatchObject({ kind: "chat_knowledge", status: "succeeded", credits_captured: 15, progress: 100 });
    expect(done.steps.map((step: { name: string }) => step.name)).toEqual(["Reading the PDF", "Reading the site", "Indexing"]);
    expect(done.steps[0].detail).toBe("Shop guide.pdf: 3 pages");
    expect(done.output).toEqual({ passages: ready.knowledge.passages, sources: 1, pdf_pages: 3, site_items: 0 });

    const { agent, index } = await stored(userId, created.bot_id);
    expect(agent.knowledgeKey).toBe(`chat/${userId}/${created.bot_id}/knowledge/${created.knowledge.run_id}.json`);
    expect(index!.passages).toEqual([
      { title: "Shop guide.pdf", url: null, page: 1, heading: "Prices", text: "Basic plan: $19 per month.\nPro plan: $49 per month with phone support." },
      { title: "Shop guide.pdf", url: null, page: 2, heading: "Opening hours", text: "Monday to Friday 9:00 to 18:00.\nSaturday 10:00 to 14:00." },
      { title: "Shop guide.pdf", url: null, page: 3, heading: "Returns", text: "Unused items can be returned within 30 days for a full refund." },
    ]);
    expect(index!.index.documentCount).toBe(3);
  });

  it("replaces the index when the PDF changes, and removes the old file", async () => {
    const { token, userId, domainId } = await owner();
    const created = await addChatAgent(token, domainId, { document_url: await upload(token, domainId), use_site_pages: false });
    await waitForKnowledge(token, created.bot_id);
    const first = await stored(userId, created.bot_id);

    const replaced = await call("PUT", `/chat-agent/${created.bot_id}`, {
      token,
      body: {
        name: "Garden helper",
        status: "active",
        colors: "#2266AA",
        position: "bottom-right",
        use_site_pages: false,
        document_url: await upload(token, domainId, ["Delivery\nWe deliver within 2 days."]),
      },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.run).not.toBeNull();
    const ready = await waitForKnowledge(token, created.bot_id);
    expect(ready.knowledge).toMatchObject({ status: "ready", passages: 1 });
    const second = await stored(userId, created.bot_id);
    expect(second.index!.passages.map((passage) => passage.text)).toEqual(["We deliver within 2 days."]);
    // The old index goes once the switch has committed, just after the agent reads ready.
    await expect.poll(() => Media.get(first.agent.knowledgeKey!)).toBeUndefined();
  });

  it("goes on with the PDF alone when the site is not connected, saying why in the step", async () => {
    const { token, userId, domainId } = await owner();
    const created = await addChatAgent(token, domainId, { document_url: await upload(token, domainId), use_site_pages: true });
    const ready = await waitForKnowledge(token, created.bot_id);
    expect(ready.knowledge.status).toBe("ready");
    const done = await run(token, created.knowledge.run_id);
    expect(done.steps[1].name).toBe("Reading the site");
    expect(done.steps[1].detail).toMatch(/^Skipped: Setup not completed/);
    expect(done.output).toMatchObject({ pdf_pages: 3, site_items: 0 });
    expect((await stored(userId, created.bot_id)).agent.siteFingerprint).toBeUndefined();
  });

  it("fails with the site's reason when there is no PDF and the site cannot be read, and returns nothing to charge", async () => {
    const { token, domainId } = await owner(0);
    const created = await addChatAgent(token, domainId, { use_site_pages: true });
    const failed = await waitForKnowledge(token, created.bot_id);
    expect(failed.knowledge.status).toBe("failed");
    expect(failed.knowledge.error).toMatch(/^Setup not completed: install the SiteCrew plugin/);
    const done = await run(token, created.knowledge.run_id);
    expect(done).toMatchObject({ status: "failed", error: failed.knowledge.error, credits_captured: 0 });
  });
});

describe("a chat knowledge build's outcome reaches its agent with the run", () => {
  it("shows the agent ready only once its run has succeeded and its credits are kept", async () => {
    const { token, userId, domainId } = await owner();
    const created = await addChatAgent(token, domainId, { document_url: await upload(token, domainId), use_site_pages: false });
    for (const until = Date.now() + 30_000; Date.now() < until;) {
      const { agent } = await stored(userId, created.bot_id);
      if (agent.knowledgeStatus === "ready") break;
    }
    // Read right after the agent: the two changed in one transaction, so the run cannot lag behind.
    const done = await run(token, created.knowledge.run_id);
    expect(done).toMatchObject({ status: "succeeded", credits_captured: 15 });
  });

  it("marks the agent failed with the run's reason when the run is dead-lettered or cancelled, and leaves a live build alone", async () => {
    const { token, userId, domainId } = await owner();
    const created = await addChatAgent(token, domainId, { document_url: await upload(token, domainId), use_site_pages: false });
    await waitForKnowledge(token, created.bot_id);
    // A rebuild whose worker keeps dying: its run is running, and only the dead-letter queue will end it.
    const runId = await pendingRun({ userId, domainId, kind: "chat_knowledge", agentId: created.bot_id, taken: "live" });
    await ChatAgentEntity.patch({ userId, agentId: created.bot_id }).set({ knowledgeStatus: "generating", knowledgeRunId: runId }).go();
    await Job.sweep(Date.now());
    expect((await stored(userId, created.bot_id)).agent.knowledgeStatus).toBe("generating");

    await Job.abandon({ userId, runId });
    const failed = (await call("GET", `/chat-agent/${created.bot_id}`, { token })).body.data;
    expect(failed.knowledge).toMatchObject({ status: "failed", error: "The run failed repeatedly and was stopped. Its credits were returned.", run_id: runId });
    expect(failed.list_status).toBe("active");

    const queued = await pendingRun({ userId, domainId, kind: "chat_knowledge", agentId: created.bot_id });
    await ChatAgentEntity.patch({ userId, agentId: created.bot_id }).set({ knowledgeStatus: "generating", knowledgeRunId: queued }).go();
    expect((await call("POST", `/runs/${queued}/cancel`, { token })).status).toBe(200);
    expect((await call("GET", `/chat-agent/${created.bot_id}`, { token })).body.data.knowledge).toMatchObject({
      status: "failed",
      error: "Cancelled by the owner.",
      run_id: queued,
    });
  });
});

describe("chat knowledge from a WordPress site", () => {
  let site: ConnectedWordPress;

  const publish = async (title: string, content: string, type = "post") =>
    Number(
      await site.wordpress.php(
        `echo wp_insert_post(['post_title' => ${JSON.stringify(title)}, 'post_content' => ${JSON.stringify(content)}, 'post_status' => 'publish', 'post_type' => '${type}']);`,
      ),
    );

  beforeAll(async () => {
    site = await connectedWordPress();
    await Credit.grant({ userId: site.owner.userId, ledgerId: "led_chat_knowledge_site", credits: 100 });
  });
  afterAll(() => site?.stop());

  it("indexes the published posts and pages with their titles and addresses, and drops a deleted post's passages after the site changes", async () => {
    const { token, userId } = site.owner;
    const workshop = await publish(
      "Compost workshop",
      "<p>Every first Sunday we teach <strong>composting</strong> for beginners.</p><p>Bring gloves and a jar.</p>",
    );
    await publish("Visit us", "<h2>Where to find us</h2><p>Our shop is at 12 Garden Street, Springfield.</p>", "page");
    const created = await addChatAgent(token, site.domain.id, { use_site_pages: true });
    const ready = await waitForKnowledge(token, created.bot_id, 60_000);
    expect(ready.knowledge.status).toBe("ready");

    const first = await stored(userId, created.bot_id);
    const texts = first.index!.passages.map((passage) => `${passage.title}|${passage.text}`);
    expect(texts.some((text) => text.startsWith("Compost workshop|") && text.includes("Every first Sunday we teach composting for beginners."))).toBe(true);
    expect(texts.some((text) => text.startsWith("Visit us|") && text.includes("12 Garden Street"))).toBe(true);
    const workshopPassage = first.index!.passages.find((passage) => passage.title === "Compost workshop")!;
    expect(workshopPassage).toMatchObject({ page: null });
    expect(workshopPassage.url).toMatch(/^http:\/\/.+/);
    expect(first.agent.siteFingerprint).toMatch(/^\d+:/);
    const done = await run(token, created.knowledge.run_id);
    expect(done).toMatchObject({ status: "succeeded", credits_captured: 0 });
    expect(done.output.site_items).toBeGreaterThanOrEqual(2);

    await site.wordpress.php(`wp_delete_post(${workshop}, true);`);
    // The agent's last check was a quarter of an hour ago: the next tick looks at its site.
    await ChatAgentEntity.patch({ userId, agentId: created.bot_id })
      .set({ siteCheckedAt: Date.now() - SITE_CHECK_MS - 1_000 })
      .go();
    await registerWatch({ userId, agentId: created.bot_id });
    const tick = await site.asSystem(() => ChatKnowledge.watchSites(Date.now()));
    expect(tick.rebuilt).toBeGreaterThanOrEqual(1);

    const rebuilt = await waitForKnowledge(token, created.bot_id, 60_000);
    expect(rebuilt.knowledge.status).toBe("ready");
    expect(rebuilt.knowledge.run_id).not.toBe(created.knowledge.run_id);
    const second = await stored(userId, created.bot_id);
    expect(second.index!.passages.some((passage) => passage.title === "Compost workshop")).toBe(false);
    expect(second.index!.passages.some((passage) => passage.title === "Visit us")).toBe(true);
    expect(second.agent.siteFingerprint).not.toBe(first.agent.siteFingerprint);
    expect(await Media.get(first.agent.knowledgeKey!)).toBeUndefined();

    // Unchanged since: the next check starts nothing.
    await ChatAgentEntity.patch({ userId, agentId: created.bot_id })
      .set({ siteCheckedAt: Date.now() - SITE_CHECK_MS - 1_000 })
      .go();
    await registerWatch({ userId, agentId: created.bot_id });
    const { knowledgeRunId } = (await stored(userId, created.bot_id)).agent;
    await site.asSystem(() => ChatKnowledge.watchSites(Date.now()));
    expect((await stored(userId, created.bot_id)).agent.knowledgeRunId).toBe(knowledgeRunId);
  });

  it("answers a knowledge gap from the post written about it once the site change has rebuilt the knowledge", async () => {
    const { token, userId } = site.owner;
    const question = "Do you deliver seedlings to Iceland?";
    const created = await addChatAgent(token, site.domain.id, { use_site_pages: true });
    expect((await waitForKnowledge(token, created.bot_id, 60_000)).knowledge.status).toBe("ready");
    const ask = async () =>
      (
        await call("POST", "/chat-agent/try", {
          token,
          body: {
            domain_name: new URL(site.wordpress.url).hostname,
            license_key: site.domain.license_key,
            content: question,
            type: "text",
            ipAddress: randomUUID(),
            agent_id: created.bot_id,
          },
        })
      ).body;

    expect((await ask()).source).toBeNull();
    const gaps = await site.asOwner(() => Analytics.view({ days: 7 }, site.domain.id));
    expect(gaps.unanswered_questions).toEqual([expect.objectContaining({ question, count: 1, agent_id: created.bot_id })]);

    await publish("Seedlings to Iceland", "<p>We deliver seedlings to Iceland every spring, packed in insulated boxes.</p>");
    await ChatAgentEntity.patch({ userId, agentId: created.bot_id })
      .set({ siteCheckedAt: Date.now() - SITE_CHECK_MS - 1_000 })
      .go();
    await registerWatch({ userId, agentId: created.bot_id });
    expect((await site.asSystem(() => ChatKnowledge.watchSites(Date.now()))).rebuilt).toBeGreaterThanOrEqual(1);
    expect((await waitForKnowledge(token, created.bot_id, 60_000)).knowledge.status).toBe("ready");

    const answered = await ask();
    expect(answered.source).toMatchObject({ title: "Seedlings to Iceland" });
    expect(answered.content).toContain("Iceland");
  });
});
