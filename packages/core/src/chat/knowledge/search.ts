import type { KnowledgePassage } from "../../ai/schema";
import { ChatAgentEntity } from "../agent.entity";
import { knowledgeOf } from "../answer/cache";
import { retrieve } from "../answer/retrieve";

/**
 * The passages of a domain's chat knowledge (each chat agent's PDF and the site's pages it read)
 * that best match a query, best first, found as the chat's answers find theirs. A domain without
 * chat agents, or whose agents have no knowledge built yet, has none.
 */
export async function domainPassages(ref: { userId: string; domainId: string }, query: string, limit = 4): Promise<KnowledgePassage[]> {
  const { data: agents } = await ChatAgentEntity.query.byDomain({ userId: ref.userId, domainId: ref.domainId }).go({ pages: "all" });
  const hits = [];
  for (const agent of agents) {
    const knowledge = agent.knowledgeKey ? await knowledgeOf(agent.knowledgeKey) : null;
    if (knowledge) hits.push(...retrieve(knowledge, query, limit).hits);
  }
  hits.sort((a, b) => b.coverage - a.coverage || b.score - a.score);
  const seen = new Set<string>();
  const found: KnowledgePassage[] = [];
  for (const { passage } of hits) {
    // Two agents built from the same site hold the same passages.
    if (seen.has(passage.text) || found.length >= limit) continue;
    seen.add(passage.text);
    found.push({ title: passage.title, url: passage.url, text: passage.text });
  }
  return found;
}
