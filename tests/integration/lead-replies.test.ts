import { randomBytes } from "node:crypto";
import { ulid } from "ulid";
import { beforeAll, describe, expect, it } from "vitest";
import { LeadEntity } from "../../packages/core/src/chat/leads/lead.entity";
import { Credit } from "../../packages/core/src/credit";
import { call, type Reply } from "../support/api";
import { addChatAgent, uploadDocument, waitForKnowledge } from "../support/chat";
import { addDomain } from "../support/domains";
import { emailsTo, mailSettled } from "../support/outbox";
import { textPdf } from "../support/pdfs";
import { registeredUser } from "../support/users";

const PER_LEAD = "You can send at most 3 replies to one visitor.";
const PER_DAY = "You can send at most 50 replies a day.";

const session = () => randomBytes(18).toString("base64url");
const visitorEmail = () => `visitor-${randomBytes(6).toString("hex")}@example.org`;

/** An owner whose chat agent takes leads from the widget, as a visitor leaves them. */
async function ownerWithAgent() {
  const user = await registeredUser();
  const host = `replies-${user.userId.slice(-8)}.example.com`;
  const domain = await addDomain(user.token, host);
  await Credit.grant({ userId: user.userId, ledgerId: `led_lead_replies_${user.userId.slice(-12)}`, credits: 60 });
  const upload = await uploadDocument(user.token, domain.id, await textPdf(["Opening hours\nMonday to Friday 9:00 to 18:00."]), "Hours.pdf");
  const created = await addChatAgent(user.token, domain.id, { document_url: upload.url, use_site_pages: false });
  const agent = await waitForKnowledge(user.token, created.bot_id);
  return { ...user, domain, agent, origin: `https://${host}` };
}

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;

/** Leaves a lead through the widget and answers its id, as the owner's Leads list shows it. */
async function leadFrom(owner: Owner, email: string) {
  const left = await call("POST", `/widget/${owner.agent.widget_key}/leads`, {
    body: { email, question: "Do you repair vintage motorcycles?", session: session() },
    headers: { origin: owner.origin },
  });
  expect(left.status).toBe(200);
  const list = await call("GET", `/leads?domainId=${owner.domain.id}&search=${encodeURIComponent(email)}`, { token: owner.token });
  return list.body.data[0].id as string;
}

/** Leads written straight into the table, as the widget stores them: for counts the widget's own limits would slow down. */
async function storedLeads(owner: { userId: string }, domainId: string, emails: string[]) {
  const now = Date.now();
  return Promise.all(
    emails.map(async (email, index) => {
      const leadId = `lead_${ulid().toLowerCase()}`;
      await LeadEntity.create({
        ...{ userId: owner.userId, leadId, domainId, agentId: "cha_replies", email, question: `Question ${index}?` },
        ...{ searchText: email, createdAt: now + index, ttl: Math.ceil(now / 1000) + 86_400 },
      }).go();
      return { leadId, email };
    }),
  );
}

const reply = (token: string, leadId: string, message: string) => call("POST", `/leads/${leadId}/reply`, { token, body: { message } });

const statuses = (replies: Reply[]) => replies.map((answer) => answer.status);

function expectRefused(replies: Reply[], message: string) {
  for (const refused of replies) expect(refused.body).toEqual({ code: expect.any(String), message });
}

let owner: Owner;

beforeAll(async () => {
  owner = await ownerWithAgent();
}, 90_000);

describe("replies to leads", () => {
  it("sends at most 3 replies to one visitor; a refused reply changes nothing and sends nothing", async () => {
    const email = visitorEmail();
    const leadId = await leadFrom(owner, email);
    const since = Date.now();
    const sent: Reply[] = [];
    for (let index = 0; index < 3; index++) sent.push(await reply(owner.token, leadId, `Answer ${index}`));
    expect(statuses(sent)).toEqual([200, 200, 200]);
    expect(sent[2]!.body.data).toMatchObject({ status: "answered", reply: "Answer 2", replies: 3 });

    expect((await call("PUT", `/leads/${leadId}`, { token: owner.token, body: { status: "closed" } })).status).toBe(200);
    const refused: Reply[] = [];
    for (let index = 3; index < 10; index++) refused.push(await reply(owner.token, leadId, `Answer ${index}`));
    expect(statuses(refused)).toEqual(Array(7).fill(429));
    expectRefused(refused, PER_LEAD);

    const lead = await call("GET", `/leads/${leadId}`, { token: owner.token });
    expect(lead.body.data).toMatchObject({ status: "closed", reply: "Answer 2", replies: 3 });
    await mailSettled();
    const mails = await emailsTo(email, since);
    expect(mails).toHaveLength(3);
    expect(mails.join("\n")).not.toContain("Answer 3");
  });

  it("holds replies sent at once to one lead to 3", async () => {
    const email = visitorEmail();
    const leadId = await leadFrom(owner, email);
    const since = Date.now();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => reply(owner.token, leadId, `At once ${index}`)));
    expect(statuses(answers).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expectRefused(
      answers.filter((answer) => answer.status === 429),
      PER_LEAD,
    );
    expect((await call("GET", `/leads/${leadId}`, { token: owner.token })).body.data.replies).toBe(3);
    await mailSettled();
    expect(await emailsTo(email, since)).toHaveLength(3);
  });

  it("sends at most 50 replies a day from one account, across its leads", async () => {
    const account = await registeredUser();
    const domain = await addDomain(account.token, `daily-${account.userId.slice(-8)}.example.com`);
    const leads = await storedLeads(account, domain.id, Array.from({ length: 20 }, visitorEmail));
    const since = Date.now();
    const answers: Reply[] = [];
    for (let index = 0; index < 60; index++) answers.push(await reply(account.token, leads[Math.floor(index / 3)]!.leadId, `Reply ${index}`));
    expect(statuses(answers)).toEqual([...Array(50).fill(200), ...Array(10).fill(429)]);
    expectRefused(answers.slice(50), PER_DAY);

    await mailSettled(30_000);
    const counts = await Promise.all(leads.map(async (lead) => (await emailsTo(lead.email, since)).length));
    // 16 leads with their three replies, the 17th with two, the rest with none.
    expect(counts).toEqual([...Array(16).fill(3), 2, 0, 0, 0]);
    const untouched = await call("GET", `/leads/${leads[19]!.leadId}`, { token: account.token });
    expect(untouched.body.data).toMatchObject({ status: "new", reply: null, replies: 0 });
  }, 60_000);

  it("counts reply mail against the recipient's hourly allowance, like every mail", async () => {
    const account = await registeredUser();
    const domain = await addDomain(account.token, `inbox-${account.userId.slice(-8)}.example.com`);
    // One visitor who left two questions.
    const email = visitorEmail();
    const leads = await storedLeads(account, domain.id, [email, email]);
    const since = Date.now();
    for (const lead of leads) {
      for (let index = 0; index < 3; index++) expect((await reply(account.token, lead.leadId, `Reply ${index}`)).status).toBe(200);
    }
    await mailSettled();
    expect(await emailsTo(email, since)).toHaveLength(5);
  });

  it("answers another owner's lead 404 and counts nothing for it", async () => {
    const stranger = await registeredUser();
    const leadId = await leadFrom(owner, visitorEmail());
    for (let index = 0; index < 4; index++) expect((await reply(stranger.token, leadId, "Hello")).status).toBe(404);
    expect((await reply(owner.token, leadId, "Hello")).status).toBe(200);
  });
});
