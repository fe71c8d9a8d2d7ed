import { randomBytes } from "node:crypto";
import { ulid } from "ulid";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, localDayOf } from "../../packages/core/src/analytics/local-days";
import { GapEntity } from "../../packages/core/src/analytics/gap.entity";
import { gapItem } from "../../packages/core/src/analytics/gaps";
import { addTally } from "../../packages/core/src/analytics/tally";
import { AuthNotices } from "../../packages/core/src/auth/notices";
import { ChatAgentEntity } from "../../packages/core/src/chat/agent.entity";
import { deliverLimitNotice } from "../../packages/core/src/chat/daily-limit/mail";
import { LeadEntity } from "../../packages/core/src/chat/leads/lead.entity";
import { deliverLeadMail } from "../../packages/core/src/chat/leads/mail";
import { Credit } from "../../packages/core/src/credit";
import { queueOnce } from "../../packages/core/src/report/send-once";
import { mondayOf, reportWeek } from "../../packages/core/src/report/week";
import { DomainEntity } from "../../packages/core/src/site/domain.entity";
import { User } from "../../packages/core/src/user";
import { UserEntity } from "../../packages/core/src/user/user.entity";
import { call } from "../support/api";
import { addChatAgent, uploadDocument, waitForKnowledge } from "../support/chat";
import { addDomain, configuration } from "../support/domains";
import { lastEmail } from "../support/outbox";
import { textPdf } from "../support/pdfs";
import { PASSWORD, registeredUser, uniqueEmail } from "../support/users";

/** What an attacker puts into every field that can reach a mail: a CRLF, a lone LF, a lone CR and a Unicode line separator, each starting a header. */
const INJECTED = "\r\nbcc: attacker@example.test\nx-injected: lf\rx-also: cr\u2028x-line: separator";
const hostile = (text: string) => `${text}${INJECTED}`;
const hostileAddress = () => hostile(uniqueEmail("mail"));

const BASE_HEADERS = ["Content-Type", "Date", "From", "MIME-Version", "Subject", "To"];
const REFUSED = (label: string) => `${label} cannot contain line breaks or control characters.`;

/** The header names of an .eml, after checking that its header block breaks lines only with CRLF and only between headers. */
function headerNames(eml: string): string[] {
  const end = eml.indexOf("\r\n\r\n");
  expect(end).toBeGreaterThan(0);
  const lines = eml.slice(0, end).split("\r\n");
  for (const line of lines) {
    expect(line).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
    expect(line).toMatch(/^[A-Za-z-]+: \S/);
  }
  // The body's lines end in CRLF alone: a lone CR or LF would be a line break for one reader and not another.
  expect(eml.replace(/\r\n/g, "")).not.toMatch(/[\r\n\u2028\u2029]/);
  return lines.map((line) => line.slice(0, line.indexOf(":"))).sort();
}

/** Runs a delivery (or queues one) and answers the one email it wrote to `to`. */
async function mailFrom(to: string, deliver: () => Promise<unknown>) {
  // The outbox names files by the millisecond: start on a fresh one.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const since = Date.now();
  await deliver();
  return lastEmail(to, undefined, { since });
}

function expectHeaders(eml: string, extra: string[] = []) {
  expect(headerNames(eml)).toEqual([...BASE_HEADERS, ...extra].sort());
}

/** An account whose names and address hold line breaks, stored as an older release or a direct write could have left them. */
async function hostileAccount(emailVerified: boolean) {
  const email = hostileAddress();
  const user = await User.create({
    ...{ email, firstName: hostile("Ada"), lastName: hostile("Lovelace"), companyName: hostile("Engines") },
    ...{ passwordHash: "not-a-hash", emailVerified },
  });
  return { email, userId: user!.userId };
}

