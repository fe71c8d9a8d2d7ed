import { Job } from "@sitecrew/core/job";
import { executors } from "@sitecrew/core/agents/hooks";
import { sqsWorker } from "./sqs";

/** The media queue's worker: the same runs, on a function that carries ffmpeg, fonts and more CPU. */
export const handler = sqsWorker("media", (body) => Job.handle(body, executors));
