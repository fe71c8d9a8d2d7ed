import { Resource } from "sst";
import { isKieImageModel, KIE_IMAGE_MODELS, type KieImageModel } from "./featured-image/kie-models";
import { LOCAL_INSTAGRAM_APP } from "./instagram/schema";
import { LOCAL_GOOGLE_APP } from "./search-console/schema";

/*
 * The one place that picks the adapter behind each port from configuration: `Resource` (SST's
 * links, set by the local runner the same way) and, for what only the local stack has, one
 * environment variable each. Secrets arrive only as linked resources. Nothing else in core reads
 * configuration or the environment. The `choose*` functions are pure, so tests can ask what a
 * configuration picks.
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

export const KIE_API_URL = "https://api.kie.ai";

/** What the local double accepts as a key: it stands in for an account, it does not check one. */
export const LOCAL_DOUBLE_KEY = "local-double";

/** `pollMs`: the pause before asking how a task stands, in place of each model's own (a double answers at once). */
export type KieConfig = { apiKey: string; baseUrl: string; pollMs?: number };

/**
 * A key means Kie.ai (at `doubleUrl` when one is given, so tests can send a wrong key to the
 * double); without a key, the local double's URL; with neither, videos are rendered locally.
 */
export function chooseKie(config: { apiKey?: string; doubleUrl?: string; pollMs?: string }): KieConfig | undefined {
  const apiKey = config.apiKey?.trim();
  const doubleUrl = config.doubleUrl?.trim();
  const pollMs = Number(config.pollMs);
  const polling = Number.isInteger(pollMs) && pollMs > 0 ? { pollMs } : {};
  if (apiKey) return { apiKey, baseUrl: doubleUrl || KIE_API_URL, ...polling };
  if (doubleUrl) return { apiKey: LOCAL_DOUBLE_KEY, baseUrl: doubleUrl, ...polling };
  return undefined;
}

const IMAGE_PROVIDERS = ["offline", "kie", "openai-compatible"] as const;

/** Kie.ai's image model when none is named: its widest frame (16:9) loses the least to the 1200x630 crop. */
const DEFAULT_KIE_IMAGE_MODEL = "flux-kontext-pro";

export type ImageChoice =
  | { adapter: "offline" }
  | { adapter: "kie"; model: KieImageModel }
  | { adapter: "openai-compatible"; baseURL: string; model: string }
  | { adapter: "misconfigured"; label: string; reason: string };

/**
 * The featured image's maker: the offline title card unless a provider is named (a deployed stage
 * names Kie.ai when its key is set: infra/images.ts). A named provider without what it needs is
 * reported in the run's step, and the post gets the title card.
 */
export function chooseImage(config: { provider?: string; model?: string; baseUrl?: string }): ImageChoice {
  const provider = config.provider?.trim() || "offline";
  const model = config.model?.trim();
  if (provider === "offline") return { adapter: "offline" };
  if (provider === "kie") {
    const kieModel = model || DEFAULT_KIE_IMAGE_MODEL;
    if (isKieImageModel(kieModel)) return { adapter: "kie", model: kieModel };
    return { adapter: "misconfigured", label: `Kie.ai ${kieModel}`, reason: `IMAGE_MODEL for Kie.ai is one of ${KIE_IMAGE_MODELS.join(", ")}.` };
  }
  if (provider !== "openai-compatible") {
    return { adapter: "misconfigured", label: provider, reason: `IMAGE_PROVIDER "${provider}" is not one of ${IMAGE_PROVIDERS.join(", ")}.` };
  }
  const baseURL = config.baseUrl?.trim().replace(/\/+$/, "");
  if (!model) return { adapter: "misconfigured", label: "The OpenAI-compatible image endpoint", reason: "no model is set (IMAGE_MODEL)." };
  if (!baseURL) return { adapter: "misconfigured", label: `${model} (OpenAI-compatible)`, reason: "no endpoint is set (IMAGE_BASE_URL)." };
  return { adapter: "openai-compatible", baseURL, model };
}

