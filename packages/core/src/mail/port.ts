export interface Message {
  to: string;
  subject: string;
  text: string;
  /** The name the mail comes from, in place of the product's (a site answering its visitor); the address stays ours. */
  fromName?: string;
  replyTo?: string;
}

export interface MailPort {
  send(message: Message): Promise<void>;
}

/** The sender address, named by the message's `fromName` when it has one; quotes and line breaks cannot reach the header. */
export function senderOf(from: string, message: Pick<Message, "fromName">): string {
  if (!message.fromName) return from;
  const address = from.match(/<([^>]+)>/)?.[1] ?? from;
  const name = message.fromName.replace(/["\\\r\n<>]/g, "").trim();
  return name ? `"${name}" <${address}>` : from;
}
