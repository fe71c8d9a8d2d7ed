import { type AgentHooksTable, installAgents } from "@sitecrew/core/agents/hooks";

/**
 * The composition root of the agents: the one table that names them, with the catalog's entry (core's
 * `agents/catalog.ts`) all a new agent adds outside its own folders. Each agent's hooks load on first use.
 */
export const AGENT_HOOKS: AgentHooksTable = {
  blog: async () => (await import("@sitecrew/core/blog/hooks")).blogHooks,
  social: async () => (await import("@sitecrew/core/social/hooks")).socialHooks,
  chat: async () => (await import("@sitecrew/core/chat/hooks")).chatHooks,
  auditor: async () => (await import("@sitecrew/core/audit/hooks")).auditHooks,
  optimizer: async () => (await import("@sitecrew/core/optimize/hooks")).optimizationHooks,
};

/** Gives the platform the agents; every entry point (API app, queue workers, cron) calls it before its first request. */
export function installAgentHooks() {
  installAgents(AGENT_HOOKS);
}
