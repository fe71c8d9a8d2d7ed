import { BlogAgentEntity } from "../blog/agent.entity";
import { listStatus } from "../blog/view";
import { ChatAgentEntity } from "../chat/agent.entity";
import { OptimizationEntity } from "../optimize/optimization.entity";
import { SocialAgentEntity } from "../social/agent.entity";
import type { ServiceRow } from "./schema";

/**
 * Each kind of agent lists its own for a domain. A domain holds at most a few tens of agents of
 * a kind (each kind caps them), so reading them all is bounded.
 */
export const serviceKinds: Array<(userId: string, domainId: string) => Promise<ServiceRow[]>> = [
  async (userId, domainId) => {
    const { data } = await BlogAgentEntity.query.byDomain({ userId, domainId }).go({ pages: "all" });
    const statuses = { active: "Active", draft: "Draft", paused: "Inactive" } as const;
    return data.map((agent) => ({
      id: agent.agentId,
      name: agent.name,
      type_name: "Blog Agent",
      status: statuses[listStatus(agent)],
      created_at: new Date(agent.createdAt).toISOString(),
      link: `/add-service/view-blog-content/${agent.agentId}`,
      blog_bots_id: agent.agentId,
    }));
  },
  async (userId, domainId) => {
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
  async (userId, domainId) => {
    const { data } = await SocialAgentEntity.query.byDomain({ userId, domainId }).go({ pages: "all" });
    return data.map((agent) => ({
      id: agent.agentId,
      name: agent.name,
      type_name: "Social Media Agent",
      status: agent.status === "active" ? "Active" : "Inactive",
      created_at: new Date(agent.createdAt).toISOString(),
      link: `/add-service/view-social-content/${agent.agentId}`,
      social_bots_id: agent.agentId,
    }));
  },
  // Each optimized post is one Blog Optimization service, as the dashboard's counts have it.
  async (userId, domainId) => {
    const { data } = await OptimizationEntity.query.byDomain({ userId, domainId }).go({ pages: "all" });
    const statuses = { completed: "Active", processing: "Draft", failed: "Error" } as const;
    return data.map((optimization) => ({
      id: optimization.optimizationId,
      name: optimization.newTitle ?? optimization.oldTitle,
      type_name: "Blog Optimization",
      status: statuses[optimization.status],
      created_at: new Date(optimization.createdAt).toISOString(),
      link: "/add-service/manage-blog-optimization-agent",
    }));
  },
];
