import type { AgentHooks } from "../agents/hooks";
import { pageOf, removeAll } from "../db/remove-all";
import { BlogAgentEntity } from "./agent.entity";
import { BlogContentEntity } from "./content.entity";
import { listStatus } from "./view";

const STATUSES = { active: "Active", draft: "Draft", paused: "Inactive" } as const;

export const blogHooks: AgentHooks = {
  async services({ userId, domainId }) {
    const { data } = await BlogAgentEntity.query.byDomain({ userId, domainId }).go({ pages: "all" });
    return data.map((agent) => ({
      id: agent.agentId,
      name: agent.name,
      type_name: "Blog Agent",
      status: STATUSES[listStatus(agent)],
      created_at: new Date(agent.createdAt).toISOString(),
      link: `/add-service/view-blog-content/${agent.agentId}`,
      blog_bots_id: agent.agentId,
    }));
  },
  // The agents go (their schedules stop) with the records of the posts they made.
  async removeDomain(key) {
    await removeAll(
      (cursor) => BlogAgentEntity.query.byDomain(key).go(pageOf(cursor)),
      (item) => ({ userId: item.userId, agentId: item.agentId }),
      (keys) => BlogAgentEntity.delete(keys).go(),
    );
    await removeAll(
      (cursor) => BlogContentEntity.query.byDomain(key).go(pageOf(cursor)),
      (item) => ({ userId: item.userId, contentId: item.contentId }),
      (keys) => BlogContentEntity.delete(keys).go(),
    );
  },
};
