import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { bodyText, extraHeaders, headerText, type MailPort, type Message, senderOf } from "./port";

function toEml(from: string, message: Message): string {
  return [
    `From: ${senderOf(from, message)}`,
    `To: ${headerText(message.to)}`,
    ...extraHeaders(message).map(([name, value]) => `${name}: ${value}`),
    `Subject: ${headerText(message.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    bodyText(message.text, "\r\n"),
    "",
  ].join("\r\n");
}

/** Mail written as .eml files into a folder, its links printed, so the local stack needs no mail server. */
export function outboxMail(config: { folder: string; from: string }): MailPort {
  return {
    async send(message) {
      await mkdir(config.folder, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, "_");
      const file = join(config.folder, `${Date.now()}-${safeTo}.eml`);
      await writeFile(file, toEml(config.from, message));
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      console.log(`[mail] ${headerText(message.subject)} -> ${headerText(message.to)}${links.map((link) => `\n  ${link}`).join("")}`);
    },
  };
}
