import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import type { SqsBatchResponse, SqsEvent } from "./sqs";

/** SQS's longest poll: an idle queue costs one request per consumer every 20 s, and a message is handed over as it arrives. */
const MAX_WAIT_SECONDS = 20;

export interface QueueConsumer {
  stop(): Promise<void>;
}

/**
 * Feeds a queue to a worker handler the way the Lambda event source mapping does: batches
 * of up to 10, the same event shape, and only the messages the handler did not report as failed
 * are deleted; the others come back after the visibility timeout and end in the dead-letter queue.
 */
export function consumeQueue(options: {
  queueUrl: string;
  queueArn: string;
  handler: (event: SqsEvent) => Promise<SqsBatchResponse>;
  waitSeconds?: number;
  batchSize?: number;
}): QueueConsumer {
  const sqs = new SQSClient({ useQueueUrlAsEndpoint: false });
  // As the event source mapping does, each record names the queue's own region: arn:aws:sqs:<region>:...
  const awsRegion = options.queueArn.split(":")[3] ?? "";
  let running = true;
  // Stopping ends the long poll at once rather than after its wait.
  const stopping = new AbortController();
  const loop = (async () => {
    while (running) {
      try {
        const { Messages = [] } = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: options.queueUrl,
            MaxNumberOfMessages: options.batchSize ?? 10,
            WaitTimeSeconds: options.waitSeconds ?? MAX_WAIT_SECONDS,
            MessageSystemAttributeNames: ["All"],
          }),
          { abortSignal: stopping.signal },
        );
        if (Messages.length === 0) continue;
        const event: SqsEvent = {
          Records: Messages.map((message) => ({
            messageId: message.MessageId!,
            receiptHandle: message.ReceiptHandle!,
            body: message.Body ?? "",
            attributes: { ApproximateReceiveCount: "1", ...(message.Attributes ?? {}) },
            messageAttributes: message.MessageAttributes ?? {},
            md5OfBody: message.MD5OfBody ?? "",
            eventSource: "aws:sqs",
            eventSourceARN: options.queueArn,
            awsRegion,
          })),
        };
        const { batchItemFailures } = await options.handler(event);
        const failed = new Set(batchItemFailures.map((failure) => failure.itemIdentifier));
        const done = Messages.filter((message) => !failed.has(message.MessageId!));
        if (done.length > 0) {
          await sqs.send(
            new DeleteMessageBatchCommand({
              QueueUrl: options.queueUrl,
              Entries: done.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle! })),
            }),
          );
        }
      } catch (error) {
        if (!running) break;
        console.error("[queue] receive failed; retrying", error instanceof Error ? error.message : error);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  })();
  return {
    async stop() {
      running = false;
      stopping.abort();
      await loop;
      sqs.destroy();
    },
  };
}
