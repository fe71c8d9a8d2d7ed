import { domainPrefix } from "../site/counters";

/** The most blog agents one domain may have. */
export const MAX_AGENTS_PER_DOMAIN = 20;

/** The posts the domain's agents have made. */
export const blogContentCounter = (domainId: string) => `${domainPrefix(domainId)}blog-contents`;

/** The posts one agent has made; under the domain's prefix, so removing the domain removes it. */
export const agentContentCounter = (domainId: string, agentId: string) => `${domainPrefix(domainId)}blog-agent:${agentId}:contents`;
