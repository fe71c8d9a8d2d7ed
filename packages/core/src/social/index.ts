export { SocialAgent, socialAgentNotFound } from "./agent";
export { settleDeadRuns, SocialContents, watchContentRun } from "./contents";
export { SocialGenerate } from "./generate";
export type { SocialAgentView, SocialContentView } from "./view";
