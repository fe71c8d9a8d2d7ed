import type { AgentHooks } from "../agents/hooks";
import { pageOf, removeAll } from "../db/remove-all";
import { BlogAgentEntity } from "./agent.entity";
import { BlogContentEntity } from "./content.entity";

export const blogHooks: AgentHooks = {
  runs: {
    blog: {
      execute: async (progress) => (await import("./run")).BlogRun.execute(progress),
      publisher: async () => (await import("./deliver")).publishKeptPost,
    },
  },
  topics: async (key) => (await import("./topics")).blogTopics(key),
  // The runs whose slot in an agent's schedule has come.
  async tick(now) {
    const { BlogRun } = await import("./run");
    return { "blog runs started": await BlogRun.startDue(now) };
  },
  // The agents go (their schedules stop) with the records of the posts they made.
  async removeDomain(key) {
    await removeAll(
      (cursor) => BlogAgentEntity.query.byDomain(key).go(pageOf(cursor)),
      (item) => ({ userId: item.userId, agentId: item.agentId }),
      (keys) => BlogAgentEntity.delete(keys).go(),
    );
    await removeAll(
      (cursor) => BlogContentEntity.query.byDomain(key).go(pageOf(cursor)),
      (item) => ({ userId: item.userId, contentId: item.contentId }),
      (keys) => BlogContentEntity.delete(keys).go(),
    );
    await (await import("../featured-image")).FeaturedImage.removeDomain(key.domainId);
  },
};
