import * as v from "valibot";
import { Resource } from "sst";
import { useUserId } from "../actor";
import { VisibleError } from "../error";
import { fn } from "../util/fn";
import { CURRENCY } from "./catalogue";
import { Payment } from "./index";
import { stripe } from "./stripe-client";

// A double click or a retried request within this window returns the same session.
const IDEMPOTENCY_WINDOW_MS = 60_000;

const sessionNotFound = () => new VisibleError("not_found", "session_not_found", "Checkout session not found");

export namespace Checkout {
  export const TopupInput = v.object({
    creditPackageId: v.pipe(v.optional(v.string("Please choose a credit package"), ""), v.nonEmpty("Please choose a credit package"), v.maxLength(100)),
  });

  /** A Stripe Checkout Session for one package; the amount always comes from the package, never the client. */
  export const topup = fn(TopupInput, async ({ creditPackageId }) => {
    const userId = useUserId();
    const item = await Payment.packageById(creditPackageId);
    const client = await stripe();
    const session = await client.checkout.sessions.create(
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
        cancel_url: `${Resource.Site.url}/topup`,
      },
      { idempotencyKey: `topup:${userId}:${item.packageId}:${Math.floor(Date.now() / IDEMPOTENCY_WINDOW_MS)}` },
    );
    if (!session.url) throw new VisibleError("unavailable", "checkout_unavailable", "Failed to initialize payment. Please try again.");
    return { url: session.url };
  });

  /** The return page's check: fulfils the session if it is paid (once, whoever comes first) and reports it. */
  export async function status(sessionId: string) {
    if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) throw sessionNotFound();
    const client = await stripe();
    let session;
    try {
      session = await client.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if (error instanceof Error && "statusCode" in error && error.statusCode === 404) throw sessionNotFound();
      throw error;
    }
    if (session.client_reference_id !== useUserId()) throw sessionNotFound();
    const outcome = await Payment.fulfil(session);
    return {
      status: session.status,
      payment_status: session.payment_status,
      credited: outcome === "credited" || outcome === "already_credited",
    };
  }

  export const IntentInput = TopupInput;

  /** A PaymentIntent for a package, for embedded card forms; its metadata lets the webhook credit it. */
  export const paymentIntent = fn(IntentInput, async ({ creditPackageId }) => {
    const userId = useUserId();
    const item = await Payment.packageById(creditPackageId);
    const client = await stripe();
    const intent = await client.paymentIntents.create(
      {
        amount: item.priceCents,
        currency: CURRENCY,
        automatic_payment_methods: { enabled: true },
        metadata: { userId, packageId: item.packageId, credits: String(item.credits) },
      },
      { idempotencyKey: `intent:${userId}:${item.packageId}:${Math.floor(Date.now() / IDEMPOTENCY_WINDOW_MS)}` },
    );
    return { clientSecret: intent.client_secret, paymentIntentId: intent.id, amount: intent.amount, currency: intent.currency };
  });
}
