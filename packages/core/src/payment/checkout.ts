import { randomUUID } from "node:crypto";
import * as v from "valibot";
import { Resource } from "sst";
import { useUserId } from "../actor";
import { VisibleError } from "../error";
import { fn } from "../util/fn";
import { CURRENCY } from "./catalogue";
import { Payment } from "./index";
import { payments } from "./payments";
import { CreatedIntent, CreatedSession, PaidSession } from "./schema";

const sessionNotFound = () => new VisibleError("not_found", "session_not_found", "Checkout session not found");
const checkoutFailed = () => new VisibleError("upstream", "checkout_unavailable", "Failed to initialize payment. Please try again.");
const statusUnknown = () => new VisibleError("upstream", "payment_status_unavailable", "Could not check the payment with Stripe. Please try again.");

/** Stripe's answer in the shape we read, or the given error: a malformed answer is Stripe failing. */
function answer<S extends v.GenericSchema>(schema: S, value: unknown, failure: () => VisibleError): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw failure();
  return result.output;
}

/** Stripe could not be reached or refused the call: the buyer can only try again. */
function stripeFailed(failure: () => VisibleError) {
  return (error: unknown): never => {
    // Already says what is wrong (payments not configured answers 503).
    if (error instanceof VisibleError) throw error;
    console.error(error);
    throw failure();
  };
}

/** One purchase attempt: a retry of the same click reuses it, a new click gets a new one. */
const AttemptId = v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, "attemptId must be 8 to 64 letters, digits, - or _")));

export namespace Checkout {
  export const TopupInput = v.object({
    creditPackageId: v.pipe(v.optional(v.string("Please choose a credit package"), ""), v.nonEmpty("Please choose a credit package"), v.maxLength(100)),
    attemptId: AttemptId,
  });

  /**
   * A Stripe Checkout Session for one package; the amount always comes from the package, never
   * the client. The idempotency key names one attempt, so buying the same package again is a new
   * session, while a retried request with the same attemptId gets the same one.
   */
  export const topup = fn(TopupInput, async ({ creditPackageId, attemptId }) => {
    const userId = useUserId();
    const item = await Payment.packageById(creditPackageId);
    const port = await payments();
    const created = await port
      .createCheckoutSession(
        {
          mode: "payment",
          client_reference_id: userId,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: item.priceCents,
                product_data: { name: `${item.credits.toLocaleString("en-US")} SiteCrew credits` },
              },
            },
          ],
          metadata: { userId, packageId: item.packageId, credits: String(item.credits) },
          success_url: `${Resource.Site.url}/topup?message=topup_success&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${Resource.Site.url}/topup?message=topup_cancelled`,
        },
        `topup:${userId}:${item.packageId}:${attemptId ?? randomUUID()}`,
      )
      .catch(stripeFailed(checkoutFailed));
    return { url: answer(CreatedSession, created, checkoutFailed).url };
  });

  /** The return page's check: fulfils the session if it is paid (once, whoever comes first) and reports it. */
  export async function status(sessionId: string) {
    if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) throw sessionNotFound();
    const port = await payments();
    const retrieved = await port.retrieveCheckoutSession(sessionId).catch(stripeFailed(statusUnknown));
    if (retrieved === undefined) throw sessionNotFound();
    const session = answer(PaidSession, retrieved, statusUnknown);
    if (session.client_reference_id !== useUserId()) throw sessionNotFound();
    const outcome = await Payment.fulfil(session);
    return {
      status: session.status ?? null,
      payment_status: session.payment_status,
      credited: outcome === "credited" || outcome === "already_credited",
    };
  }

  export const IntentInput = TopupInput;

  /** A PaymentIntent for a package, for embedded card forms; its metadata lets the webhook credit it. */
  export const paymentIntent = fn(IntentInput, async ({ creditPackageId, attemptId }) => {
    const userId = useUserId();
    const item = await Payment.packageById(creditPackageId);
    const port = await payments();
    const created = await port
      .createPaymentIntent(
        {
          amount: item.priceCents,
          currency: CURRENCY,
          automatic_payment_methods: { enabled: true },
          metadata: { userId, packageId: item.packageId, credits: String(item.credits) },
        },
        `intent:${userId}:${item.packageId}:${attemptId ?? randomUUID()}`,
      )
      .catch(stripeFailed(checkoutFailed));
    const intent = answer(CreatedIntent, created, checkoutFailed);
    return { clientSecret: intent.client_secret, paymentIntentId: intent.id, amount: intent.amount, currency: intent.currency };
  });
}
