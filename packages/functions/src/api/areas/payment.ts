import { Payment } from "@sitecrew/core/payment";
import { StripeWebhook } from "@sitecrew/core/payment/webhook";
import { Hono } from "hono";
import { requireSession } from "../session";

export const paymentRoutes = new Hono()
  .get("/payment/get-credit-packages", requireSession, async (c) => c.json(await Payment.packages(c.req.query()), 200))
  .post("/payment/webhook", async (c) => {
    // The signature covers the exact bytes Stripe sent, so the body is read raw.
    const result = await StripeWebhook.handle(await c.req.text(), c.req.header("stripe-signature"));
    return c.json({ received: true, ...result }, 200);
  });
