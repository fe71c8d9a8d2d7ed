import { consumeQueue } from "../worker/queue-consumer";
import { queueArn } from "./queues";
import type { LocalResources } from "./resources";

/** One consumer per local queue (and per dead-letter queue that has a worker), calling the handler its Lambda would run in the cloud. */
export function startQueueWorkers(resources: Pick<LocalResources, "queues" | "env">) {
  const consumers = resources.queues.flatMap((queue) => {
    const { url } = JSON.parse(resources.env[`SST_RESOURCE_${queue.resource}`]!) as { url: string };
    const main = consumeQueue({ queueUrl: url, queueArn: queueArn(queue.name), handler: queue.handler, batchSize: queue.batchSize });
    if (!("deadLetterHandler" in queue)) return [main];
    // The dead-letter queue sits beside its queue, under the same local endpoint.
    const deadLetterUrl = url.replace(/[^/]+$/, queue.deadLetter);
    return [main, consumeQueue({ queueUrl: deadLetterUrl, queueArn: queueArn(queue.deadLetter), handler: queue.deadLetterHandler })];
  });
  return { stop: () => Promise.all(consumers.map((consumer) => consumer.stop())).then(() => undefined) };
}
