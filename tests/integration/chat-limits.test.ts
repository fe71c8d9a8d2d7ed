import { randomBytes } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { limits, Throttle } from "../../packages/core/src/throttle";
import { ChatAgentEntity } from "../../packages/core/src/chat/agent.entity";
import { ChatConversationEntity, ChatMessageEntity } from "../../packages/core/src/chat/conversation.entity";
import { ChatDayEntity } from "../../packages/core/src/chat/daily-limit/day.entity";
import { ChatMeter, SETTLE_AFTER_MS } from "../../packages/core/src/chat/meter";
import { ChatPoolEntity } from "../../packages/core/src/chat/pool.entity";
import { Credit } from "../../packages/core/src/credit";
import { LedgerEntity } from "../../packages/core/src/credit/credit.entity";
import { clientKey } from "../../packages/core/src/net/client-key";
import { call } from "../support/api";
import { blogAgentForm } from "../support/blog";
import { addChatAgent, chatAgentForm, uploadDocument, waitForKnowledge } from "../support/chat";
import { addDomain } from "../support/domains";
import { emailsTo, lastEmail, mailSettled } from "../support/outbox";
import { textPdf } from "../support/pdfs";
import { registeredUser } from "../support/users";

const FACTS = ["Prices\nBasic plan: $19 per month.\nPro plan: $49 per month.", "Opening hours\nSaturday 10:00 to 14:00."];
const BASIC = "How much does the basic plan cost?";
const ELSEWHERE = "Do you repair bicycles?";
const UNAVAILABLE = { code: "chat_unavailable", message: "The chat is unavailable right now. Please try again later." };
const LIMIT_MESSAGE = "Daily credit limit must be a whole number from 1 to 10,000.";
/** Fourteen hours ahead of UTC all year: its midnight is never UTC's. */
const ZONE = "Pacific/Kiritimati";
const ZONE_OFFSET_MS = 14 * 60 * 60_000;
const BUILD = 15;

const session = () => randomBytes(18).toString("base64url");
const hex = () => randomBytes(2).toString("hex");
const dateIn = (timeZone: string, at: number) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

const ledger = async (userId: string) => (await LedgerEntity.query.byId({ userId }).go({ pages: "all" })).data;
const fills = async (userId: string, agentId: string) =>
  (await ledger(userId)).filter((row) => row.ledgerId.startsWith(`chatfill_${agentId}_`)).map((row) => row.credits);

/**
 * An owner of `www.<host>` whose days are those of `ZONE` (the profile's time zone), with 200
 * credits once two agents have read the PDF: one with the default limit, one that may spend 2
 * credits a day.
 */
async function ownerInZone() {
  const user = await registeredUser();
  const host = `limits-${user.userId.slice(-8)}.example.com`;
  const domain = await addDomain(user.token, `www.${host}`);
  await Credit.grant({ userId: user.userId, ledgerId: `led_chat_limits_${user.userId.slice(-12)}`, credits: 2 * BUILD + 200 });
  const zone = await call("PUT", "/reports/weekly/settings", { token: user.token, body: { time_zone: ZONE } });
  if (zone.status !== 200) throw new Error(`PUT /reports/weekly/settings answered ${zone.status}: ${JSON.stringify(zone.body)}`);
  // Its blog agent publishes on UTC's clock: the owner's day is the profile's zone all the same.
  const blog = await call("POST", "/blog-agent", { token: user.token, body: blogAgentForm(domain.id, { timezone: "UTC" }) });
  if (blog.status !== 201) throw new Error(`POST /blog-agent answered ${blog.status}: ${JSON.stringify(blog.body)}`);
  const upload = await uploadDocument(user.token, domain.id, await textPdf(FACTS), "Plans.pdf");
  if (upload.status !== 200) throw new Error(`upload answered ${upload.status}: ${JSON.stringify(upload.body)}`);
  const site = { ...user, host, domain, origin: `https://${host}`, blogAgentId: blog.body.data.id as string };
  const ready = async (overrides: Record<string, unknown>) => {
    const created = await addChatAgent(user.token, domain.id, { document_url: upload.url, use_site_pages: false, ...overrides });
    const view = await waitForKnowledge(user.token, created.bot_id);
    if (view.knowledge.status !== "ready") throw new Error(`knowledge ${view.knowledge.status}: ${view.knowledge.error}`);
    return view;
  };
  const [roomy, capped] = await Promise.all([ready({ name: "Roomy helper" }), ready({ name: "Capped helper", daily_credit_limit: 2 })]);
  return { site, roomy, capped };
}

type Site = Awaited<ReturnType<typeof ownerInZone>>["site"];

const ask = (site: Site, widgetKey: string, content: string, ip?: string) =>
  call("POST", `/widget/${widgetKey}/messages`, { body: { content, session: session() }, headers: { origin: site.origin }, ip });

