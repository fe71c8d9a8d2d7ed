import { Payment } from "@sitecrew/core/payment";
import { Checkout } from "@sitecrew/core/payment/checkout";
import { StripeWebhook } from "@sitecrew/core/payment/webhook";
import { Hono } from "hono";
import { readJson, takesJson, takesQuery } from "../request";
import { type SessionEnv, signedIn } from "../session";

export const paymentRoutes = new Hono()
  .post("/payment/webhook", async (c) => {
    // The signature covers the exact bytes Stripe sent, so the body is read raw.
    const result = await StripeWebhook.handle(await c.req.text(), c.req.header("stripe-signature"));
    return c.json({ received: true, ...result }, 200);
  })
  .route(
    "/",
    signedIn(
      new Hono<SessionEnv>()
        .get("/payment/get-credit-packages", takesQuery(Payment.packages.schema), async (c) => c.json(await Payment.packages(c.req.query()), 200))
        .post("/payment/topup-checkout-session", takesJson(Checkout.topup.schema), async (c) => c.json(await Checkout.topup.raw(await readJson(c)), 200))
        .post("/payment/get-session-status/:sessionId", async (c) => c.json({ data: await Checkout.status(c.req.param("sessionId")) }, 200))
        .post("/payment/create-payment-intent", takesJson(Checkout.paymentIntent.schema), async (c) =>
          c.json(await Checkout.paymentIntent.raw(await readJson(c)), 200),
        ),
    ),
  );
