import type { SQSClient } from "@aws-sdk/client-sqs";

let client: Promise<{ sqs: SQSClient; SendMessageCommand: typeof import("@aws-sdk/client-sqs").SendMessageCommand }> | undefined;

// Loaded on first send so functions that never enqueue do not pay for the SQS client at start.
function sqs() {
  client ??= import("@aws-sdk/client-sqs").then(({ SQSClient, SendMessageCommand }) => ({
    sqs: new SQSClient({ useQueueUrlAsEndpoint: false }),
    SendMessageCommand,
  }));
  return client;
}

export namespace Queue {
  /** Sends one JSON message; call it only after the writes it describes have committed. */
  export async function send(queueUrl: string, body: unknown) {
    const { sqs: client, SendMessageCommand } = await sqs();
    await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(body) }));
  }
}
