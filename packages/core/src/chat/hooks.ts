import type { AgentHooks } from "../agents/hooks";
import { pageOf, removeAll } from "../db/remove-all";
import { Media } from "../media";
import { ChatAgentEntity } from "./agent.entity";
import { domainFilePrefixes, knowledgePrefix } from "./files";

export const chatHooks: AgentHooks = {
  async services({ userId, domainId }) {
    const { data } = await ChatAgentEntity.query.byDomain({ userId, domainId }).go({ pages: "all" });
    return data.map((agent) => ({
      id: agent.agentId,
      name: agent.name,
      type_name: "Chat Agent",
      status: agent.active ? "Active" : "Inactive",
      created_at: new Date(agent.createdAt).toISOString(),
      link: `/add-service/edit-chat-agent/${agent.agentId}`,
      chat_bots_id: agent.agentId,
    }));
  },
  // The newest active agent's widget, which the plugin puts on the site's pages.
  async pluginStatus({ userId, domainId }) {
    const { siteWidgetOf } = await import("./site-widget");
    return { chat_widget: await siteWidgetOf(userId, domainId) };
  },
  // The agents with their knowledge, their documents and avatars.
  async removeDomain(key) {
    await removeAll(
      (cursor) => ChatAgentEntity.query.byDomain(key).go(pageOf(cursor)),
      (item) => ({ userId: item.userId, agentId: item.agentId }),
      async (keys) => {
        const { ChatMeter } = await import("./meter");
        for (const agent of keys) {
          await Media.removePrefix(knowledgePrefix(agent.userId, agent.agentId));
          // The credits set aside for its conversations go back (those still in flight at the next settlement).
          await ChatMeter.settleAgent(agent);
        }
        return ChatAgentEntity.delete(keys).go();
      },
    );
    for (const prefix of domainFilePrefixes(key.userId, key.domainId)) await Media.removePrefix(prefix);
  },
};
