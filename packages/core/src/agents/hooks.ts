import type { AgentKey } from "./catalog";

export interface DomainKey {
  userId: string;
  domainId: string;
}

/** What the platform asks of an agent about one of the owner's domains. */
export interface AgentHooks {
  /** What the plugin's status answer carries for the agent: what it shows on the site's pages. */
  pluginStatus?: (domain: DomainKey) => Promise<Record<string, unknown>>;
  /** Removes everything the agent keeps for a domain being removed; posts on the site stay. */
  removeDomain: (domain: DomainKey) => Promise<void>;
  /**
   * The agent's part of the minute's cron: work that comes due by the clock. Answers what it did,
   * by name, for the log. Must be safe when two ticks overlap.
   */
  tick?: (now: number) => Promise<Record<string, number>>;
}

/** Each agent's hooks, loaded when the platform needs them, so a domain's page does not load every agent. */
export const AGENT_HOOKS: Record<AgentKey, () => Promise<AgentHooks>> = {
  blog: async () => (await import("../blog/hooks")).blogHooks,
  social: async () => (await import("../social/hooks")).socialHooks,
  chat: async () => (await import("../chat/hooks")).chatHooks,
  auditor: async () => (await import("../audit/hooks")).auditHooks,
  optimizer: async () => (await import("../optimize/hooks")).optimizationHooks,
};

/** Every agent's hooks, in the catalog's order. */
export const allHooks = () => Promise.all(Object.values(AGENT_HOOKS).map((load) => load()));
