import type { Job } from "@sitecrew/core/job";

/**
 * Each kind's work, loaded on first use so a run of one kind does not load the others' code. Both
 * run workers share the list; which queue (and so which worker) a run goes to is the job runner's
 * choice by kind.
 */
export const executors: Record<string, Job.Executor> = {
  blog: async (progress) => (await import("@sitecrew/core/blog/run")).BlogRun.execute(progress),
  chat_knowledge: async (progress) => (await import("@sitecrew/core/chat/knowledge/build")).ChatKnowledge.execute(progress),
  social_video: async (progress) => (await import("@sitecrew/core/social/video-run")).SocialVideo.execute(progress),
  instagram_publish: async (progress) => (await import("@sitecrew/core/social/publish")).SocialPublish.execute(progress),
  seo_audit: async (progress) => (await import("@sitecrew/core/audit/run")).AuditRun.execute(progress),
  blog_optimization: async (progress) => (await import("@sitecrew/core/optimize/run")).OptimizationRun.execute(progress),
};
