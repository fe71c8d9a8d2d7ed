import { guardedFetch, localPolicy } from "@sitecrew/core/net/guarded-fetch";
import { startSearchConsoleDouble } from "./google-search-console";
import { startInstagramDouble } from "./instagram";
import { startStripeDouble } from "./stripe";

export interface RunningDouble {
  url: string;
  stop(): Promise<void>;
}

/** What the local runner knows when it starts the doubles. */
export interface DoubleContext {
  /** The local API, e.g. for a double that delivers webhooks to it. */
  apiUrl: string;
  /** The local resources' environment (`SST_RESOURCE_*`). */
  env: Record<string, string>;
}

export interface LocalDouble {
  /** The capability, as the start banner names it. */
  label: string;
  provider: string;
  /** The provider's key: when it is set the real provider is used and the double stays off. */
  keyEnv: string;
  /** The one variable through which `core/src/adapters.ts` points the adapter at the double. */
  urlEnv: string;
  /** What the banner says when the double runs. */
  describe: string;
  start(context: DoubleContext): Promise<RunningDouble>;
}

const secret = (env: Record<string, string>, name: string) => (JSON.parse(env[`SST_RESOURCE_${name}`]!) as { value: string }).value;

/** Every paid provider's local stand-in. A new double is one entry here (see README.md). */
export const localDoubles: LocalDouble[] = [
  {
    label: "Payments",
    provider: "Stripe",
    keyEnv: "STRIPE_SECRET_KEY",
    urlEnv: "STRIPE_API_URL",
    describe: "local checkout, no real money",
    start: ({ apiUrl, env }) =>
      startStripeDouble({
        webhookSecret: secret(env, "StripeWebhookSecret"),
        // The local runner posting to its own API on loopback, as Stripe would; through the one
        // outbound client like every other request, with the local stage's policy.
        deliver: (payload, signature) =>
          guardedFetch(
            `${apiUrl}/payment/webhook`,
            { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload },
            { policy: localPolicy },
          ),
      }),
  },
  {
    label: "Instagram",
    provider: "Instagram",
    keyEnv: "INSTAGRAM_APP_ID",
    urlEnv: "INSTAGRAM_API_URL",
    describe: "local consent page and Graph API",
    start: () => startInstagramDouble(),
  },
  {
    label: "Search Console",
    provider: "Google Search Console",
    keyEnv: "GOOGLE_CLIENT_ID",
    urlEnv: "GOOGLE_API_URL",
    describe: "local Google consent page and figures for the site's posts",
    start: () => startSearchConsoleDouble(),
  },
];

/**
 * Starts the double of each provider whose key is not set and hands its URL to the adapter
 * through the double's variable. Must run before core's `Resource` and adapters load.
 */
export async function startLocalDoubles(context: DoubleContext) {
  const started: Array<{ double: LocalDouble; running: RunningDouble }> = [];
  for (const double of localDoubles) {
    if (process.env[double.keyEnv]) continue;
    const running = await double.start(context);
    process.env[double.urlEnv] = running.url;
    started.push({ double, running });
  }
  return {
    started,
    /** One banner line per double: the real provider or the local stand-in and its URL. */
    banner: localDoubles.map((double) => {
      const running = started.find((item) => item.double === double)?.running;
      const state = running ? `${double.describe} (${running.url})` : `${double.provider} (your ${double.keyEnv})`;
      return `${double.label.padEnd(15)}${state}`;
    }),
    stop: () => Promise.all(started.map(({ running }) => running.stop())),
  };
}
