import { withActor } from "@sitecrew/core/actor";
import { installAgentHooks } from "../agents";

/** The parts of a Lambda SQS event a worker reads; the local consumer builds the same shape. */
export interface SqsRecord {
  messageId: string;
  receiptHandle: string;
  body: string;
  attributes: { ApproximateReceiveCount: string; [name: string]: string };
  messageAttributes: Record<string, unknown>;
  md5OfBody: string;
  eventSource: "aws:sqs";
  eventSourceARN: string;
  awsRegion: string;
}

export interface SqsEvent {
  Records: SqsRecord[];
}

export interface SqsBatchResponse {
  batchItemFailures: { itemIdentifier: string }[];
}

/**
 * A queue worker: each message's JSON body is handled as the system actor; the messages that
 * failed are reported so only they return to the queue (and reach the dead-letter queue after
 * their last receive).
 */
export function sqsWorker(name: string, handle: (body: unknown, record: SqsRecord) => Promise<void>) {
  installAgentHooks();
  return async (event: SqsEvent): Promise<SqsBatchResponse> => {
    const batchItemFailures: { itemIdentifier: string }[] = [];
    for (const record of event.Records) {
      try {
        await withActor({ type: "system", properties: {} }, () => handle(JSON.parse(record.body), record));
      } catch (error) {
        console.error(`[${name}] message ${record.messageId} failed`, error);
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}