export interface InstagramHosts {
  /** The consent page. */
  authorize: string;
  /** The code-for-token exchange. */
  oauth: string;
  /** Long-lived tokens, their refresh, and the Graph API. */
  graph: string;
}

export type InstagramChoice = { adapter: "instagram" | "double"; appId: string; appSecret: string; hosts: InstagramHosts } | { adapter: "unavailable" };

/**
 * An app id and secret mean the real Instagram; without them, the local double's URL (it serves
 * all three hosts under one address); with neither, Instagram is not available here.
 */
export function chooseInstagram(config: { appId?: string; appSecret?: string; doubleUrl?: string }): InstagramChoice {
  if (config.appId && config.appSecret) {
    return {
      adapter: "instagram",
      appId: config.appId,
      appSecret: config.appSecret,
      hosts: { authorize: "https://www.instagram.com", oauth: "https://api.instagram.com", graph: "https://graph.instagram.com" },
    };
  }
  const double = config.doubleUrl?.trim().replace(/\/+$/, "");
  if (double)
    return {
      adapter: "double",
      appId: LOCAL_INSTAGRAM_APP.id,
      appSecret: LOCAL_INSTAGRAM_APP.secret,
      hosts: { authorize: double, oauth: double, graph: double },
    };
  return { adapter: "unavailable" };
}

export interface GoogleHosts {
  /** The consent page (`/o/oauth2/v2/auth`). */
  authorize: string;
  /** The token and revoke endpoints (`/token`, `/revoke`). */
  oauth: string;
  /** The Search Console API (`/webmasters/v3/...`). */
  api: string;
}

export type GoogleChoice =
  | { adapter: "google" | "double"; clientId: string; clientSecret: string; hosts: GoogleHosts; retryMs: number }
  | { adapter: "unavailable" };

/** Google's answers of 429 and 5xx are tried again after this pause, doubled each time. */
const GOOGLE_RETRY_MS = 2_000;

/**
 * A client id and secret mean the real Google; without them, the local double's URL (it serves the
 * consent page, the token endpoints and the API under one address); with neither, Search Console is
 * not available here. `retryMs` shortens the pause between retries (tests).
 */
export function chooseGoogle(config: { clientId?: string; clientSecret?: string; doubleUrl?: string; retryMs?: string }): GoogleChoice {
  const retryMs = config.retryMs && /^\d+$/.test(config.retryMs) ? Number(config.retryMs) : GOOGLE_RETRY_MS;
  if (config.clientId && config.clientSecret) {
    return {
      adapter: "google",
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      hosts: { authorize: "https://accounts.google.com", oauth: "https://oauth2.googleapis.com", api: "https://www.googleapis.com" },
      retryMs,
    };
  }
  const double = config.doubleUrl?.trim().replace(/\/+$/, "");
  if (double)
    return {
      adapter: "double",
      clientId: LOCAL_GOOGLE_APP.clientId,
      clientSecret: LOCAL_GOOGLE_APP.clientSecret,
      hosts: { authorize: double, oauth: double, api: double },
      retryMs,
    };
  return { adapter: "unavailable" };
}

export const BRAVE_SEARCH_URL = "https://api.search.brave.com/res/v1/web/search";

export type SearchConfig = { apiKey: string; url: string };

/** A key means web search (at `url` when one is given: a double of Brave's API); without one, none. */
export function chooseSearch(config: { apiKey?: string; url?: string }): SearchConfig | undefined {
  const apiKey = config.apiKey?.trim();
  if (!apiKey) return undefined;
  return { apiKey, url: config.url?.trim() || BRAVE_SEARCH_URL };
}

export const PAGESPEED_URL = "https://www.googleapis.com/pagespeedonline/v5/runPagespeed";

export type PageSpeedConfig = { apiKey: string; url: string };

/**
 * A key means an audit's pages are measured by PageSpeed Insights (at `url` when one is given: a double of its API),
 * so the worker needs no browser; without one, by Lighthouse in the worker's own Chromium.
 */
export function choosePageSpeed(config: { apiKey?: string; url?: string }): PageSpeedConfig | undefined {
  const apiKey = config.apiKey?.trim();
  if (!apiKey) return undefined;
  return { apiKey, url: config.url?.trim() || PAGESPEED_URL };
}

