import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { GetQueueAttributesCommand, SQSClient } from "@aws-sdk/client-sqs";
import { Resource } from "sst";

/**
 * The newest email sent to an address, from the local outbox. Mail leaves through a queue, so
 * this waits for it; `since` (a Date.now() taken before the action) ignores older messages.
 */
export async function lastEmail(to: string, subject?: string, options: { since?: number; timeoutMs?: number } = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const found = await findEmail(to, subject, options.since ?? 0);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email to ${to}${subject ? ` with subject ${subject}` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every email to an address so far (after `since`), oldest first. */
export async function emailsTo(to: string, since = 0): Promise<string[]> {
  const dir = Resource.Email.outbox!;
  const safe = to.replace(/[^a-z0-9@._-]/gi, "_");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith(`-${safe}.eml`) && Number(file.split("-")[0]) >= since).sort();
  return Promise.all(files.map((file) => readFile(join(dir, file), "utf8")));
}

async function findEmail(to: string, subject: string | undefined, since: number) {
  const all = await emailsTo(to, since);
  return all.reverse().find((text) => !subject || text.includes(`Subject: ${subject}`));
}

export function linkIn(email: string): URL {
  const match = email.match(/https?:\/\/\S+/);
  if (!match) throw new Error("No link in email");
  return new URL(match[0]);
}

const sqs = new SQSClient({ useQueueUrlAsEndpoint: false });
const PENDING = ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible", "ApproximateNumberOfMessagesDelayed"] as const;

/**
 * Waits until the mail queue holds nothing waiting, delayed or being handled: every email asked
 * for so far is in the outbox, or was dropped. Then a count of emails is final.
 */
export async function mailSettled(timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: Resource.MailQueue.url, AttributeNames: [...PENDING] }));
    if (PENDING.every((name) => Number(Attributes?.[name] ?? 0) === 0)) return;
    if (Date.now() > deadline) throw new Error(`The mail queue still holds messages: ${JSON.stringify(Attributes)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
