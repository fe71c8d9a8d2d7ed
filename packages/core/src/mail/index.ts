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
  /**
   * Sends unless the recipient already had their hourly allowance from us, whatever the mail is about:
   * nobody can make us flood an inbox, with account mail, leads or reports. Answers whether it went.
   */
  export async function send(message: Message): Promise<boolean> {
    // The allowance lives in the table, which the adapter choice and its tests do not need loaded.
    const { limits, Throttle } = await import("../throttle");
    const sent = await Throttle.hit(Throttle.key("mail", message.to.trim()));
    if (sent > limits.mail.max) {
      console.warn("[mail] allowance used for one recipient; message dropped");
      return false;
    }
    await (await mail()).send(message);
    return true;
  }
}
