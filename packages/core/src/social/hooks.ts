import type { AgentHooks } from "../agents/hooks";
import { pageOf, removeAll } from "../db/remove-all";
import { InstagramAccountEntity } from "../instagram/account.entity";
import { removePicture } from "../instagram/picture";
import { Media } from "../media";
import { SocialAgentEntity } from "./agent.entity";
import { SocialContentEntity } from "./content.entity";
import { socialDomainFilesPrefix } from "./contents";

export const socialHooks: AgentHooks = {
  runs: {
    social_video: {
      execute: async (progress) => (await import("./video-run")).SocialVideo.execute(progress),
      onFailed: async (run, reason) => (await import("./run-ended")).videoRunFailed(run, reason),
    },
    instagram_publish: {
      execute: async (progress) => (await import("./publish")).SocialPublish.execute(progress),
      onFailed: async (run, reason) => (await import("./run-ended")).publishRunFailed(run, reason),
    },
  },
  // Instagram tokens are refreshed before they expire.
  async tick(now) {
    const { refreshDue } = await import("../instagram/refresh");
    await refreshDue(now);
    return {};
  },
  // The agents, their videos with their files, and the Instagram accounts linked to the domain (their sealed tokens too).
  async removeDomain(key) {
    await removeAll(
      (cursor) => SocialAgentEntity.query.byDomain(key).go(pageOf(cursor)),
      (item) => ({ userId: item.userId, agentId: item.agentId }),
      (keys) => SocialAgentEntity.delete(keys).go(),
    );
    await removeAll(
      (cursor) => SocialContentEntity.query.byDomain(key).go(pageOf(cursor)),
      (item) => ({ userId: item.userId, contentId: item.contentId }),
      (keys) => SocialContentEntity.delete(keys).go(),
    );
    await Media.removePrefix(socialDomainFilesPrefix(key.domainId));
    await removeAll(
      (cursor) => InstagramAccountEntity.query.byDomain(key).go(pageOf(cursor)),
      (item) => ({ userId: item.userId, accountId: item.accountId }),
      async (keys) => {
        for (const account of keys) await removePicture(account.userId, account.accountId);
        return InstagramAccountEntity.delete(keys).go();
      },
    );
  },
};
