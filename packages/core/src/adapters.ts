import { Resource } from "sst";

/*
 * The one place that picks the adapter behind each port from configuration: `Resource` (SST's
 * links, set by the local runner the same way) and, for what only the local stack has, one
 * environment variable each. Nothing else in core reads configuration to choose an adapter.
 * The `choose*` functions are pure, so tests can ask what a configuration picks.
 *
 * Each capability makes its adapter from this choice on first use (`mail()` in mail/,
 * `storage()` in media/, `payments()` in payment/, the language model in ai/, `speech()` in speech/) and keeps it. Those live beside their
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

export interface AiRetry {
  attempts: number;
  /** The first pause between attempts; each later pause doubles it. */
  baseDelayMs: number;
  /** How long one attempt may take before it counts as a timeout. */
  timeoutMs: number;
}

export type AiChoice =
  | { adapter: "offline" }
  | { adapter: "openai-compatible"; baseURL: string; model: string; apiKey?: string; retry: AiRetry }
  | { adapter: "bedrock"; model: string; baseURL?: string; retry: AiRetry }
  | { adapter: "misconfigured"; reason: string };

const AI_PROVIDERS = ["offline", "openai-compatible", "bedrock"];

/**
 * Offline unless a provider is named. A named provider without what it needs is not silently
 * replaced by the offline writer: runs fail with a reason that says what to set.
 */
export function chooseAi(config: {
  provider?: string;
  baseUrl?: string;
  model?: string;
  apiKey?: string;
  retry?: Partial<Record<keyof AiRetry, string>>;
}): AiChoice {
  const provider = config.provider?.trim() || "offline";
  if (!AI_PROVIDERS.includes(provider)) {
    return { adapter: "misconfigured", reason: `AI_PROVIDER "${provider}" is not one of ${AI_PROVIDERS.join(", ")}.` };
  }
  if (provider === "offline") return { adapter: "offline" };
  const model = config.model?.trim();
  if (!model) return { adapter: "misconfigured", reason: `The AI provider ${provider} needs a model: set AI_MODEL.` };
  const number = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) ? Number(value) : fallback);
  const retry = {
    attempts: Math.max(1, number(config.retry?.attempts, 3)),
    baseDelayMs: number(config.retry?.baseDelayMs, 1_000),
    timeoutMs: number(config.retry?.timeoutMs, 120_000),
  };
  const baseURL = config.baseUrl?.trim().replace(/\/+$/, "") || undefined;
  if (provider === "bedrock") return { adapter: "bedrock", model, baseURL, retry };
  if (!baseURL) return { adapter: "misconfigured", reason: "The AI provider openai-compatible needs an endpoint: set AI_BASE_URL." };
  return { adapter: "openai-compatible", baseURL, model, apiKey: config.apiKey || undefined, retry };
}

export type SpeechChoice = { adapter: "offline" } | { adapter: "polly" } | { adapter: "misconfigured"; reason: string };

const SPEECH_PROVIDERS = ["offline", "polly"] as const;

/** espeak-ng unless Polly is named; an unknown name is not silently replaced by espeak-ng. */
export function chooseSpeech(config: { provider?: string }): SpeechChoice {
  const provider = config.provider?.trim() || "offline";
  const known = SPEECH_PROVIDERS.find((name) => name === provider);
  if (!known) return { adapter: "misconfigured", reason: `SPEECH_PROVIDER "${provider}" is not one of ${SPEECH_PROVIDERS.join(", ")}.` };
  return { adapter: known };
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

export const aiChoice = () => {
  const provider = process.env.AI_PROVIDER;
  return chooseAi({
    provider,
    baseUrl: process.env.AI_BASE_URL,
    model: process.env.AI_MODEL,
    // Only the OpenAI-compatible endpoint takes a key (Bedrock signs with the Lambda's role), and only
    // a Lambda that writes with it is linked to the secret.
    apiKey: provider === "openai-compatible" ? Resource.AiApiKey.value : undefined,
    retry: { attempts: process.env.AI_RETRY_ATTEMPTS, baseDelayMs: process.env.AI_RETRY_DELAY_MS, timeoutMs: process.env.AI_TIMEOUT_MS },
  });
};

export const speechChoice = () => chooseSpeech({ provider: process.env.SPEECH_PROVIDER });
