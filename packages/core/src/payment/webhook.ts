import { Resource } from "sst";
import { VisibleError } from "../error";
import { Payment, type PaidSession, type RefundedCharge } from "./index";

// Stripe's own default: signed events older than five minutes are refused.
const TOLERANCE_SECONDS = 300;

const invalidSignature = () => new VisibleError("input", "invalid_signature", "Webhook signature verification failed");

export namespace StripeWebhook {
  /** Verifies the signature over the raw body, then applies the event. Safe to deliver any number of times, in any order. */
  export async function handle(rawBody: string, signature: string | undefined) {
    if (!signature) throw invalidSignature();
    const { default: Stripe } = await import("stripe");
    let event: { type: string; data: { object: unknown } };
    try {
      event = await Stripe.webhooks.constructEventAsync(rawBody, signature, Resource.StripeWebhookSecret.value, TOLERANCE_SECONDS);
    } catch {
      throw invalidSignature();
    }
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        return { type: event.type, outcome: await Payment.fulfil(event.data.object as PaidSession) };
      case "payment_intent.succeeded": {
        // Only intents made by create-payment-intent carry credits; a Checkout Session's own intent does not.
        const intent = event.data.object as { id: string; amount: number; metadata: Record<string, string> | null };
        if (!intent.metadata?.credits) return { type: event.type, outcome: "ignored" as const };
        const outcome = await Payment.fulfil({
          id: intent.id,
          payment_status: "paid",
          client_reference_id: intent.metadata.userId ?? null,
          metadata: intent.metadata,
          payment_intent: intent.id,
          amount_total: intent.amount,
        });
        return { type: event.type, outcome };
      }
      case "charge.refunded":
        return { type: event.type, outcome: await Payment.reverseRefund(event.data.object as RefundedCharge) };
      case "checkout.session.async_payment_failed":
        return { type: event.type, outcome: "not_paid" as const };
      default:
        return { type: event.type, outcome: "ignored" as const };
    }
  }
}
