import type Stripe from "stripe";
import { Resource } from "sst";
import { VisibleError } from "../error";

let client: Promise<Stripe> | undefined;

/**
 * Stripe's SDK with the configured key. Without one (the local default) it talks to the local
 * Stripe double named by STRIPE_API_URL, which speaks the same wire format.
 */
export function stripe(): Promise<Stripe> {
  const key = Resource.StripeSecretKey.value;
  const local = process.env.STRIPE_API_URL;
  if (!key && !local) {
    console.error("Stripe is not configured: set the StripeSecretKey secret (STRIPE_SECRET_KEY locally) or run the local stack");
    return Promise.reject(
      new VisibleError("unavailable", "payments_unavailable", "Payments are not available right now. Please try again later."),
    );
  }
  client ??= import("stripe").then(({ default: StripeSdk }) => {
    if (key) return new StripeSdk(key, { maxNetworkRetries: 2 });
    const url = new URL(local!);
    return new StripeSdk("sk_test_local", {
      host: url.hostname,
      port: Number(url.port),
      protocol: url.protocol.replace(":", "") as "http" | "https",
      maxNetworkRetries: 0,
    });
  });
  return client;
}
