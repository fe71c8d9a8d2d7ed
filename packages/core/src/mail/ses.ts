import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import type { MailPort } from "./port";

/** Mail through Amazon SES. */
export function sesMail(config: { from: string }): MailPort {
  const ses = new SESv2Client({});
  return {
    async send(message) {
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: config.from,
          Destination: { ToAddresses: [message.to] },
          Content: { Simple: { Subject: { Data: message.subject }, Body: { Text: { Data: message.text } } } },
        }),
      );
    },
  };
}