const tryChat = (site: Site, agentId: string, content: string) =>
  call("POST", "/chat-agent/try", {
    token: site.token,
    body: { domain_name: site.host, license_key: site.domain.license_key, content, type: "text", ipAddress: session(), agent_id: agentId },
  });

const analytics = async (site: Site) => (await call("GET", `/analytics/${site.domain.id}?days=7`, { token: site.token })).body.data.totals;

let site: Site;
let roomy: Record<string, any>;
let capped: Record<string, any>;

beforeAll(async () => {
  ({ site, roomy, capped } = await ownerInZone());
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
});

describe("the chat's limits on what it may cost its owner", () => {
  it("limits an IPv6 visitor by its /64, however many of its addresses it sends from", async () => {
    const prefix = `2001:db8:${hex()}:${hex()}`;
    const inside = Array.from({ length: 5 }, (_, index) => `${prefix}:${hex()}:${index + 1}::${hex()}`);
    const replies = await Promise.all(inside.map((ip) => ask(site, roomy.widget_key, BASIC, ip)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    const key = Throttle.key("chatAddress", roomy.bot_id, clientKey(`${prefix}::1`));
    expect((await Throttle.count(key)).count).toBe(5);

    await Promise.all(Array.from({ length: limits.chatAddress.max - 5 }, () => Throttle.hit(key)));
    const before = await Credit.balance(site.userId);
    const refused = await ask(site, roomy.widget_key, BASIC, `${prefix}:ffff:ffff:ffff:fffe`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(await Credit.balance(site.userId)).toBe(before);
    // The next /64 is someone else.
    expect((await ask(site, roomy.widget_key, BASIC, `2001:db8:${hex()}:${hex()}::1`)).status).toBe(200);

    // An IPv4 address that arrives mapped into IPv6 is that IPv4 address.
    const v4 = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const v4Key = Throttle.key("chatAddress", roomy.bot_id, v4);
    await Promise.all(Array.from({ length: limits.chatAddress.max }, () => Throttle.hit(v4Key)));
    expect((await ask(site, roomy.widget_key, BASIC, `::ffff:${v4}`)).status).toBe(429);
  });

  it("stops an agent at its daily limit in the widget and Try chat, emails the owner once, and answers again after the owner's midnight", async () => {
    const since = Date.now();
    const today = dateIn(ZONE, since);
    for (const question of [BASIC, "When are you open on Saturday?"]) expect((await ask(site, capped.widget_key, question)).status).toBe(200);
    // Its pool was filled with what it may still spend today, not the usual 20.
    expect(await fills(site.userId, capped.bot_id)).toEqual([-2]);

    const refusals = await Promise.all([
      ...Array.from({ length: 6 }, () => ask(site, capped.widget_key, BASIC)),
      tryChat(site, capped.bot_id, BASIC),
      tryChat(site, capped.bot_id, ELSEWHERE),
    ]);
    for (const refused of refusals) {
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual(UNAVAILABLE);
    }
    const { data: day } = await ChatDayEntity.get({ userId: site.userId, agentId: capped.bot_id, day: today }).go({ consistent: true });
    expect(day).toMatchObject({ spent: 2, day: today });
    expect((await call("GET", `/chat-agent/${capped.bot_id}`, { token: site.token })).body.data).toMatchObject({ count_response: 2, credits_spent: 2 });

    const subject = "Capped helper reached its daily credit limit";
    const email = await lastEmail(site.email, subject, { since });
    expect(email).toContain("daily credit limit of 2 credits");
    expect(email).toContain(`/add-service/edit-chat-agent/${capped.bot_id}`);
    expect(email).toContain(ZONE);
    // A refusal after the email went still sends no other.
    expect((await ask(site, capped.widget_key, BASIC)).status).toBe(503);
    await mailSettled();
    expect((await emailsTo(site.email, since)).filter((text) => text.includes(`Subject: ${subject}`))).toHaveLength(1);

    const [year, month, date] = today.split("-").map(Number) as [number, number, number];
    const midnight = Date.UTC(year, month - 1, date + 1) - ZONE_OFFSET_MS;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(midnight - 60_000);
    expect((await ask(site, capped.widget_key, BASIC)).status).toBe(503);
    vi.setSystemTime(midnight + 1000);
    const next = await ask(site, capped.widget_key, BASIC);
    expect(next.status).toBe(200);
    expect(next.body.content).toBe("Basic plan: $19 per month.");
  }, 30_000);

  it("charges nothing for saying the knowledge does not hold the answer, and once settled the pool, ledger and analytics agree", async () => {
    const before = await analytics(site);
    const agentBefore = (await call("GET", `/chat-agent/${roomy.bot_id}`, { token: site.token })).body.data;
    const refused = await ask(site, roomy.widget_key, ELSEWHERE);
    expect(refused.status).toBe(200);
    expect(refused.body.content).toMatch(/^I couldn't find that in the information I have about /);
    expect(refused.body.source).toBeNull();

    const { data: conversations } = await ChatConversationEntity.query.byAgent({ userId: site.userId, agentId: roomy.bot_id }).go({ pages: "all" });
    const free = conversations.find((item) => item.firstQuestion === ELSEWHERE)!;
    expect(free).toMatchObject({ answers: 1, credits: 0 });
    const { data: messages } = await ChatMessageEntity.query.byConversation({ conversationId: free.conversationId }).go();
    expect(messages.map((message) => message.role)).toEqual(["visitor", "bot"]);
    expect((await call("GET", `/chat-agent/${roomy.bot_id}`, { token: site.token })).body.data).toMatchObject({
      count_response: agentBefore.count_response + 1,
      credits_spent: agentBefore.credits_spent,
    });
    const after = await analytics(site);
    expect(after.chat_answers).toBe(before.chat_answers + 1);
    expect(after.chat_unanswered).toBe(before.chat_unanswered + 1);
    expect(after.credits_by_agent.chat).toBe(before.credits_by_agent.chat);

    await ChatMeter.settleDue(Date.now() + SETTLE_AFTER_MS + 60_000);
    // Six answers from the PDF earlier, and this one.
    const pool = (await ChatPoolEntity.get({ userId: site.userId, agentId: roomy.bot_id }).go({ consistent: true })).data;
    expect(pool).toMatchObject({ free: 0, blocks: {}, answered: 7, spent: 6 });
    const rows = await ledger(site.userId);
    expect(rows.filter((row) => row.reference === `chat:${roomy.bot_id}`).reduce((sum, row) => sum + row.credits, 0)).toBe(-6);
    expect(rows.reduce((sum, row) => sum + row.credits, 0)).toBe(await Credit.balance(site.userId));
  });

  it("fills a busy pool with at most 40 credits, so another agent's run still finds its credits", async () => {
    // Settled, the pool holds nothing: the next answer fills it.
    await ChatMeter.settleDue(Date.now() + SETTLE_AFTER_MS + 60_000);
    // Filled 640 credits a moment ago: the pool would otherwise ask for twice that.
    await ChatPoolEntity.patch({ userId: site.userId, agentId: roomy.bot_id }).set({ lastFill: 640, lastFillAt: Date.now() }).go();
    const balance = await Credit.balance(site.userId);
    expect(balance).toBeLessThan(640);
    const filled = (await fills(site.userId, roomy.bot_id)).length;
    expect((await ask(site, roomy.widget_key, BASIC)).status).toBe(200);
    expect((await fills(site.userId, roomy.bot_id)).slice(filled)).toEqual([-40]);
    expect(await Credit.balance(site.userId)).toBe(balance - 40);

    const run = await call("POST", `/blog-agent/${site.blogAgentId}/run`, { token: site.token });
    expect(run.status).toBe(202);
  });
});

describe("the daily credit limit field", () => {
  it("takes whole credits from 1 to 10,000, defaults to 100 and keeps its value when left out", async () => {
    for (const bad of [0, 10_001, 1.5, "abc", -5, null]) {
      const refused = await call("POST", "/chat-agent", { token: site.token, body: chatAgentForm(site.domain.id, { daily_credit_limit: bad }) });
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body.message).toBe(LIMIT_MESSAGE);
      expect(refused.body.fields).toEqual({ daily_credit_limit: LIMIT_MESSAGE });
    }

    const plain = await addChatAgent(site.token, site.domain.id, { name: "Plain" });
    expect(plain.daily_credit_limit).toBe(100);
    const generous = await addChatAgent(site.token, site.domain.id, { name: "Generous", daily_credit_limit: 10_000 });
    expect(generous.daily_credit_limit).toBe(10_000);

    const raised = await call("PUT", `/chat-agent/${plain.bot_id}`, { token: site.token, body: { name: "Plain", daily_credit_limit: 250 } });
    expect(raised.status).toBe(200);
    expect(raised.body.data.daily_credit_limit).toBe(250);
    const bad = await call("PUT", `/chat-agent/${plain.bot_id}`, { token: site.token, body: { name: "Plain", daily_credit_limit: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ daily_credit_limit: LIMIT_MESSAGE });
    const renamed = await call("PUT", `/chat-agent/${plain.bot_id}`, { token: site.token, body: { name: "Plain again" } });
    expect(renamed.body.data.daily_credit_limit).toBe(250);

    // An agent saved before agents had a limit has the default one.
    await ChatAgentEntity.patch({ userId: site.userId, agentId: generous.bot_id }).remove(["dailyCreditLimit"]).go();
    const list = await call("GET", `/chat-agent?domainId=${site.domain.id}`, { token: site.token });
    const limitsByName = Object.fromEntries(list.body.data.map((row: { name: string; daily_credit_limit: number }) => [row.name, row.daily_credit_limit]));
    expect(limitsByName).toEqual({ "Plain again": 250, Generous: 100, "Roomy helper": 100, "Capped helper": 2 });
  });
});
