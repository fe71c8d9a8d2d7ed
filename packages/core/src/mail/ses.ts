import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import { type MailPort, senderOf } from "./port";

/** Mail through Amazon SES. */
export function sesMail(config: { from: string }): MailPort {
  const ses = new SESv2Client({});
  return {
    async send(message) {
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: senderOf(config.from, message),
          ...(message.replyTo ? { ReplyToAddresses: [message.replyTo] } : {}),
          Destination: { ToAddresses: [message.to] },
          Content: { Simple: { Subject: { Data: message.subject }, Body: { Text: { Data: message.text } } } },
        }),
      );
    },
  };
}
