import Stripe from "stripe";
import { VisibleError } from "../error";
import type { PaymentsPort } from "./port";

// Stripe's own default: signed events older than five minutes are refused.
const TOLERANCE_SECONDS = 300;

export interface StripeConfig {
  /** The secret key; the real Stripe is used when it is set. */
  secretKey?: string;
  /** Without a key: a server that speaks Stripe's wire format (the local double). */
  apiUrl?: string;
  webhookSecret: string;
}

function client({ secretKey, apiUrl }: StripeConfig): Stripe | undefined {
  if (secretKey) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  if (!apiUrl) return;
  const url = new URL(apiUrl);
  return new Stripe("sk_test_local", {
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol.replace(":", "") as "http" | "https",
    maxNetworkRetries: 0,
  });
}

/**
 * Payments through Stripe's SDK. Pointed at the local double by `apiUrl` it is the same adapter:
 * the double speaks Stripe's wire format. With neither a key nor a URL every call answers
 * "payments unavailable" (503), while webhook signatures still verify.
 */
export function stripePayments(config: StripeConfig): PaymentsPort {
  const sdk = client(config);
  const stripe = (): Stripe => {
    if (sdk) return sdk;
    console.error("Stripe is not configured: set the StripeSecretKey secret (STRIPE_SECRET_KEY locally) or run the local stack");
    throw new VisibleError("unavailable", "payments_unavailable", "Payments are not available right now. Please try again later.");
  };

  return {
    async createCheckoutSession(params, idempotencyKey) {
      return stripe().checkout.sessions.create(params, { idempotencyKey });
    },
    async retrieveCheckoutSession(id) {
      return stripe()
        .checkout.sessions.retrieve(id)
        .catch((error: unknown) => {
          if (error instanceof Error && "statusCode" in error && error.statusCode === 404) return undefined;
          throw error;
        });
    },
    async createPaymentIntent(params, idempotencyKey) {
      return stripe().paymentIntents.create(params, { idempotencyKey });
    },
    verifyEvent(rawBody, signature) {
      return Stripe.webhooks.constructEventAsync(rawBody, signature, config.webhookSecret, TOLERANCE_SECONDS);
    },
  };
}
