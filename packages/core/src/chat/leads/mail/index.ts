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

const quoted = (text: string) =>
  text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

/** Runs in the mail worker: a lead's email to its owner, or the owner's answer to its visitor. Nothing goes once the lead is deleted. */
export async function deliverLeadMail(mail: LeadMail) {
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
      `Read the conversation and answer here:\n\n${Resource.Site.url}/leads/${encodeURIComponent(lead.leadId)}\n`,
  });
}
