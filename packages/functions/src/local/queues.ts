import type { SqsBatchResponse, SqsEvent } from "../worker/sqs";

/** The local twins of infra/queue.ts: each queue, its dead-letter queue and its worker. */
export const localQueues = [
  {
    resource: "MailQueue",
    name: "sitecrew-mail",
    deadLetter: "sitecrew-mail-dlq",
    // Above the worker's longest run, as in the cloud.
    visibilityTimeout: 60,
    maxReceiveCount: 3,
    batchSize: 10,
    handler: async (event: SqsEvent): Promise<SqsBatchResponse> => (await import("../worker/mail")).handler(event),
  },
  {
    resource: "RunQueue",
    name: "sitecrew-runs",
    deadLetter: "sitecrew-runs-dlq",
    visibilityTimeout: 360,
    maxReceiveCount: 3,
    // One run per event, as the cloud subscription takes them: a run may take minutes.
    batchSize: 1,
    handler: async (event: SqsEvent): Promise<SqsBatchResponse> => (await import("../worker/run")).handler(event),
    deadLetterHandler: async (event: SqsEvent): Promise<SqsBatchResponse> => (await import("../worker/run-dead-letter")).handler(event),
  },
  {
    resource: "MediaQueue",
    name: "sitecrew-media",
    deadLetter: "sitecrew-media-dlq",
    visibilityTimeout: 900,
    maxReceiveCount: 3,
    batchSize: 1,
    handler: async (event: SqsEvent): Promise<SqsBatchResponse> => (await import("../worker/media")).handler(event),
    deadLetterHandler: async (event: SqsEvent): Promise<SqsBatchResponse> => (await import("../worker/run-dead-letter")).handler(event),
  },
] as const;

const ACCOUNT = "000000000000";

/** fauxqs names queues by SQS's own URL form; requests still go to its endpoint, not this host. */
export function queueUrl(sqsEndpoint: string, name: string, region = "us-east-1") {
  return `http://sqs.${region}.localhost:${new URL(sqsEndpoint).port}/${ACCOUNT}/${name}`;
}

export function queueArn(name: string, region = "us-east-1") {
  return `arn:aws:sqs:${region}:${ACCOUNT}:${name}`;
}
