import { Payment } from "@sitecrew/core/payment";
import { Checkout } from "@sitecrew/core/payment/checkout";
import { StripeWebhook } from "@sitecrew/core/payment/webhook";
import { Hono } from "hono";
import { readJson } from "../request";
import { requireSession } from "../session";

export const paymentRoutes = new Hono()
  .get("/payment/get-credit-packages", requireSession, async (c) => c.json(await Payment.packages(c.req.query()), 200))
  .post("/payment/topup-checkout-session", requireSession, async (c) => c.json(await Checkout.topup(await readJson(c)), 200))
  .post("/payment/get-session-status/:sessionId", requireSession, async (c) =>
    c.json({ data: await Checkout.status(c.req.param("sessionId")) }, 200),
  )
  .post("/payment/create-payment-intent", requireSession, async (c) => c.json(await Checkout.paymentIntent(await readJson(c)), 200))
  .post("/payment/webhook", async (c) => {
    // The signature covers the exact bytes Stripe sent, so the body is read raw.
    const result = await StripeWebhook.handle(await c.req.text(), c.req.header("stripe-signature"));
    return c.json({ received: true, ...result }, 200);
  });
