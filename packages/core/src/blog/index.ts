export { BlogAgent, agentNotFound } from "./agent";
export { BlogAgents } from "./due";
export { BlogContent } from "./content";
export type { BlogAgentView, BlogContentView } from "./view";