/**
 * How many pages one audit measures with Lighthouse: a whole number from 0 (none; each page then says
 * it was not measured) up to `most`, the product's limit, which is also what anything else means.
 */
export function chooseLighthousePages(value: string | undefined, most: number): number {
  const pages = value?.trim();
  return pages && /^\d+$/.test(pages) ? Math.min(Number(pages), most) : most;
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

/**
 * The writer the configuration names, without its key: the areas that only say who writes (the blog
 * agent's form, its default status) are not linked to the key.
 */
export const aiWriterChoice = () => chooseAi({ provider: process.env.AI_PROVIDER, baseUrl: process.env.AI_BASE_URL, model: process.env.AI_MODEL });

export const speechChoice = () => chooseSpeech({ provider: process.env.SPEECH_PROVIDER });

/**
 * A linked secret. The local runner seeds each from an environment variable when it starts
 * (packages/functions/src/local/resources.ts), but `Resource` reads those once per process, so
 * a key given later (a test pointing a key at a double) is read from that variable too. A
 * deployed function is never given it: there the secret arrives only by its link.
 */
const linkedSecret = (value: string, localVariable: string) => value || process.env[localVariable];

// The video model, Instagram, Google and web search are read on every use, not kept: the local runner
// starts the doubles, and tests point them elsewhere, after core loads.

export const kieChoice = () =>
  chooseKie({ apiKey: linkedSecret(Resource.KieApiKey.value, "KIE_API_KEY"), doubleUrl: process.env.KIE_API_URL, pollMs: process.env.KIE_POLL_MS });

export const instagramChoice = () =>
  chooseInstagram({
    appId: linkedSecret(Resource.InstagramAppId.value, "INSTAGRAM_APP_ID"),
    appSecret: linkedSecret(Resource.InstagramAppSecret.value, "INSTAGRAM_APP_SECRET"),
    doubleUrl: process.env.INSTAGRAM_API_URL,
  });

export const googleChoice = () =>
  chooseGoogle({
    clientId: linkedSecret(Resource.GoogleClientId.value, "GOOGLE_CLIENT_ID"),
    clientSecret: linkedSecret(Resource.GoogleClientSecret.value, "GOOGLE_CLIENT_SECRET"),
    doubleUrl: process.env.GOOGLE_API_URL,
    retryMs: process.env.GOOGLE_RETRY_MS,
  });

export const searchChoice = () => chooseSearch({ apiKey: linkedSecret(Resource.SearchApiKey.value, "SEARCH_API_KEY"), url: process.env.SEARCH_API_URL });

/** Read on every audit, as a test sets it after core loads. */
export const pageSpeedChoice = () =>
  choosePageSpeed({ apiKey: linkedSecret(Resource.PageSpeedApiKey.value, "PAGESPEED_API_KEY"), url: process.env.PAGESPEED_API_URL });

/** Read on every audit, as a test sets it after core loads. */
export const lighthousePagesChoice = (most: number) => chooseLighthousePages(process.env.AUDIT_LIGHTHOUSE_PAGES, most);

// The image provider is read on every use, like the video model: tests point it at their doubles.

export const imageChoice = () => chooseImage({ provider: process.env.IMAGE_PROVIDER, model: process.env.IMAGE_MODEL, baseUrl: process.env.IMAGE_BASE_URL });

/** The OpenAI-compatible images endpoint's key; only the workers that make featured images are linked to it. */
export const imageApiKey = () => linkedSecret(Resource.ImageApiKey.value, "IMAGE_API_KEY") || undefined;

// Files a function carries beside its code (infra copies them in and names them); elsewhere they
// are read from the source tree.

/** The PDF reader prebuilt into one file (infra/pdf-reader.ts). */
export const prebuiltPdfReader = () => process.env.SITECREW_PDF_READER;

/** The WordPress plugin's sources (the domain area's `files` in packages/functions/src/api/manifest.ts). */
export const shippedPluginDir = () => process.env.SITECREW_PLUGIN_DIR;
