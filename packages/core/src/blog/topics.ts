import type { DomainKey } from "../agents/hooks";
import { BlogAgentEntity } from "./agent.entity";

/** The most agents read: a domain has a handful; their keywords and categories say what its posts are about. */
const MAX_AGENTS = 100;

/** What the domain's blog agents write about: their keywords and category names. */
export async function blogTopics(key: DomainKey): Promise<string[]> {
  const { data } = await BlogAgentEntity.query.byDomain(key).go({ count: MAX_AGENTS, attributes: ["keywords", "categoryNames"] });
  return data.flatMap((agent) => [...(agent.keywords ?? []), ...(agent.categoryNames ?? [])]);
}
