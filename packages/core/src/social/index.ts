export { SocialAgent, socialAgentNotFound } from "./agent";
export { settleDeadRuns, SocialContents, watchContentRun } from "./contents";
export type { SocialAgentView, SocialContentView } from "./view";