describe("every mail has exactly its own headers, whatever the stored names hold", () => {
  it("account mail: verification, already registered, reset, email change and its notices, a locked sign-in", async () => {
    const account = await hostileAccount(false);
    const other = await hostileAccount(true);
    expectHeaders(await mailFrom(account.email, () => AuthNotices.deliver({ kind: "registered", email: account.email })));
    expectHeaders(await mailFrom(account.email, () => AuthNotices.deliver({ kind: "already_registered", email: account.email })));
    expectHeaders(await mailFrom(account.email, () => AuthNotices.deliver({ kind: "reset_password", email: account.email, adminOnly: false })));

    const newEmail = hostileAddress();
    await UserEntity.patch({ userId: account.userId }).set({ pendingEmail: newEmail }).go();
    expectHeaders(await mailFrom(newEmail, () => AuthNotices.deliver({ kind: "email_change", userId: account.userId, toEmail: newEmail })));
    // The new address is another account's: its owner is told.
    await UserEntity.patch({ userId: account.userId }).set({ pendingEmail: other.email }).go();
    expectHeaders(await mailFrom(other.email, () => AuthNotices.deliver({ kind: "email_change", userId: account.userId, toEmail: other.email })));
    expectHeaders(await mailFrom(other.email, () => AuthNotices.deliver({ kind: "sign_in_locked", email: other.email })));
    const oldEmail = hostileAddress();
    expectHeaders(await mailFrom(oldEmail, () => AuthNotices.deliver({ kind: "email_changed", userId: account.userId, fromEmail: oldEmail })));
  });

  describe("an owner's chat mail", () => {
    let owner: { email: string; userId: string; domainId: string; agentId: string };
    let visitor: string;
    let leadId: string;

    beforeAll(async () => {
      const user = await registeredUser();
      const domain = await addDomain(user.token, `headers-${user.userId.slice(-8)}.example.com`);
      await Credit.grant({ userId: user.userId, ledgerId: `led_mail_headers_${user.userId.slice(-12)}`, credits: 60 });
      const upload = await uploadDocument(user.token, domain.id, await textPdf(["Opening hours\nMonday to Friday 9:00 to 18:00."]), "Hours.pdf");
      const created = await addChatAgent(user.token, domain.id, { document_url: upload.url, use_site_pages: false });
      await waitForKnowledge(user.token, created.bot_id);

      const email = hostileAddress();
      // The account's own address, names, site and agent, each with line breaks.
      await UserEntity.patch({ userId: user.userId })
        .set({ email, firstName: hostile("Ada"), lastName: hostile("Lovelace") })
        .go();
      await DomainEntity.patch({ userId: user.userId, domainId: domain.id })
        .set({ websiteName: hostile("Green Thumbs"), siteName: hostile("Thumbs") })
        .go();
      await ChatAgentEntity.patch({ userId: user.userId, agentId: created.bot_id })
        .set({ name: hostile("Garden helper") })
        .go();
      owner = { email, userId: user.userId, domainId: domain.id, agentId: created.bot_id };

      visitor = hostileAddress();
      leadId = `lead_${ulid().toLowerCase()}`;
      const now = Date.now();
      await LeadEntity.create({
        ...{ userId: owner.userId, leadId, domainId: owner.domainId, agentId: owner.agentId, email: visitor },
        ...{
          question: hostile("Do you ship?"),
          page: hostile("https://headers.example.com/page"),
          searchText: "",
          createdAt: now,
          ttl: Math.ceil(now / 1000) + 86_400,
        },
        transcript: [{ role: "visitor", content: hostile("Hello") }],
      }).go();
    }, 90_000);

    it("a lead's notice and the digest of leads held back", async () => {
      const notice = await mailFrom(owner.email, () => deliverLeadMail({ kind: "chat_lead", userId: owner.userId, leadId, earlier: 2 }));
      expectHeaders(notice);
      // The visitor's question is quoted line by line, whatever breaks its lines.
      for (const line of ["Do you ship?", "bcc: attacker@example.test", "x-injected: lf", "x-also: cr", "x-line: separator"])
        expect(notice).toContain(`\r\n> ${line}\r\n`);
      expectHeaders(await mailFrom(owner.email, () => deliverLeadMail({ kind: "chat_leads_waiting", userId: owner.userId, agentId: owner.agentId, since: 0 })));
    });

    it("the owner's reply to the visitor, from the site's name and answered to the owner", async () => {
      const eml = await mailFrom(visitor, () => deliverLeadMail({ kind: "chat_lead_reply", userId: owner.userId, leadId, reply: hostile("Yes, we do.") }));
      expectHeaders(eml, ["Reply-To"]);
      expect(eml).toMatch(/^From: "Green Thumbs bcc: attacker@example\.test x-injected: lf x-also: cr x-line: separator" <[^<>\s]+>\r\n/);
    });

    it("the chat's daily limit notice", async () => {
      const notice = { kind: "chat_daily_limit" as const, userId: owner.userId, agentId: owner.agentId, day: "2026-01-05", timeZone: "UTC", limit: 2 };
      expectHeaders(await mailFrom(owner.email, () => deliverLimitNotice(notice)));
    });

    it("the weekly report, with its unsubscribe headers", async () => {
      const weekStart = addDays(mondayOf(localDayOf("UTC")(Date.now())), -14);
      const during = Date.parse(`${addDays(weekStart, 2)}T11:00:00Z`);
      await addTally({ userId: owner.userId, scope: owner.domainId, at: during, add: { posts: 1, credits_blog: 10, runs_ok_blog: 1 } });
      await GapEntity.create(gapItem({ userId: owner.userId, domainId: owner.domainId, agentId: owner.agentId }, hostile("Do you ship?"), during)).go();
      // As the schedule's tick does: the week is claimed, then queued for the mail worker.
      const eml = await mailFrom(owner.email, () => queueOnce(owner.userId, reportWeek(weekStart, "UTC"), Date.now()));
      expectHeaders(eml, ["List-Unsubscribe", "List-Unsubscribe-Post"]);
    });
  });
});

