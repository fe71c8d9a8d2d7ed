/** What the mail worker needs of leads: their messages, and the emails they become. */
export { isLeadMail } from "../notice";
import { Resource } from "sst";
import { Mail } from "../../../mail";
import { DomainEntity } from "../../../site/domain.entity";
import { User } from "../../../user";
import { ChatAgentEntity } from "../../agent.entity";
import { websiteNameOf } from "../../site-name";
import { LeadEntity } from "../lead.entity";
import type { LeadMail } from "../notice";

/** Every line of a visitor's text quoted, whatever breaks it: a line left unquoted would read as ours. */
const quoted = (text: string) =>
  text
    .split(/\r\n?|\n|\u2028|\u2029/)
    .map((line) => `> ${line}`)
    .join("\n");

/** The most held-back leads one digest names; the list in the dashboard has them all. */
const DIGEST_LISTED = 10;

const leadLink = (leadId: string) => `${Resource.Site.url}/leads/${encodeURIComponent(leadId)}`;

/** The leads an agent's owner has not been emailed about, newest first: those left since the last email. Deleted ones are gone. */
async function waitingLeads(userId: string, agentId: string, since: number) {
  const { data: agent } = await ChatAgentEntity.get({ userId, agentId }).go();
  if (!agent) return null;
  const { data } = await LeadEntity.query
    .byDomain({ userId, domainId: agent.domainId })
    // The lead whose email set `since` has that time; a partial sort key matches equal times under gt.
    .gte({ createdAt: since + 1 })
    .where((attr, op) => op.eq(attr.agentId, agentId))
    .go({ order: "desc", pages: "all", attributes: ["leadId", "question", "email"] });
  return { agent, leads: data };
}

async function deliverDigest(mail: Extract<LeadMail, { kind: "chat_leads_waiting" }>) {
  const [user, waiting] = await Promise.all([User.fromId(mail.userId), waitingLeads(mail.userId, mail.agentId, mail.since)]);
  if (!user || !waiting || waiting.leads.length === 0) return;
  const { data: domain } = await DomainEntity.get({ userId: mail.userId, domainId: waiting.agent.domainId }).go();
  const siteName = domain ? websiteNameOf(domain) : "your site";
  const { leads } = waiting;
  const count = leads.length === 1 ? "A visitor" : `${leads.length} visitors`;
  const listed = leads.slice(0, DIGEST_LISTED).map((lead) => `${quoted(lead.question)}\n(${lead.email}) ${leadLink(lead.leadId)}`);
  const rest = leads.length > DIGEST_LISTED ? `\n\nAnd ${leads.length - DIGEST_LISTED} more.` : "";
  await Mail.send({
    to: user.email,
    subject: `${count} on ${siteName} asked for an answer`,
    text:
      `Hi ${user.firstName},\n\n` +
      `${count} to ${siteName} asked ${waiting.agent.name} something it could not answer, and left an email address:\n\n` +
      `${listed.join("\n\n")}${rest}\n\n` +
      `All your leads:\n\n${Resource.Site.url}/leads\n`,
  });
}

/**
 * Runs in the mail worker: a lead's email to its owner, the leads held back since the last one, or
 * the owner's answer to its visitor. Nothing goes once the lead is deleted.
 */
export async function deliverLeadMail(mail: LeadMail) {
  if (mail.kind === "chat_leads_waiting") return deliverDigest(mail);
  const { data: lead } = await LeadEntity.get({ userId: mail.userId, leadId: mail.leadId }).go();
  const user = await User.fromId(mail.userId);
  if (!lead || !user) return;
  const { data: domain } = await DomainEntity.get({ userId: lead.userId, domainId: lead.domainId }).go();
  const siteName = domain ? websiteNameOf(domain) : "your site";
  if (mail.kind === "chat_lead_reply") {
    await Mail.send({
      to: lead.email,
      fromName: siteName,
      replyTo: user.email,
      subject: `Re: your question to ${siteName}`,
      text: `${mail.reply}\n\n${siteName}\n\nYou asked:\n${quoted(lead.question)}\n`,
    });
    return;
  }
  const { data: agent } = await ChatAgentEntity.get({ userId: lead.userId, agentId: lead.agentId }).go();
  const more =
    mail.earlier > 0 ? `\n${mail.earlier} more question${mail.earlier === 1 ? "" : "s"} came in since the last email: they are in the same list.\n` : "";
  await Mail.send({
    to: user.email,
    subject: `A visitor on ${siteName} asked for an answer`,
    text:
      `Hi ${user.firstName},\n\n` +
      `A visitor to ${siteName} asked ${agent?.name ?? "your chat agent"} something it could not answer, and left an email address (${lead.email}):\n\n` +
      `${quoted(lead.question)}\n${lead.page ? `\nAsked on ${lead.page}\n` : ""}${more}\n` +
      `Read the conversation and answer here:\n\n${leadLink(lead.leadId)}\n`,
  });
}
