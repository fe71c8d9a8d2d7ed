import { Job } from "@sitecrew/core/job";
import { sqsWorker } from "./sqs";

/** Each kind's work, loaded on first use so a run of one kind does not load the others' code. */
const executors: Record<string, Job.Executor> = {
  blog: async (progress) => (await import("@sitecrew/core/blog/run")).BlogRun.execute(progress),
  chat_knowledge: async (progress) => (await import("@sitecrew/core/chat/knowledge/build")).ChatKnowledge.execute(progress),
};

export const handler = sqsWorker("run", (body) => Job.handle(body, executors));
