import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { Credit } from "../../packages/core/src/credit";
import { LeadNoticeEntity } from "../../packages/core/src/chat/leads/lead.entity";
import { sendWaitingLeads } from "../../packages/core/src/chat/leads/notice";
import { tick } from "../../packages/functions/src/worker/cron";
import { call } from "../support/api";
import { addChatAgent, uploadDocument, waitForKnowledge } from "../support/chat";
import { addDomain } from "../support/domains";
import { emailsTo, lastEmail, mailSettled } from "../support/outbox";
import { textPdf } from "../support/pdfs";
import { registeredUser } from "../support/users";

const FACTS = ["Opening hours\nMonday to Friday 9:00 to 18:00.\nSaturday 10:00 to 14:00.\nSunday closed."];
const UNKNOWN = "Do you repair vintage motorcycles?";

const session = () => randomBytes(18).toString("base64url");
const visitorEmail = () => `visitor-${randomBytes(6).toString("hex")}@example.org`;

async function ownerWithAgent(overrides: Record<string, unknown> = {}) {
  const user = await registeredUser();
  const host = `leads-${user.userId.slice(-8)}.example.com`;
  const domain = await addDomain(user.token, `www.${host}`);
  await Credit.grant({ userId: user.userId, ledgerId: `led_chat_leads_${user.userId.slice(-12)}`, credits: 60 });
  const upload = await uploadDocument(user.token, domain.id, await textPdf(FACTS), "Hours.pdf");
  const created = await addChatAgent(user.token, domain.id, { document_url: upload.url, use_site_pages: false, ...overrides });
  const agent = await waitForKnowledge(user.token, created.bot_id);
  return { ...user, host, domain, agent, origin: `https://${host}` };
}

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;

const ask = (owner: Owner, token: string, content: string) =>
  call("POST", `/widget/${owner.agent.widget_key}/messages`, { body: { content, session: token }, headers: { origin: owner.origin } });

const leave = (owner: Owner, body: Record<string, unknown>, origin = owner.origin, ip?: string) =>
  call("POST", `/widget/${owner.agent.widget_key}/leads`, { body, headers: { origin }, ip });

const hex = () => randomBytes(2).toString("hex");

let owner: Owner;
let stranger: Owner;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([ownerWithAgent({ lead_consent_text: "We answer within a day." }), ownerWithAgent({ lead_capture: false })]);
}, 90_000);