describe("names that reach mail are refused at the door when they hold line breaks", () => {
  it("register and the profile refuse them in first and last names", async () => {
    const registered = await call("POST", "/auth/register", {
      body: { firstName: "Ada\r\nBcc: x@example.test", lastName: "Love\nlace", email: uniqueEmail(), companyName: "Engines", password: PASSWORD },
    });
    expect(registered.status).toBe(400);
    expect(registered.body.fields).toMatchObject({ firstName: REFUSED("First name"), lastName: REFUSED("Last name") });

    const user = await registeredUser();
    const profile = { first_name: "Ada", last_name: "Lovelace", email: user.email, company_name: "Engines" };
    for (const [field, label] of [
      ["first_name", "First name"],
      ["last_name", "Last name"],
    ] as const) {
      const updated = await call("PUT", "/update-profile", { token: user.token, body: { ...profile, [field]: "Ada\rBcc: x@example.test" } });
      expect(updated.status).toBe(400);
      expect(updated.body.fields).toMatchObject({ [field]: REFUSED(label) });
    }
    expect((await User.fromId(user.userId))!.firstName).toBe("Ada");
  });

  it("onboarding refuses them in the website name, and the chat agent form in the agent's name", async () => {
    const user = await registeredUser();
    const domain = await addDomain(user.token, `refuse-${randomBytes(4).toString("hex")}.example.com`);
    const onboarding = await call("POST", "/onboarding", {
      token: user.token,
      body: { ...configuration(domain.id), websiteName: "Green Thumbs\r\nBcc: x@example.test" },
    });
    expect(onboarding.status).toBe(400);
    expect(onboarding.body.fields).toMatchObject({ websiteName: REFUSED("Website name") });

    const form = { blog_id: domain.id, status: "active", colors: "#2266AA", position: "bottom-right", use_site_pages: true };
    for (const name of ["Helper\r\nBcc: x@example.test", "Helper\u2028Bcc: x@example.test", "Helper\tone"]) {
      const created = await call("POST", "/chat-agent", { token: user.token, body: { ...form, name } });
      expect(created.status).toBe(400);
      expect(created.body.fields).toMatchObject({ name: REFUSED("Name") });
    }
    await Credit.grant({ userId: user.userId, ledgerId: `led_refuse_${user.userId.slice(-12)}`, credits: 60 });
    const agent = await addChatAgent(user.token, domain.id, { name: "Helper" });
    const renamed = await call("PUT", `/chat-agent/${agent.bot_id}`, { token: user.token, body: { ...form, name: "Helper\nBcc: x@example.test" } });
    expect(renamed.status).toBe(400);
    expect(renamed.body.fields).toMatchObject({ name: REFUSED("Name") });
  });
});
