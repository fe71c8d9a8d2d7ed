import { agentParts } from "./registry";

/** Names an agent gives its own data, which shared pages print as the agent prints them. */
export const providerLabel = agentParts.optimizer.providerLabel;
