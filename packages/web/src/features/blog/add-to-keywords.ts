import { UpdateBlogAgentInput } from "@sitecrew/core/blog/schema";
import type { QueryClient } from "@tanstack/react-query";
import { validate } from "../../lib/form";
import { updateBlogAgent } from "./blog-actions";
import { addKeyword, topicOf } from "./blog-form";
import { BLOG_AGENTS_QUERY_KEY, blogAgentQueryOptions } from "./blog-queries";

/**
 * Adds a search to a blog agent's keywords: the agent is read as it is now and saved whole with one
 * keyword more, as its edit form would save it.
 */
export async function addToKeywords(queryClient: QueryClient, agentId: string, query: string) {
  const agent = await queryClient.fetchQuery({ ...blogAgentQueryOptions(agentId), staleTime: 0 });
  const keyword = topicOf(query);
  if (agent.keywords.some((existing) => existing.toLowerCase() === keyword.toLowerCase())) {
    throw new Error(`“${keyword}” is already one of ${agent.name}'s keywords.`);
  }
  const added = addKeyword(agent.keywords, keyword);
  if (!added.ok) throw new Error(added.error);
  const input = validate(UpdateBlogAgentInput, {
    name: agent.name,
    keywords: added.keywords,
    categories: agent.categories,
    category_names: agent.category_names,
    author: agent.author ?? undefined,
    author_name: agent.author_name,
    language_id: agent.language_id,
    frequency_id: agent.frequency_id,
    time: agent.time,
    timezone: agent.timezone,
    blog_writing_style_id: agent.blog_writing_style_id,
    status: agent.status,
    titles: agent.titles,
    competitors: agent.competitors,
  });
  if (!input.ok) throw new Error(Object.values(input.errors)[0]);
  const saved = await updateBlogAgent(agentId, input.value);
  await queryClient.invalidateQueries({ queryKey: BLOG_AGENTS_QUERY_KEY });
  return saved;
}
