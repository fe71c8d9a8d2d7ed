import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import { bodyText, extraHeaders, headerText, type MailPort, senderOf } from "./port";

/** Mail through Amazon SES. Reply-To travels as SES's own field; the other extra headers as headers. */
export function sesMail(config: { from: string }): MailPort {
  const ses = new SESv2Client({});
  return {
    async send(message) {
      const headers = extraHeaders(message).filter(([name]) => name !== "Reply-To");
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: senderOf(config.from, message),
          ...(message.replyTo ? { ReplyToAddresses: [headerText(message.replyTo)] } : {}),
          Destination: { ToAddresses: [headerText(message.to)] },
          Content: {
            Simple: {
              Subject: { Data: headerText(message.subject) },
              Body: { Text: { Data: bodyText(message.text, "\n") } },
              ...(headers.length ? { Headers: headers.map(([Name, Value]) => ({ Name, Value })) } : {}),
            },
          },
        }),
      );
    },
  };
}
