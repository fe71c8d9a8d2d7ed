export interface Message {
  to: string;
  subject: string;
  text: string;
  /** The name the mail comes from, in place of the product's (a site answering its visitor); the address stays ours. */
  fromName?: string;
  replyTo?: string;
  /** An https link that unsubscribes on a POST (RFC 8058): sent as `List-Unsubscribe` with its one-click companion. */
  unsubscribe?: string;
}

export interface MailPort {
  send(message: Message): Promise<void>;
}

/**
 * A text as it may stand in a mail header: control characters (CR and LF above all, which would start a
 * header of the sender's choosing) and Unicode line separators become spaces. Inputs that can reach a
 * header are refused at the door when they hold any; this is the last line, used for every header we write.
 */
export function headerText(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A body's line breaks as one kind, so a lone CR cannot start a line of its own in one reader and not another. */
export function bodyText(text: string, newline: "\n" | "\r\n"): string {
  return text.replace(/\r\n?|\n|\u2028|\u2029/g, newline);
}

/** The headers every adapter writes beside From: the same names and the same cleaned values whatever carries them. */
export function extraHeaders(message: Message): [name: string, value: string][] {
  const headers: [string, string][] = [];
  if (message.replyTo) headers.push(["Reply-To", headerText(message.replyTo)]);
  if (message.unsubscribe) {
    headers.push(["List-Unsubscribe", `<${headerText(message.unsubscribe)}>`]);
    headers.push(["List-Unsubscribe-Post", "List-Unsubscribe=One-Click"]);
  }
  return headers;
}

/** The sender address, named by the message's `fromName` when it has one; quotes and line breaks cannot reach the header. */
export function senderOf(from: string, message: Pick<Message, "fromName">): string {
  if (!message.fromName) return from;
  const address = from.match(/<([^>]+)>/)?.[1] ?? from;
  const name = headerText(message.fromName.replace(/["\\<>]/g, ""));
  return name ? `"${name}" <${address}>` : from;
}
