import type { BlogAgentItem } from "./view";

/** What the run needs of its agent, as it was when the run started: later edits do not change a run. */
export function snapshot(agent: BlogAgentItem, keyword: string) {
  return {
    agent_name: agent.name,
    keyword,
    keywords: agent.keywords,
    categories: agent.categories,
    category_names: agent.categoryNames,
    author: agent.author,
    author_name: agent.authorName,
    language_code: agent.languageCode,
    writing_style_id: agent.writingStyleId,
    status: agent.status,
  };
}

export type BlogRunInput = ReturnType<typeof snapshot>;
