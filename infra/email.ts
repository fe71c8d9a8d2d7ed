// SES verifies a domain through its DNS records, an address by a mail to it.
export const email = new sst.aws.Email("Email", {
  sender: process.env.EMAIL_SENDER ?? "no-reply@example.com",
});
