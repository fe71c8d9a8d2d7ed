import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { limits, Throttle } from "../../packages/core/src/throttle";
import { ChatAgentEntity, type ChatAgentItem } from "../../packages/core/src/chat/agent.entity";
import { ChatConversationEntity } from "../../packages/core/src/chat/conversation.entity";
import { ChatMeter, SETTLE_AFTER_MS } from "../../packages/core/src/chat/meter";
import { ChatPoolEntity } from "../../packages/core/src/chat/pool.entity";
import { Credit } from "../../packages/core/src/credit";
import { LedgerEntity } from "../../packages/core/src/credit/credit.entity";
import { sha256 } from "../../packages/core/src/util/crypto";
import { call } from "../support/api";
import { addChatAgent, uploadDocument, waitForKnowledge } from "../support/chat";
import { addDomain } from "../support/domains";
import { textPdf } from "../support/pdfs";
import { registeredUser } from "../support/users";

const FACTS = ["Prices\nBasic plan: $19 per month.\nPro plan: $49 per month.", "Opening hours\nSaturday 10:00 to 14:00."];
const BASIC = "How much does the basic plan cost?";

const session = () => randomBytes(18).toString("base64url");
const afterSettlement = () => Date.now() + SETTLE_AFTER_MS + 60_000;

/** An owner with `spare` credits once the agent's PDF is read, and the agent as stored. */
async function ownerWithAgent(spare: number) {
  const user = await registeredUser();
  const host = `meter-${user.userId.slice(-8)}.example.com`;
  const domain = await addDomain(user.token, host);
  await Credit.grant({ userId: user.userId, ledgerId: `led_chat_meter_${user.userId.slice(-12)}`, credits: 15 + spare });
  const upload = await uploadDocument(user.token, domain.id, await textPdf(FACTS), "Plans.pdf");
  const created = await addChatAgent(user.token, domain.id, { document_url: upload.body.url, use_site_pages: false });
  const view = await waitForKnowledge(user.token, created.bot_id);
  if (view.knowledge.status !== "ready") throw new Error(`knowledge ${view.knowledge.status}: ${view.knowledge.error}`);
  const { data: agent } = await ChatAgentEntity.get({ userId: user.userId, agentId: created.bot_id }).go({ consistent: true });
  expect(await Credit.balance(user.userId)).toBe(spare);
  return { ...user, host, domain, view, agent: agent!, origin: `https://${host}` };
}

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;

const ask = (owner: Owner, content: string, token = session()) =>
  call("POST", `/widget/${owner.view.widget_key}/messages`, { body: { content, session: token }, headers: { origin: owner.origin } });

const pool = async (agent: ChatAgentItem) => (await ChatPoolEntity.get({ userId: agent.userId, agentId: agent.agentId }).go({ consistent: true })).data;

async function conversations(agent: ChatAgentItem) {
  const { data } = await ChatConversationEntity.query.byAgent({ userId: agent.userId, agentId: agent.agentId }).go({ pages: "all" });
  return Promise.all(
    data.map(async (item) => (await ChatConversationEntity.get({ userId: item.userId, conversationId: item.conversationId }).go({ consistent: true })).data!),
  );
}

/** Every credit the owner had before chatting, wherever it is now. */
async function accounted(agent: ChatAgentItem) {
  const [balance, current, open] = await Promise.all([Credit.balance(agent.userId), pool(agent), conversations(agent)]);
  const blocks = (current?.blocks ?? {}) as Record<string, number>;
  const unspentInBlocks = open.reduce(
    (sum, item) => sum + (blocks[item.conversationId] ?? 0) - (blocks[item.conversationId] === undefined ? 0 : item.billed),
    0,
  );
  const billedOpen = open.reduce((sum, item) => sum + (blocks[item.conversationId] === undefined ? 0 : item.billed), 0);
  return balance + (current?.free ?? 0) + unspentInBlocks + billedOpen + (current?.spent ?? 0);
}

async function ledgerSum(userId: string) {
  const { data } = await LedgerEntity.query.byId({ userId }).go({ pages: "all" });
  return { sum: data.reduce((total, row) => total + row.credits, 0), rows: data };
}

