import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { limits, Throttle } from "../../packages/core/src/throttle";
import { Credit } from "../../packages/core/src/credit";
import { createId } from "../../packages/core/src/util/id";
import { call } from "../support/api";
import { addChatAgent, uploadDocument, waitForKnowledge } from "../support/chat";
import { addDomain } from "../support/domains";
import { textPdf } from "../support/pdfs";
import { registeredUser } from "../support/users";

const FACTS = [
  "Prices\nBasic plan: $19 per month.\nPro plan: $49 per month with phone support and weekly reports.",
  "Opening hours\nMonday to Friday 9:00 to 18:00.\nSaturday 10:00 to 14:00.\nSunday closed.",
];

const session = () => randomBytes(18).toString("base64url");

/** An owner of `www.<host>` whose agent answers from the fixture PDF; `spare` credits are left after the PDF build. */
async function ownerWithAgent(spare: number, overrides: Record<string, unknown> = {}) {
  const user = await registeredUser();
  const host = `widget-${user.userId.slice(-8)}.example.com`;
  const domain = await addDomain(user.token, `www.${host}`);
  await Credit.grant({ userId: user.userId, ledgerId: `led_chat_widget_${user.userId.slice(-12)}`, credits: 15 + spare });
  const upload = await uploadDocument(user.token, domain.id, await textPdf(FACTS), "Shop facts.pdf");
  if (upload.status !== 200) throw new Error(`upload answered ${upload.status}: ${JSON.stringify(upload.body)}`);
  const created = await addChatAgent(user.token, domain.id, { document_url: upload.body.url, use_site_pages: false, ...overrides });
  const agent = await waitForKnowledge(user.token, created.bot_id);
  if (agent.knowledge.status !== "ready") throw new Error(`knowledge ${agent.knowledge.status}: ${agent.knowledge.error}`);
  return { ...user, host, domain, agent, origin: `https://${host}` };
}

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;

const ask = (key: string, origin: string | undefined, body: unknown) => call("POST", `/widget/${key}/messages`, { body, headers: origin ? { origin } : {} });

const config = (key: string, origin?: string) => call("GET", `/widget/${key}/config`, { headers: origin ? { origin } : {} });

let owner: Owner;

beforeAll(async () => {
  owner = await ownerWithAgent(40, { intro_text: "Hello from the shop!", button_text: "Ask us" });
}, 60_000);

