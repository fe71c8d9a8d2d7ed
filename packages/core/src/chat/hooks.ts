import type { AgentHooks } from "../agents/hooks";
import { pageOf, removeAll } from "../db/remove-all";
import { Media } from "../media";
import { ChatAgentEntity } from "./agent.entity";
import { domainFilePrefixes, knowledgePrefix } from "./files";
import { LeadRemoval } from "./leads/removal";

export const chatHooks: AgentHooks = {
  runs: {
    chat_knowledge: {
      execute: async (progress) => (await import("./knowledge/build")).ChatKnowledge.execute(progress),
      onFailed: async (run, reason) => {
        await (await import("./knowledge/status")).markFailed({ userId: run.userId, agentId: run.agentId }, run.runId, reason);
      },
    },
  },
  // Conversations that went quiet settle their credits; agents whose site changed learn it again; held-back leads are emailed.
  async tick(now) {
    const [{ ChatMeter }, { ChatKnowledge }, { sendWaitingLeads }] = await Promise.all([
      import("./meter"),
      import("./knowledge/build"),
      import("./leads/notice"),
    ]);
    const settled = await ChatMeter.settleDue(now);
    await ChatKnowledge.watchSites(now);
    const leadEmails = await sendWaitingLeads(now);
    return { "chat conversations settled": settled, "held-back lead emails": leadEmails };
  },
  topics: async (key) => (await import("./topics")).chatTopics(key),
  // What the agents' pools hold for answers not given yet.
  reservedCredits: async (userId) => (await import("./meter-pool")).reservedCredits(userId),
  ledgerDescriptions: async (userId, rows) => (await import("./ledger-rows")).poolRowDescriptions(userId, rows),
  weeklyReport: async (key, week) => (await import("./leads/week")).weekLeads(key, week),
  knowledgePassages: async (key, query) => (await import("./knowledge/search")).domainPassages(key, query),
  // The owner's notice of an agent at its daily limit, and a visitor's question left for the owner.
  async mail(message) {
    const [limit, leads] = await Promise.all([import("./daily-limit"), import("./leads/mail")]);
    if (limit.isLimitNotice(message)) await limit.deliverLimitNotice(message);
    else if (leads.isLeadMail(message)) await leads.deliverLeadMail(message);
    else return false;
    return true;
  },
  // The newest active agent's widget, which the plugin puts on the site's pages.
  async pluginStatus({ userId, domainId }) {
    const { siteWidgetOf } = await import("./site-widget");
    return { chat_widget: await siteWidgetOf(userId, domainId) };
  },
  // The agents with their knowledge, leads, documents and avatars.
  async removeDomain(key) {
    const agentIds: string[] = [];
    await removeAll(
      (cursor) => ChatAgentEntity.query.byDomain(key).go(pageOf(cursor)),
      (item) => ({ userId: item.userId, agentId: item.agentId }),
      async (keys) => {
        const { ChatMeter } = await import("./meter");
        agentIds.push(...keys.map(({ agentId }) => agentId));
        for (const agent of keys) {
          await Media.removePrefix(knowledgePrefix(agent.userId, agent.agentId));
          // The credits set aside for its conversations go back (those still in flight at the next settlement).
          await ChatMeter.settleAgent(agent);
        }
        return ChatAgentEntity.delete(keys).go();
      },
    );
    // Every lead of the domain, also those of agents removed before it.
    await LeadRemoval.ofDomain(key, agentIds);
    for (const prefix of domainFilePrefixes(key.userId, key.domainId)) await Media.removePrefix(prefix);
  },
};
