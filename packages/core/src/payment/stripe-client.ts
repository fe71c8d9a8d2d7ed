import type Stripe from "stripe";
import { Resource } from "sst";

let client: Promise<Stripe> | undefined;

/**
 * Stripe's SDK with the configured key. Without one (the local default) it talks to the local
 * Stripe double named by STRIPE_API_URL, which speaks the same wire format.
 */
export function stripe(): Promise<Stripe> {
  client ??= import("stripe").then(({ default: StripeSdk }) => {
    const key = Resource.StripeSecretKey.value;
    if (key) return new StripeSdk(key, { maxNetworkRetries: 2 });
    const local = process.env.STRIPE_API_URL;
    if (!local) throw new Error("Stripe is not configured: set STRIPE_SECRET_KEY or run the local stack");
    const url = new URL(local);
    return new StripeSdk("sk_test_local", {
      host: url.hostname,
      port: Number(url.port),
      protocol: url.protocol.replace(":", "") as "http" | "https",
      maxNetworkRetries: 0,
    });
  });
  return client;
}
