import { Job } from "@sitecrew/core/job";
import { executors } from "@sitecrew/core/agents/hooks";
import { executeSync, SEARCH_SYNC_RUN } from "@sitecrew/core/search-console";
import { sqsWorker } from "./sqs";

// Besides the agents' runs, the platform's own: a domain's Search Console sync.
const runExecutors: Record<string, Job.Executor> = { ...executors, [SEARCH_SYNC_RUN]: executeSync };

export const handler = sqsWorker("run", (body) => Job.handle(body, runExecutors));
