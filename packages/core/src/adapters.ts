import { Resource } from "sst";

/*
 * The one place that picks the adapter behind each port from configuration: `Resource` (SST's
 * links, set by the local runner the same way) and, for what only the local stack has, one
 * environment variable each. Nothing else in core reads configuration to choose an adapter.
 * The `choose*` functions are pure, so tests can ask what a configuration picks.
 *
 * Each capability makes its adapter from this choice on first use (`mail()` in mail/,
 * `storage()` in media/, `payments()` in payment/) and keeps it. Those live beside their
 * adapters, not here: a module importing every adapter would put every SDK's lazy chunk
 * (Stripe, SES, S3) into every Lambda bundle.
 */

export type MailChoice = { adapter: "outbox"; folder: string; from: string } | { adapter: "ses"; from: string };

export function chooseMail(email: { sender: string; outbox?: string }): MailChoice {
  // SES accepts a verified domain as the sender; mail then comes from its no-reply address.
  const from = email.sender.includes("@") ? email.sender : `SiteCrew <no-reply@${email.sender}>`;
  return email.outbox ? { adapter: "outbox", folder: email.outbox, from } : { adapter: "ses", from };
}

export type StorageChoice = { adapter: "s3"; bucket: string; forcePathStyle: boolean };

/** One S3 adapter for AWS and the local s3rver; a custom endpoint (s3rver) wants path-style URLs. */
export function chooseStorage(config: { bucket: string; endpoint?: string }): StorageChoice {
  return { adapter: "s3", bucket: config.bucket, forcePathStyle: Boolean(config.endpoint) };
}

export type PaymentsChoice =
  | { adapter: "stripe"; secretKey: string; webhookSecret: string }
  | { adapter: "stripe-double"; apiUrl: string; webhookSecret: string }
  | { adapter: "unavailable"; webhookSecret: string };

/** A key means the real Stripe; without one, the local double's URL; with neither, payments answer 503. */
export function choosePayments(config: { secretKey?: string; doubleUrl?: string; webhookSecret: string }): PaymentsChoice {
  const { secretKey, doubleUrl, webhookSecret } = config;
  if (secretKey) return { adapter: "stripe", secretKey, webhookSecret };
  if (doubleUrl) return { adapter: "stripe-double", apiUrl: doubleUrl, webhookSecret };
  return { adapter: "unavailable", webhookSecret };
}

// What the configuration picks, read on a capability's first use: a Lambda reads only the
// resources of the capabilities it uses (it is linked to no others).

export const mailChoice = () => chooseMail(Resource.Email);

export const storageChoice = () => chooseStorage({ bucket: Resource.Avatars.name, endpoint: process.env.AWS_ENDPOINT_URL_S3 });

export const paymentsChoice = () =>
  choosePayments({
    secretKey: Resource.StripeSecretKey.value,
    // Set by the local runner (and tests) when it starts the Stripe double: packages/functions/src/local/doubles.
    doubleUrl: process.env.STRIPE_API_URL,
    webhookSecret: Resource.StripeWebhookSecret.value,
  });
