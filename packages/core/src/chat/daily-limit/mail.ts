import { Resource } from "sst";
import { Mail } from "../../mail";
import { DomainEntity } from "../../site/domain.entity";
import { User } from "../../user";
import { fn } from "../../util/fn";
import { ChatAgentEntity } from "../agent.entity";
import { LimitNoticeSchema } from "./notice";

/** Where the owner raises the agent's limit: its edit page in the dashboard. */
const editAgentLink = (agentId: string) => `${Resource.Site.url}/add-service/edit-chat-agent/${encodeURIComponent(agentId)}`;

/** Runs in the mail worker: tells the owner that an agent reached its daily credit limit, unless the agent or the account is gone. */
export const deliverLimitNotice = fn(LimitNoticeSchema, async (notice) => {
  const [user, { data: agent }] = await Promise.all([User.fromId(notice.userId), ChatAgentEntity.get({ userId: notice.userId, agentId: notice.agentId }).go()]);
  if (!user || !agent) return;
  const { data: domain } = await DomainEntity.get({ userId: agent.userId, domainId: agent.domainId }).go();
  const where = domain ? ` on ${domain.siteKey}` : "";
  await Mail.send({
    to: user.email,
    subject: `${agent.name} reached its daily credit limit`,
    text:
      `Hi ${user.firstName},\n\n` +
      `Your chat agent ${agent.name}${where} has spent its daily credit limit of ${notice.limit} credit${notice.limit === 1 ? "" : "s"} today (${notice.day}). ` +
      `Until midnight (${notice.timeZone}) its chat tells visitors it is unavailable, and it spends nothing more.\n\n` +
      `To let it answer more today, raise its daily credit limit here:\n\n${editAgentLink(agent.agentId)}\n`,
  });
});
