import type Stripe from "stripe";

/**
 * What the product asks of a payment provider: exactly the Stripe calls it makes. Answers are
 * `unknown` on purpose: callers parse them with the schemas in `schema.ts` before use.
 */
export interface PaymentsPort {
  createCheckoutSession(params: Stripe.Checkout.SessionCreateParams, idempotencyKey: string): Promise<unknown>;
  /** `undefined` when the provider has no such session. */
  retrieveCheckoutSession(id: string): Promise<unknown>;
  createPaymentIntent(params: Stripe.PaymentIntentCreateParams, idempotencyKey: string): Promise<unknown>;
  /** The event a signed webhook body carries; rejects when the signature does not verify. */
  verifyEvent(rawBody: string, signature: string): Promise<unknown>;
}
