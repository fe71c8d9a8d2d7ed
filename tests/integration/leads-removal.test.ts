import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LeadDigestEntity, LeadEntity, LeadNoticeEntity, LeadSessionEntity } from "../../packages/core/src/chat/leads/lead.entity";
import { Credit } from "../../packages/core/src/credit";
import { call } from "../support/api";
import { addChatAgent, uploadDocument, waitForKnowledge } from "../support/chat";
import { addDomain } from "../support/domains";
import { emailsTo, mailSettled } from "../support/outbox";
import { textPdf } from "../support/pdfs";
import { PASSWORD, registeredUser } from "../support/users";

const FACTS = ["Opening hours\nMonday to Friday 9:00 to 18:00."];
const UNKNOWN = "Do you repair vintage motorcycles?";

const session = () => randomBytes(18).toString("base64url");
const visitorEmail = () => `visitor-${randomBytes(6).toString("hex")}@example.org`;

async function owner() {
  const user = await registeredUser();
  const host = `gone-${user.userId.slice(-8)}.example.com`;
  const domain = await addDomain(user.token, `www.${host}`);
  await Credit.grant({ userId: user.userId, ledgerId: `led_leads_removal_${user.userId.slice(-12)}`, credits: 60 });
  const upload = await uploadDocument(user.token, domain.id, await textPdf(FACTS), "Hours.pdf");
  return { ...user, domainId: domain.id, origin: `https://${host}`, upload };
}

type Owner = Awaited<ReturnType<typeof owner>>;

async function agentOf(user: Owner) {
  const created = await addChatAgent(user.token, user.domainId, { document_url: user.upload.url, use_site_pages: false });
  return waitForKnowledge(user.token, created.bot_id);
}

/**
 * Two leads from two visitors, a moment apart: the first is emailed to the owner at once, the
 * second waits for the next email (a pending notice and a digest item).
 */
async function leadsFor(user: Owner, agent: Record<string, any>) {
  const emails = [visitorEmail(), visitorEmail()];
  for (const email of emails) {
    const left = await call("POST", `/widget/${agent.widget_key}/leads`, {
      body: { email, question: UNKNOWN, session: session() },
      headers: { origin: user.origin },
    });
    expect(left.status).toBe(200);
  }
  const list = await call("GET", `/leads?domainId=${user.domainId}&limit=100`, { token: user.token });
  const ids = (list.body.data as Array<{ id: string; agent_id: string }>).filter((lead) => lead.agent_id === agent.bot_id).map((lead) => lead.id);
  expect(ids).toHaveLength(2);
  return { ids, emails, agentId: agent.bot_id };
}

async function stored(userId: string, leads: { ids: string[]; agentId: string }) {
  const items = await Promise.all(leads.ids.map((leadId) => LeadEntity.get({ userId, leadId }).go()));
  const notice = await LeadNoticeEntity.get({ userId, agentId: leads.agentId }).go();
  const digest = await LeadDigestEntity.get({ userId, agentId: leads.agentId }).go();
  const sessions = await LeadSessionEntity.query.bySession({ agentId: leads.agentId }).go();
  return { leads: items.filter((item) => item.data).length, notice: !!notice.data, digest: !!digest.data, sessions: sessions.data.length };
}

/** The owner's pages answer 404 for the leads, a reply sends nothing, and nothing of them is left in the table. */
async function expectGone(user: Owner, leads: { ids: string[]; emails: string[]; agentId: string }) {
  const since = Date.now();
  for (const id of leads.ids) {
    expect((await call("GET", `/leads/${id}`, { token: user.token })).status).toBe(404);
    expect((await call("POST", `/leads/${id}/reply`, { token: user.token, body: { message: "Yes, we do." } })).status).toBe(404);
  }
  await mailSettled();
  for (const email of leads.emails) expect(await emailsTo(email, since)).toEqual([]);
  expect(await stored(user.userId, leads)).toEqual({ leads: 0, notice: false, digest: false, sessions: 0 });
}

describe("leads go with what they belong to", () => {
  it("removing the domain removes its leads and the emails waiting about them", async () => {
    const user = await owner();
    const leads = await leadsFor(user, await agentOf(user));
    expect(await stored(user.userId, leads)).toEqual({ leads: 2, notice: true, digest: true, sessions: 2 });
    expect((await call("DELETE", `/domain/${user.domainId}`, { token: user.token })).status).toBe(200);
    await expectGone(user, leads);
  });

  it("removing a chat agent removes its leads only", async () => {
    const user = await owner();
    const [removed, kept] = [await agentOf(user), await agentOf(user)];
    const [gone, staying] = [await leadsFor(user, removed), await leadsFor(user, kept)];
    expect((await call("DELETE", `/chat-agent/${removed.bot_id}`, { token: user.token })).status).toBe(200);
    await expectGone(user, gone);
    expect(await stored(user.userId, staying)).toEqual({ leads: 2, notice: true, digest: true, sessions: 2 });
    expect((await call("GET", `/leads/${staying.ids[0]}`, { token: user.token })).status).toBe(200);
  });

  it("deleting the account removes its leads", async () => {
    const user = await owner();
    const leads = await leadsFor(user, await agentOf(user));
    const deleted = await call("POST", "/delete-account", { token: user.token, body: { confirm: "DELETE", password: PASSWORD } });
    expect(deleted.status).toBe(200);
    expect((await call("GET", `/leads/${leads.ids[0]}`, { token: user.token })).status).toBe(401);
    // A session's turn holds no address and lapses within the hour.
    expect(await stored(user.userId, leads)).toMatchObject({ leads: 0, notice: false, digest: false });
  });
});
