import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
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
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every email to an address so far (after `since`), oldest first. */
export async function emailsTo(to: string, since = 0): Promise<string[]> {
  const dir = Resource.Email.outbox!;
  const safe = to.replace(/[^a-z0-9@._-]/gi, "_");
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith(`-${safe}.eml`) && Number(file.split("-")[0]) >= since)
    .sort();
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
