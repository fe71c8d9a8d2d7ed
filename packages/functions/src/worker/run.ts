import { Job } from "@sitecrew/core/job";
import { executors } from "./executors";
import { sqsWorker } from "./sqs";

export const handler = sqsWorker("run", (body) => Job.handle(body, executors));
