import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { Resource } from "sst";

/** The newest email sent to an address, from the local outbox. */
export async function lastEmail(to: string, subject?: string) {
  const dir = Resource.Email.outbox!;
  const safe = to.replace(/[^a-z0-9@._-]/gi, "_");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith(`-${safe}.eml`)).sort();
  for (const file of files.reverse()) {
    const text = await readFile(join(dir, file), "utf8");
    if (!subject || text.includes(`Subject: ${subject}`)) return text;
  }
  throw new Error(`No email to ${to}${subject ? ` with subject ${subject}` : ""}`);
}

export function linkIn(email: string): URL {
  const match = email.match(/https?:\/\/\S+/);
  if (!match) throw new Error("No link in email");
  return new URL(match[0]);
}
