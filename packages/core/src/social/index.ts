export { SocialAgent, socialAgentNotFound } from "./agent";
export { SocialContents } from "./contents";
export type { SocialAgentView, SocialContentView } from "./view";
