import type { Publisher } from "../delivery/publishers";
import type { Job } from "../job";
import type { RunItem } from "../job/view";
import type { RunKind } from "./catalog";

interface Runner {
  /** The worker's part of a run, loaded on first use so a run of one kind does not load the others' code. */
  execute: Job.Executor;
  /** For kinds whose work goes to the owner's site: sends a kept output again after the site refused it. */
  publisher?: () => Promise<Publisher>;
  /**
   * What the agent's own items do when one of its runs ends without succeeding, however it ended:
   * in its worker, by the sweep, from the dead-letter queue or cancelled while queued.
   */
  onFailed?: (run: RunItem, reason: string) => Promise<void>;
}

/** The server's side of each kind of run in the agents' catalog. Both run workers share it; the job runner picks the queue by kind. */
export const RUNNERS: Record<RunKind, Runner> = {
  blog: {
    execute: async (progress) => (await import("../blog/run")).BlogRun.execute(progress),
    publisher: async () => (await import("../blog/deliver")).publishKeptPost,
  },
  chat_knowledge: {
    execute: async (progress) => (await import("../chat/knowledge/build")).ChatKnowledge.execute(progress),
    onFailed: async (run, reason) => {
      await (await import("../chat/knowledge/status")).markFailed({ userId: run.userId, agentId: run.agentId }, run.runId, reason);
    },
  },
  social_video: {
    execute: async (progress) => (await import("../social/video-run")).SocialVideo.execute(progress),
    onFailed: async (run, reason) => (await import("../social/run-ended")).videoRunFailed(run, reason),
  },
  instagram_publish: {
    execute: async (progress) => (await import("../social/publish")).SocialPublish.execute(progress),
    onFailed: async (run, reason) => (await import("../social/run-ended")).publishRunFailed(run, reason),
  },
  seo_audit: {
    execute: async (progress) => (await import("../audit/run")).AuditRun.execute(progress),
    // The run works for one audit: the run's agent id is the audit's.
    onFailed: async (run, reason) => (await import("../audit/run")).markAuditFailed(run.userId, run.agentId, reason),
  },
  blog_optimization: {
    execute: async (progress) => (await import("../optimize/run")).OptimizationRun.execute(progress),
    publisher: async () => (await import("../optimize/deliver")).publishKeptRewrite,
    // The run works for one optimization: the run's agent id is the optimization's.
    onFailed: async (run, reason) => (await import("../optimize/record")).OptimizationRecord.fail(run.userId, run.agentId, reason),
  },
};

/** The executors the run workers hand to `Job.handle`, by kind. */
export const executors: Record<string, Job.Executor> = Object.fromEntries(Object.entries(RUNNERS).map(([kind, runner]) => [kind, runner.execute]));
