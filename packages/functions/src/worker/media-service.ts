import { Resource } from "sst";
import { handler } from "./media";
import { consumeQueue } from "./queue-consumer";

/** https://sqs.<region>.amazonaws.com/<account>/<name> -> arn:aws:sqs:<region>:<account>:<name> */
function arnOf(queueUrl: string) {
  const url = new URL(queueUrl);
  const [, account, name] = url.pathname.split("/");
  const region = url.hostname.split(".")[1];
  return `arn:aws:sqs:${region}:${account}:${name}`;
}

/**
 * The media worker in the cloud: a long-running container (infra/media.ts) with Debian's ffmpeg,
 * espeak-ng and Noto fonts, taking one render at a time from the media queue with the same
 * consumer the local stack uses. On SIGTERM (a deploy or scale-in) it finishes nothing new and
 * exits; a render it was doing comes back to another worker after the visibility timeout.
 */
const consumer = consumeQueue({ queueUrl: Resource.MediaQueue.url, queueArn: arnOf(Resource.MediaQueue.url), handler, batchSize: 1, waitSeconds: 20 });

process.on("SIGTERM", () => {
  void consumer.stop().then(() => process.exit(0));
});
