import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Resource } from "sst";

export interface Message {
  to: string;
  subject: string;
  text: string;
}

function toEml(from: string, message: Message): string {
  return [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    `Date: ${new Date().toUTCString()}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    message.text,
    "",
  ].join("\r\n");
}

export namespace Mail {
  /** Locally messages land as .eml files in the outbox; in the cloud they go through SES. */
  export async function send(message: Message) {
    const { outbox } = Resource.Email;
    // SES accepts a verified domain as the sender; mail then comes from its no-reply address.
    const sender = Resource.Email.sender.includes("@") ? Resource.Email.sender : `SiteCrew <no-reply@${Resource.Email.sender}>`;
    if (outbox) {
      await mkdir(outbox, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, "_");
      const file = join(outbox, `${Date.now()}-${safeTo}.eml`);
      await writeFile(file, toEml(sender, message));
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      console.log(`[mail] ${message.subject} -> ${message.to}${links.map((link) => `\n  ${link}`).join("")}`);
      return;
    }
    const { SESv2Client, SendEmailCommand } = await import("@aws-sdk/client-sesv2");
    await new SESv2Client({}).send(
      new SendEmailCommand({
        FromEmailAddress: sender,
        Destination: { ToAddresses: [message.to] },
        Content: { Simple: { Subject: { Data: message.subject }, Body: { Text: { Data: message.text } } } },
      }),
    );
  }
}
