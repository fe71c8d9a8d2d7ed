import { Job } from "@sitecrew/core/job";
import { executors } from "@sitecrew/core/agents/hooks";
import { sqsWorker } from "./sqs";

export const handler = sqsWorker("run", (body) => Job.handle(body, executors));
