import { mailChoice, type MailChoice } from "../adapters";
import type { MailPort, Message } from "./port";

export type { Message } from "./port";

/** Each adapter module is its own lazy chunk, with its SDK: a Lambda loads only the one it uses, on the first message. */
export async function makeMail(choice: MailChoice): Promise<MailPort> {
  if (choice.adapter === "outbox") return (await import("./outbox")).outboxMail(choice);
  return (await import("./ses")).sesMail(choice);
}

let port: Promise<MailPort> | undefined;

/** The adapter the configuration picks (`adapters.ts`): the outbox folder locally, SES in the cloud. */
export function mail(): Promise<MailPort> {
  return (port ??= makeMail(mailChoice()));
}

export namespace Mail {
  export async function send(message: Message) {
    await (await mail()).send(message);
  }
}
