import { email } from "./email";
import { table } from "./storage";
import { site } from "./web";

// A message that fails three receives (SES down, a bug) waits here instead of retrying forever.
const deadLetter = new sst.aws.Queue("MailDeadLetter");

/** Account mail (verification, reset, notices): the API enqueues, the worker renders and sends. */
export const mailQueue = new sst.aws.Queue("MailQueue", {
  dlq: { queue: deadLetter.arn, retry: 3 },
  // Longer than the worker's timeout, so a message is not handed out twice while it runs.
  visibilityTimeout: "60 seconds",
});

mailQueue.subscribe(
  {
    handler: "packages/functions/src/worker/mail.handler",
    runtime: "nodejs22.x",
    link: [table, email, site],
    timeout: "30 seconds",
  },
  { batch: { partialResponses: true } },
);