describe("the chat widget's public API", () => {
  it("answers its config to the site's own origin, with or without www, with CORS for that origin only", async () => {
    for (const origin of [owner.origin, `https://www.${owner.host}`]) {
      const reply = await config(owner.agent.widget_key, origin);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        name: "Garden helper",
        colors: "#2266AA",
        position: "bottom-right",
        intro_text: "Hello from the shop!",
        button_text: "Ask us",
        avatar_bot: null,
        avatar_user: null,
        site_name: owner.host,
        lead_capture: true,
        lead_consent_text: "We'll use your email address only to answer this question, and delete it within 180 days.",
      });
      expect(reply.headers.get("access-control-allow-origin")).toBe(origin);
      expect(reply.headers.get("vary")).toContain("Origin");
    }
  });

  it("answers a preflight from the site, and refuses one from elsewhere", async () => {
    const preflight = await call("OPTIONS", `/widget/${owner.agent.widget_key}/messages`, {
      headers: { origin: owner.origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(owner.origin);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, POST, OPTIONS");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("content-type");
    expect(preflight.headers.get("access-control-max-age")).toBe("600");

    const foreign = await call("OPTIONS", `/widget/${owner.agent.widget_key}/messages`, { headers: { origin: "https://evil.example.net" } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("refuses wrong keys, other sites, subdomains, other schemes and a missing Origin, without CORS headers", async () => {
    for (const key of ["nope", `${owner.agent.widget_key}x`, createId("widget")]) {
      const reply = await ask(key, owner.origin, { content: "Prices?", session: session() });
      expect(reply.status, key).toBe(404);
      expect(reply.body.code).toBe("widget_not_found");
      expect(reply.headers.get("access-control-allow-origin")).toBeNull();
    }
    for (const origin of [undefined, "https://evil.example.net", `https://shop.${owner.host}`, `http://${owner.host}`, `https://${owner.host}:8443`]) {
      const reply = await ask(owner.agent.widget_key, origin, { content: "Prices?", session: session() });
      expect(reply.status, String(origin)).toBe(403);
      expect(reply.body).toEqual({ code: "origin_not_allowed", message: "This chat only answers on its own website." });
      expect(reply.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("answers a visitor from the PDF, naming the page, and the owner sees the conversation", async () => {
    const token = session();
    const reply = await ask(owner.agent.widget_key, owner.origin, { content: "  How much does the basic plan cost?  ", session: token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      content: "Basic plan: $19 per month.",
      source: { title: "Shop facts.pdf", url: null, page: 1 },
      sources: [{ title: "Shop facts.pdf", url: null, page: 1 }],
      offer_lead: false,
    });
    expect(reply.headers.get("access-control-allow-origin")).toBe(owner.origin);

    const list = await call("GET", `/chat-agent/${owner.agent.bot_id}/conversations`, { token: owner.token });
    const row = list.body.data.find((item: { first_question: string }) => item.first_question === "How much does the basic plan cost?");
    expect(row).toMatchObject({ channel: "widget", answers: 1, credits: 1 });
    expect(JSON.stringify(list.body)).not.toContain(token);
  });

  it("refuses bad messages with CORS headers, so the widget can show why", async () => {
    for (const [body, message] of [
      [{ content: "   ", session: session() }, "Message is required"],
      [{ session: session() }, "Message is required"],
      [{ content: "x".repeat(1001), session: session() }, "A message can be at most 1000 characters."],
      [{ content: "Prices?", session: "short" }, "The chat session is not valid."],
    ] as const) {
      const reply = await ask(owner.agent.widget_key, owner.origin, body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(message);
      expect(reply.headers.get("access-control-allow-origin")).toBe(owner.origin);
    }
  });

  it("limits one session to 12 messages a minute: the 13th is a 429 with Retry-After", async () => {
    const token = session();
    for (let index = 0; index < 12; index++) {
      const reply = await ask(owner.agent.widget_key, owner.origin, { content: `Saturday hours? ${index}`, session: token });
      expect(reply.status).toBe(200);
    }
    const refused = await ask(owner.agent.widget_key, owner.origin, { content: "Saturday hours?", session: token });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("You are sending messages too quickly. Please wait a moment.");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("access-control-allow-origin")).toBe(owner.origin);
    // Another visitor is not held back by this one.
    expect((await ask(owner.agent.widget_key, owner.origin, { content: "Sunday?", session: session() })).status).toBe(200);
  });

  it("limits one address to 60 messages in 10 minutes to an agent, however many sessions it invents", async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const key = Throttle.key("chatAddress", owner.agent.bot_id, address);
    for (let index = 0; index < limits.chatAddress.max; index++) await Throttle.hit(key);
    const askFrom = (ip: string) =>
      call("POST", `/widget/${owner.agent.widget_key}/messages`, {
        body: { content: "Saturday hours?", session: session() },
        headers: { origin: owner.origin },
        ip,
      });
    const before = await Credit.balance(owner.userId);
    const refused = await askFrom(address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(await Credit.balance(owner.userId)).toBe(before);
    // Visitors elsewhere still get answers.
    expect((await askFrom("198.51.100.7")).status).toBe(200);
  });

  it("does not answer for a paused agent", async () => {
    const paused = await addChatAgent(owner.token, owner.domain.id, { status: "inactive", name: "Paused helper" });
    for (const reply of [
      await config(paused.widget_key, owner.origin),
      await ask(paused.widget_key, owner.origin, { content: "Prices?", session: session() }),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body.code).toBe("widget_not_found");
      expect(reply.headers.get("access-control-allow-origin")).toBe(owner.origin);
    }
  });

  it("tells visitors the chat is unavailable when the owner is out of credits, and charges nothing", async () => {
    const broke = await ownerWithAgent(0);
    expect(await Credit.balance(broke.userId)).toBe(0);
    const reply = await ask(broke.agent.widget_key, broke.origin, { content: "How much does the basic plan cost?", session: session() });
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ code: "chat_unavailable", message: "The chat is unavailable right now. Please try again later." });
    expect(reply.headers.get("access-control-allow-origin")).toBe(broke.origin);
    expect(await Credit.balance(broke.userId)).toBe(0);
    const agent = await call("GET", `/chat-agent/${broke.agent.bot_id}`, { token: broke.token });
    expect(agent.body.data).toMatchObject({ count_response: 0, credits_spent: 0 });
  });
});