describe("chat metering", () => {
  let owner: Owner;

  beforeAll(async () => {
    owner = await ownerWithAgent(100);
  }, 60_000);

  it("answers 50 visitors at once and, once settled, has charged exactly 50 credits", async () => {
    const replies = await Promise.all(Array.from({ length: 50 }, () => ask(owner, BASIC)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(200));
    for (const reply of replies) expect(reply.body.content).toBe("Basic plan: $19 per month.");
    expect(await accounted(owner.agent)).toBe(100);

    await ChatMeter.settleDue(afterSettlement());
    expect(await Credit.balance(owner.userId)).toBe(50);
    const ledger = await ledgerSum(owner.userId);
    expect(ledger.sum).toBe(50);
    expect(ledger.rows.some((row) => row.ledgerId.startsWith("chatfill_"))).toBe(true);
    expect(await pool(owner.agent)).toMatchObject({ free: 0, blocks: {}, answered: 50, spent: 50 });
    const settled = await conversations(owner.agent);
    expect(settled).toHaveLength(50);
    for (const item of settled) expect(item).toMatchObject({ settled: true, answers: 1, credits: 1, left: 0, billed: 0 });
    expect((await call("GET", `/chat-agent/${owner.view.bot_id}`, { token: owner.token })).body.data).toMatchObject({
      count_response: 50,
      credits_spent: 50,
    });

    const history = await call("GET", "/credits/ledger?limit=100", { token: owner.token });
    const descriptions = history.body.data.map((row: { description: string }) => row.description);
    expect(descriptions.some((text: string) => text.startsWith("Chat answers: credits set aside for "))).toBe(true);
    expect(descriptions).toContain("Chat answers: unused credits returned");
    const fillRow = history.body.data.find((row: { id: string }) => row.id.startsWith("chatfill_"));
    expect(fillRow.description).toBe("Chat answers: credits set aside for Garden helper");
  }, 120_000);

  it("gives back what a request drew before it died, and two settlements at once count it once", async () => {
    const before = await Credit.balance(owner.userId);
    const everything = await accounted(owner.agent);
    const drawn = await ChatMeter.draw({ agent: owner.agent, channel: "widget", session: session(), question: BASIC });
    expect(drawn.left).toBeGreaterThan(0);
    expect(await Credit.balance(owner.userId)).toBeLessThan(before);
    const answered = await ask(owner, "When are you open on Saturday?");
    expect(answered.status).toBe(200);
    expect(await accounted(owner.agent)).toBe(everything);

    const returnsBefore = (await ledgerSum(owner.userId)).rows.filter((row) => row.ledgerId.startsWith("chatreturn_")).length;
    const now = afterSettlement();
    await Promise.all([ChatMeter.settleDue(now), ChatMeter.settleDue(now), ChatMeter.settleAgent(owner.agent, now)]);
    await ChatMeter.settleDue(now);

    expect(await Credit.balance(owner.userId)).toBe(before - 1);
    const ledger = await ledgerSum(owner.userId);
    expect(ledger.sum).toBe(before - 1);
    expect(ledger.rows.filter((row) => row.ledgerId.startsWith("chatreturn_")).length).toBe(returnsBefore + 1);
    expect(await pool(owner.agent)).toMatchObject({ free: 0, blocks: {}, answered: 51, spent: 51 });
  }, 60_000);

  it("answers the owner's Try chat the same way, charged, and lists it with the visitors' conversations", async () => {
    const body = { domain_name: owner.host, license_key: owner.domain.license_key, content: BASIC, type: "text", ipAddress: session() };
    const tried = await call("POST", "/chat-agent/try", { token: owner.token, body: { ...body, agent_id: owner.view.bot_id } });
    expect(tried.status).toBe(200);
    const plans = { title: "Plans.pdf", url: null, page: 1 };
    expect(tried.body).toEqual({ content: "Basic plan: $19 per month.", source: plans, sources: [plans] });
    // Without an agent id, the domain's site widget agent answers.
    expect((await call("POST", "/chat-agent/try", { token: owner.token, body: { ...body, content: "Saturday hours?", ipAddress: session() } })).status).toBe(
      200,
    );

    for (const wrong of [
      { ...body, license_key: "not-the-key" },
      { ...body, domain_name: "someone-else.example.com" },
      { ...body, agent_id: "chat_00000000000000000000000000" },
    ]) {
      const refused = await call("POST", "/chat-agent/try", { token: owner.token, body: wrong });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe("Chat agent not found");
    }
    for (const [bad, message] of [
      [{ ...body, content: "  " }, "Message is required"],
      [{ ...body, type: "image" }, 'type must be "text"'],
    ] as const) {
      const refused = await call("POST", "/chat-agent/try", { token: owner.token, body: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }

    // Try chat is held to the same allowance as a visitor's session: charged answers, so not unlimited.
    const busy = { ...body, agent_id: owner.view.bot_id, ipAddress: session() };
    const key = Throttle.key("chatSession", owner.view.bot_id, sha256(busy.ipAddress));
    for (let index = 0; index < limits.chatSession.max; index++) await Throttle.hit(key);
    const balance = await Credit.balance(owner.userId);
    const limited = await call("POST", "/chat-agent/try", { token: owner.token, body: busy });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("You are sending messages too quickly. Please wait a moment.");
    expect(await Credit.balance(owner.userId)).toBe(balance);

    const list = await call("GET", `/chat-agent/${owner.view.bot_id}/conversations?limit=100`, { token: owner.token });
    expect(list.status).toBe(200);
    const tries = list.body.data.filter((row: { channel: string }) => row.channel === "try");
    expect(tries).toHaveLength(2);
    expect(list.body.data[0]).toMatchObject({ channel: "try", answers: 1, credits: 1 });
    expect(list.body.pagination).toMatchObject({ total: 54, limit: 100 });
    const first = tries.find((row: { first_question: string }) => row.first_question === BASIC);

    const detail = await call("GET", `/chat-agent/${owner.view.bot_id}/conversations/${first.id}`, { token: owner.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: first.id, channel: "try", answers: 1, credits: 1 });
    expect(detail.body.data.messages.map((message: Record<string, unknown>) => ({ ...message, at: undefined }))).toEqual([
      { role: "visitor", content: BASIC, source: null, sources: [], at: undefined },
      { role: "bot", content: "Basic plan: $19 per month.", source: plans, sources: [], at: undefined },
    ]);

    const stranger = await registeredUser();
    for (const path of [`/chat-agent/${owner.view.bot_id}/conversations`, `/chat-agent/${owner.view.bot_id}/conversations/${first.id}`]) {
      const reply = await call("GET", path, { token: stranger.token });
      expect(reply.status).toBe(404);
    }
    expect((await call("POST", "/chat-agent/try", { token: stranger.token, body })).status).toBe(404);
    const missing = await call("GET", `/chat-agent/${owner.view.bot_id}/conversations/conv_00000000000000000000000000`, { token: owner.token });
    expect(missing.status).toBe(404);
  }, 60_000);

  it("asks the owner to wait while an agent's first knowledge is still being built, without charging", async () => {
    await ChatAgentEntity.patch({ userId: owner.userId, agentId: owner.agent.agentId }).set({ knowledgeStatus: "generating" }).remove(["knowledgeKey"]).go();
    try {
      const before = await Credit.balance(owner.userId);
      const body = {
        domain_name: owner.host,
        license_key: owner.domain.license_key,
        content: BASIC,
        type: "text",
        ipAddress: session(),
        agent_id: owner.view.bot_id,
      };
      const refused = await call("POST", "/chat-agent/try", { token: owner.token, body });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("The agent is still reading its knowledge. Try again in a moment.");
      expect(await Credit.balance(owner.userId)).toBe(before);
    } finally {
      await ChatAgentEntity.patch({ userId: owner.userId, agentId: owner.agent.agentId })
        .set({ knowledgeStatus: "ready", knowledgeKey: owner.agent.knowledgeKey! })
        .go();
    }
  });

  it("refuses Try chat with the credit message when the owner is out of credits, and charges nothing", async () => {
    const broke = await ownerWithAgent(0);
    const body = { domain_name: broke.host, license_key: broke.domain.license_key, content: BASIC, type: "text", ipAddress: session() };
    const refused = await call("POST", "/chat-agent/try", { token: broke.token, body });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe("Insufficient credits: this needs 1 credit and your balance is 0.");
    expect(await Credit.balance(broke.userId)).toBe(0);
    expect((await ledgerSum(broke.userId)).sum).toBe(0);
  }, 60_000);
});
