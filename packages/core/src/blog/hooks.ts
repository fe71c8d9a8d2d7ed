import type { AgentHooks } from "../agents/hooks";
import { pageOf, removeAll } from "../db/remove-all";
import { BlogAgentEntity } from "./agent.entity";
import { blogApproval } from "./approval-kind";
import { BlogContentEntity } from "./content.entity";

/** How many of the week's posts the weekly email links to; its figures say how many there were. */
const POSTS_LISTED = 10;

export const blogHooks: AgentHooks = {
  runs: {
    blog: {
      execute: async (progress) => (await import("./run")).BlogRun.execute(progress),
      publisher: async () => (await import("./deliver")).publishKeptPost,
    },
  },
  topics: async (key) => (await import("./topics")).blogTopics(key),
  // Keyed by the kind `deliver.ts` asks approvals under.
  approvals: { blog: blogApproval },
  sampleTextPostUrls: async (key) => (await import("./offline-posts")).offlinePostUrls(key),
  weeklyReport: async (key, week) => ({ posts: await (await import("./content")).BlogContent.publishedBetween(key, week.start, week.end, POSTS_LISTED) }),
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
