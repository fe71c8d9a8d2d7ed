import { domainPrefix } from "../site/counters";

export { serviceCounter } from "../site/counters";

/** The most social media agents one domain may have. */
export const MAX_SOCIAL_AGENTS_PER_DOMAIN = 10;

/** The videos the domain's agents have made. */
export const socialContentCounter = (domainId: string) => `${domainPrefix(domainId)}social-contents`;

/** Under the domain's prefix, so removing the domain removes them. */
export const socialAgentContentsCounter = (domainId: string, agentId: string) => `${domainPrefix(domainId)}social-agent:${agentId}:contents`;
/** How many of the agent's videos a run is working on: the list shows the agent as generating while any is. */
export const socialAgentBusyCounter = (domainId: string, agentId: string) => `${domainPrefix(domainId)}social-agent:${agentId}:busy`;

/** Where a video's files live in storage; removing the prefix removes them all. */
export const socialContentPrefix = (domainId: string, contentId: string) => `social/${domainId}/${contentId}/`;
export const socialVideoKey = (domainId: string, contentId: string) => `${socialContentPrefix(domainId, contentId)}video.mp4`;
export const socialPosterKey = (domainId: string, contentId: string) => `${socialContentPrefix(domainId, contentId)}poster.jpg`;
