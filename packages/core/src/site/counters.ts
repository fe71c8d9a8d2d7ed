import type { ServiceAgent } from "../agents/catalog";

/** Counter names. Everything counted under a domain shares its prefix, so removing the domain removes them. */
export const DOMAINS = "domains";

export const domainPrefix = (domainId: string) => `domain:${domainId}:`;
export const serviceCounter = (domainId: string, agent: ServiceAgent) => `${domainPrefix(domainId)}services:${agent}`;
/** A domain's auditors: each is a row of Manage Services, so the domain's service total counts them too. */
export const auditorsCounter = (domainId: string) => `${domainPrefix(domainId)}auditors`;
