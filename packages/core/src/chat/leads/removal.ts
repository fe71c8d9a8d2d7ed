import { pageOf, removeAll } from "../../db/remove-all";
import { LeadDigestEntity, LeadEntity, LeadNoticeEntity, LeadSessionEntity } from "./lead.entity";

interface DomainKey {
  userId: string;
  domainId: string;
}

interface AgentKey {
  userId: string;
  agentId: string;
}

/** An agent's lead emails waiting to go out, and the sessions that left it leads this hour. */
async function removeAgentBookkeeping({ userId, agentId }: AgentKey) {
  await LeadNoticeEntity.delete({ userId, agentId }).go({ response: "none" });
  await LeadDigestEntity.delete({ userId, agentId }).go({ response: "none" });
  let cursor: string | null = null;
  do {
    const page: { data: Array<{ sessionHash: string }>; cursor: string | null } = await LeadSessionEntity.query.bySession({ agentId }).go(pageOf(cursor));
    if (page.data.length) await LeadSessionEntity.delete(page.data.map(({ sessionHash }) => ({ agentId, sessionHash }))).go();
    cursor = page.cursor;
  } while (cursor);
}

/** A domain's leads, or only one agent's among them, with the visitors' addresses in them. */
async function removeLeads(key: DomainKey, agentId?: string) {
  await removeAll(
    (cursor) => LeadEntity.query.byDomain(key).go(pageOf(cursor)),
    (lead) => (agentId === undefined || lead.agentId === agentId ? { userId: lead.userId, leadId: lead.leadId } : undefined),
    (keys) => LeadEntity.delete(keys).go(),
  );
}

/**
 * A lead belongs to its agent and its domain: once either is removed the owner can no longer list
 * or delete it, so it goes with them, and with it any email about it still waiting to go out.
 */
export namespace LeadRemoval {
  export async function ofAgent({ userId, domainId, agentId }: AgentKey & DomainKey) {
    await removeLeads({ userId, domainId }, agentId);
    await removeAgentBookkeeping({ userId, agentId });
  }

  /** `agentIds`: the domain's chat agents, whose waiting emails go too. */
  export async function ofDomain(key: DomainKey, agentIds: string[]) {
    await removeLeads(key);
    for (const agentId of agentIds) await removeAgentBookkeeping({ userId: key.userId, agentId });
  }
}
