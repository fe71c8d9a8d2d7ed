import * as v from "valibot";

/** A credit package as GET /payment/get-credit-packages returns it. */
export interface CreditPackage {
  id: string;
  credits_amount: number;
  /** In currency units: 9 is $9.00 when `currency` is "usd". */
  price: number;
  currency: string;
  /** The price of one credit, in currency units. */
  per_credits: number;
}

// Stripe's objects as this product reads them. Parsed before use: a malformed answer or event
// is refused clearly instead of failing somewhere in the middle.
const amount = v.pipe(v.number(), v.integer(), v.minValue(0));
const metadata = v.nullish(v.record(v.string(), v.string()));
const intentRef = v.nullish(v.union([v.string(), v.object({ id: v.string() })]));

/** A Checkout Session, or a PaymentIntent put in its shape, as fulfilment reads it. */
export const PaidSession = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  status: v.nullish(v.string()),
  payment_status: v.string(),
  client_reference_id: v.nullish(v.string()),
  metadata,
  payment_intent: intentRef,
  amount_total: v.nullish(amount),
});

export type PaidSession = v.InferOutput<typeof PaidSession>;

/** What creating a Checkout Session must give back: the page to send the buyer to. */
export const CreatedSession = v.object({ id: v.string(), url: v.pipe(v.string(), v.regex(/^https?:\/\/[^\s]+$/)) });

export const CreatedIntent = v.object({ id: v.string(), client_secret: v.string(), amount, currency: v.string() });

export const SucceededIntent = v.object({ id: v.pipe(v.string(), v.nonEmpty()), amount: v.nullish(amount), metadata });

export const RefundedCharge = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  payment_intent: intentRef,
  amount,
  amount_refunded: amount,
});

export type RefundedCharge = v.InferOutput<typeof RefundedCharge>;

export const StripeEvent = v.object({ type: v.string(), data: v.object({ object: v.unknown() }) });