describe("leads from the chat", () => {
  it("has lead capture on by default, with the owner's consent line in the widget's config", async () => {
    expect(owner.agent).toMatchObject({ lead_capture: true, lead_consent_text: "We answer within a day." });
    const config = await call("GET", `/widget/${owner.agent.widget_key}/config`, { headers: { origin: owner.origin } });
    expect(config.body).toMatchObject({ lead_capture: true, lead_consent_text: "We answer within a day." });
    expect(stranger.agent.lead_capture).toBe(false);
  });

  it("offers the lead form after the refusal and when the visitor asks for a person, not after an answer", async () => {
    const token = session();
    expect((await ask(owner, token, UNKNOWN)).body.offer_lead).toBe(true);
    expect((await ask(owner, token, "What are your opening hours on Saturday?")).body.offer_lead).toBe(false);
    expect((await ask(owner, session(), "Can I talk to a human about my opening hours?")).body.offer_lead).toBe(true);
    expect((await ask(stranger, session(), UNKNOWN)).body.offer_lead).toBe(false);
  });

  it("stores one lead with the conversation and page, emails the owner, and lets the owner answer the visitor", async () => {
    const since = Date.now();
    const token = session();
    const email = visitorEmail();
    await ask(owner, token, UNKNOWN);
    const left = await leave(owner, { email, question: UNKNOWN, session: token, page: `${owner.origin}/services` });
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ ok: true, message: "Thanks! We'll get back to you by email." });
    expect(left.headers.get("access-control-allow-origin")).toBe(owner.origin);

    const again = await leave(owner, { email, question: "And another thing?", session: token });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe("lead_limit");

    const notice = await lastEmail(owner.email, `A visitor on ${owner.host} asked for an answer`, { since });
    expect(notice).toContain(`> ${UNKNOWN}`);
    expect(notice).toContain(email);
    expect(notice).toContain(`${owner.origin}/services`);

    const list = await call("GET", `/leads?domainId=${owner.domain.id}`, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.pagination.total).toBe(1);
    const lead = list.body.data[0];
    expect(lead).toMatchObject({ email, question: UNKNOWN, page: `${owner.origin}/services`, status: "new", agent_id: owner.agent.bot_id });
    expect(notice).toContain(`/leads/${lead.id}`);

    const detail = await call("GET", `/leads/${lead.id}`, { token: owner.token });
    expect(detail.body.data.transcript.map((message: { role: string }) => message.role)).toEqual(["visitor", "bot"]);
    expect(detail.body.data.transcript[0].content).toBe(UNKNOWN);

    const gaps = await call("GET", `/analytics/${owner.domain.id}?days=7`, { token: owner.token });
    expect(gaps.body.data.unanswered_questions.map((gap: { question: string }) => gap.question)).toContain(UNKNOWN);

    const replySince = Date.now();
    const replied = await call("POST", `/leads/${lead.id}/reply`, { token: owner.token, body: { message: "Yes, we do: bring it on a Monday." } });
    expect(replied.status).toBe(200);
    expect(replied.body.data).toMatchObject({ status: "answered", reply: "Yes, we do: bring it on a Monday." });
    const answer = await lastEmail(email, `Re: your question to ${owner.host}`, { since: replySince });
    expect(answer).toContain(`From: "${owner.host}" <`);
    expect(answer).toContain(`Reply-To: ${owner.email}`);
    expect(answer).toContain("Yes, we do: bring it on a Monday.");
    expect(answer).toContain(`> ${UNKNOWN}`);

    const answered = await call("GET", `/leads?domainId=${owner.domain.id}&status=answered&search=${encodeURIComponent(email)}`, { token: owner.token });
    expect(answered.body.data.map((row: { id: string }) => row.id)).toEqual([lead.id]);
    const none = await call("GET", `/leads?domainId=${owner.domain.id}&status=new&search=${encodeURIComponent(email)}`, { token: owner.token });
    expect(none.body.data).toEqual([]);

    const closed = await call("PUT", `/leads/${lead.id}`, { token: owner.token, body: { status: "closed" } });
    expect(closed.body.data.status).toBe("closed");
  });

  it("emails the owner at most once in 10 minutes per agent, and names the leads held back in the next email", async () => {
    const batcher = await ownerWithAgent();
    const since = Date.now();
    for (const question of ["First question?", "Second question?", "Third question?"]) {
      expect((await leave(batcher, { email: visitorEmail(), question, session: session() })).status).toBe(200);
    }
    await mailSettled();
    expect(await emailsTo(batcher.email, since)).toHaveLength(1);

    await LeadNoticeEntity.patch({ userId: batcher.userId, agentId: batcher.agent.bot_id })
      .set({ sentAt: Date.now() - 11 * 60_000 })
      .go();
    await leave(batcher, { email: visitorEmail(), question: "Fourth question?", session: session() });
    await mailSettled();
    const sent = await emailsTo(batcher.email, since);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain("Fourth question?");
    expect(sent[1]).toContain("2 more questions came in since the last email");
  }, 60_000);

  it("sends the leads held back in one email when the 10 minutes are up, without waiting for another lead", async () => {
    const waiting = await ownerWithAgent();
    const since = Date.now();
    for (const question of ["Do you deliver on Sundays?", "Can I book a table for ten?", "Is there parking nearby?"]) {
      expect((await leave(waiting, { email: visitorEmail(), question, session: session() })).status).toBe(200);
    }
    await mailSettled();
    expect(await emailsTo(waiting.email, since)).toHaveLength(1);
    // Not yet: the cron of this minute leaves them waiting.
    expect(await tick()).toHaveProperty("held-back lead emails");
    await mailSettled();
    expect(await emailsTo(waiting.email, since)).toHaveLength(1);

    // Eleven minutes on, two overlapping ticks send one email with the two held back, and a later tick nothing.
    const later = Date.now() + 11 * 60_000;
    await Promise.all([sendWaitingLeads(later), sendWaitingLeads(later)]);
    await sendWaitingLeads(later + 60_000);
    await mailSettled();
    expect(await emailsTo(waiting.email, since)).toHaveLength(2);
    const digest = await lastEmail(waiting.email, `2 visitors on ${waiting.host} asked for an answer`, { since });
    expect(digest).toContain("> Can I book a table for ten?");
    expect(digest).toContain("> Is there parking nearby?");
    expect(digest).not.toContain("Do you deliver on Sundays?");
    expect(digest).toContain("http://localhost:3000/leads/");
  }, 60_000);

  it("takes at most 5 leads an hour from one address, whatever its sessions, and an IPv6 /64 counts as one address", async () => {
    const flooded = await ownerWithAgent();
    const leaveFrom = (ip: string) => leave(flooded, { email: visitorEmail(), question: UNKNOWN, session: session() }, flooded.origin, ip);
    const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    for (let index = 0; index < 5; index++) expect((await leaveFrom(address)).status).toBe(200);
    const refused = await leaveFrom(address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: "lead_limit",
      message: "Several questions were already left in this chat from your network. You can leave another in an hour.",
    });
    expect((await leaveFrom("198.51.100.23")).status).toBe(200);

    // Any address of one /64 is one line or host.
    const network = `2001:db8:${hex()}:${hex()}`;
    for (const host of ["::1", "::2", "::3", "::abcd:1", "::ffff:ffff:1"]) expect((await leaveFrom(`${network}${host}`)).status).toBe(200);
    expect((await leaveFrom(`${network}::9`)).status).toBe(429);
    expect((await leaveFrom(`2001:db8:${hex()}:${hex()}::1`)).status).toBe(200);

    const list = await call("GET", `/leads?domainId=${flooded.domain.id}`, { token: flooded.token });
    expect(list.body.pagination.total).toBe(12);
  }, 60_000);

  it("keeps a lead's page only as an http(s) address, written as the URL parser writes it", async () => {
    const pages = [
      [`${owner.origin}/caf\u00e9?q=a b`, `${owner.origin}/caf%C3%A9?q=a%20b`],
      ["javascript:alert(document.cookie)", null],
      ["data:text/html,<script>alert(1)</script>", null],
      ["ftp://files.example.com/price-list.pdf", null],
      [`${owner.origin}/services\r\nBcc: someone@example.test`, null],
    ] as const;
    for (const [page, stored] of pages) {
      const email = visitorEmail();
      expect((await leave(owner, { email, question: UNKNOWN, session: session(), page })).status).toBe(200);
      const list = await call("GET", `/leads?domainId=${owner.domain.id}&search=${encodeURIComponent(email)}`, { token: owner.token });
      expect(list.body.data[0].page, page).toBe(stored);
    }
  });

  it("refuses a bad address, another site, and an agent that does not take leads", async () => {
    const bad = await leave(owner, { email: "not-an-address", question: UNKNOWN, session: session() });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ email: "Enter a valid email address" });
    const foreign = await leave(owner, { email: visitorEmail(), question: UNKNOWN, session: session() }, "https://evil.example.net");
    expect(foreign.status).toBe(403);
    const off = await leave(stranger, { email: visitorEmail(), question: UNKNOWN, session: session() });
    expect(off.status).toBe(404);
  });

  it("answers 404 to another owner, and deleting a lead deletes the visitor's address", async () => {
    const token = session();
    const email = visitorEmail();
    await leave(owner, { email, question: "Can someone call me back?", session: token });
    const list = await call("GET", `/leads?domainId=${owner.domain.id}&search=${encodeURIComponent(email)}`, { token: owner.token });
    const id = list.body.data[0].id as string;

    expect((await call("GET", `/leads?domainId=${owner.domain.id}`, { token: stranger.token })).status).toBe(404);
    expect((await call("GET", `/leads/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await call("POST", `/leads/${id}/reply`, { token: stranger.token, body: { message: "Hi" } })).status).toBe(404);
    expect((await call("PUT", `/leads/${id}`, { token: stranger.token, body: { status: "closed" } })).status).toBe(404);
    expect((await call("DELETE", `/leads/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await call("GET", `/leads/nope`, { token: owner.token })).status).toBe(404);

    expect((await call("DELETE", `/leads/${id}`, { token: owner.token })).status).toBe(200);
    expect((await call("GET", `/leads/${id}`, { token: owner.token })).status).toBe(404);
    const after = await call("GET", `/leads?domainId=${owner.domain.id}&search=${encodeURIComponent(email)}`, { token: owner.token });
    expect(after.body.data).toEqual([]);
  });
});
