import { Job } from "@sitecrew/core/job";
import { sqsWorker } from "./sqs";

/** Runs whose message failed its last receive: each is failed and its credits returned. */
export const handler = sqsWorker("run-dead-letter", (body) => Job.abandon(body));
