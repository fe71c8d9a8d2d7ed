import { consumeQueue } from "./queue-consumer";
import { queueArn } from "./queues";
import type { LocalResources } from "./resources";

/** One consumer per local queue, calling the handler its Lambda would run in the cloud. */
export function startQueueWorkers(resources: Pick<LocalResources, "queues" | "env">) {
  const consumers = resources.queues.map((queue) =>
    consumeQueue({
      queueUrl: JSON.parse(resources.env[`SST_RESOURCE_${queue.resource}`]!).url,
      queueArn: queueArn(queue.name),
      handler: queue.handler,
    }),
  );
  return { stop: () => Promise.all(consumers.map((consumer) => consumer.stop())).then(() => undefined) };
}
