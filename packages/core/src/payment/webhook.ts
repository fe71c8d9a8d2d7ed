import * as v from "valibot";
import { payments } from "./payments";
import { VisibleError } from "../error";
import { Payment } from "./index";
import { PaidSession, RefundedCharge, StripeEvent, SucceededIntent } from "./schema";

const invalidSignature = () => new VisibleError("input", "invalid_signature", "Webhook signature verification failed");

/** A signed event whose object lacks what we read: refused, so nothing is credited from a guess. */
function read<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const path = v.getDotPath(result.issues[0]) ?? "";
  throw new VisibleError("input", "invalid_event", `The event is missing a field or has one of the wrong type${path ? `: ${path}` : ""}.`);
}

export namespace StripeWebhook {
  /** Verifies the signature over the raw body, then applies the event. Safe to deliver any number of times, in any order. */
  export async function handle(rawBody: string, signature: string | undefined) {
    if (!signature) throw invalidSignature();
    let signed: unknown;
    try {
      signed = await (await payments()).verifyEvent(rawBody, signature);
    } catch {
      throw invalidSignature();
    }
    const event = read(StripeEvent, signed);
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        return { type: event.type, outcome: await Payment.fulfil(read(PaidSession, event.data.object)) };
      case "payment_intent.succeeded": {
        // Only intents made by create-payment-intent carry credits; a Checkout Session's own intent does not.
        const intent = read(SucceededIntent, event.data.object);
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
        return { type: event.type, outcome: await Payment.reverseRefund(read(RefundedCharge, event.data.object)) };
      case "checkout.session.async_payment_failed":
        return { type: event.type, outcome: "not_paid" as const };
      default:
        return { type: event.type, outcome: "ignored" as const };
    }
  }
}
