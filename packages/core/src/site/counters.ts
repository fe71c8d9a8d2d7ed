/** Counter names. Everything counted under a domain shares its prefix, so removing the domain removes them. */
export const DOMAINS = "domains";

/** The spec's order for service counts: blog agent, blog optimization, social agent, chat agent. */
export const SERVICE_KINDS = ["blog", "optimization", "social", "chat"] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export const domainPrefix = (domainId: string) => `domain:${domainId}:`;
export const serviceCounter = (domainId: string, kind: ServiceKind) => `${domainPrefix(domainId)}services:${kind}`;
export const blogContentCounter = (domainId: string) => `${domainPrefix(domainId)}blog-contents`;
export const socialContentCounter = (domainId: string) => `${domainPrefix(domainId)}social-contents`;
