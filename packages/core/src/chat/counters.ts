import { domainPrefix } from "../site/counters";

/** The most chat agents one domain may have. */
export const MAX_CHAT_AGENTS_PER_DOMAIN = 10;

/** Under the domain's prefix, so removing the domain removes them. */
export const chatAnswersCounter = (domainId: string, agentId: string) => `${domainPrefix(domainId)}chat-agent:${agentId}:answers`;
export const chatCreditsCounter = (domainId: string, agentId: string) => `${domainPrefix(domainId)}chat-agent:${agentId}:credits`;
