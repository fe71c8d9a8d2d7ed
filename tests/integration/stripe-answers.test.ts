import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { Resource } from "sst";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Credit } from "../../packages/core/src/credit";
import { LedgerEntity } from "../../packages/core/src/credit/credit.entity";
import { Payment } from "../../packages/core/src/payment";
import { call } from "../support/api";
import { registeredUser } from "../support/users";

function deliver(event: unknown) {
  const payload = typeof event === "string" ? event : JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: Resource.StripeWebhookSecret.value });
  return call("POST", "/payment/webhook", { raw: payload, headers: { "stripe-signature": signature, "content-type": "application/json" } });
}

const event = (type: string, object: unknown) => ({ id: `evt_${randomUUID()}`, object: "event", type, data: { object } });

async function ledgerSize(userId: string) {
  return (await LedgerEntity.query.byId({ userId }).go({ pages: "all" })).data.length;
}

describe("webhook events with missing or wrongly typed fields", () => {
  it("are refused with 400 and change no credits", async () => {
    const { userId } = await registeredUser();
    const paymentIntent = `pi_test_${randomUUID()}`;
    const paid = {
      id: `cs_test_${randomUUID()}`,
      object: "checkout.session",
      payment_status: "paid",
      client_reference_id: userId,
      metadata: { packageId: "pkg_starter", credits: "100" },
      payment_intent: paymentIntent,
      amount_total: 900,
    };
    expect((await deliver(event("checkout.session.completed", paid))).body.outcome).toBe("credited");
    const entries = await ledgerSize(userId);
    const fresh = () => ({ ...paid, id: `cs_test_${randomUUID()}` });
    const without = (key: keyof typeof paid) => {
      const copy: Record<string, unknown> = fresh();
      delete copy[key];
      return copy;
    };
    const charge = { id: `ch_${randomUUID()}`, object: "charge", payment_intent: paymentIntent, amount: 900, amount_refunded: 900 };
    const intent = { id: `pi_test_${randomUUID()}`, object: "payment_intent", amount: 900, metadata: { userId, packageId: "pkg_starter", credits: "100" } };

    const malformed: Array<[string, unknown]> = [
      ["null", "null"],
      ["an array", "[]"],
      ["a number", "42"],
      ["no type", { id: "evt_1", data: { object: paid } }],
      ["a numeric type", { id: "evt_1", type: 5, data: { object: paid } }],
      ["no data", { id: "evt_1", type: "checkout.session.completed" }],
      ["data null", { id: "evt_1", type: "checkout.session.completed", data: null }],
      ["object null", event("checkout.session.completed", null)],
      ["object a string", event("checkout.session.async_payment_succeeded", "cs_test_1")],
      ["session without id", event("checkout.session.completed", without("id"))],
      ["session with a numeric id", event("checkout.session.completed", { ...fresh(), id: 42 })],
      ["session without payment_status", event("checkout.session.completed", without("payment_status"))],
      ["session with credits as a number", event("checkout.session.completed", { ...fresh(), metadata: { credits: 100 } })],
      ["session with metadata as text", event("checkout.session.completed", { ...fresh(), metadata: "credits=100" })],
      ["session with a numeric client_reference_id", event("checkout.session.completed", { ...fresh(), client_reference_id: 7 })],
      ["session with amount_total as text", event("checkout.session.completed", { ...fresh(), amount_total: "900" })],
      ["session with a numeric payment_intent", event("checkout.session.completed", { ...fresh(), payment_intent: 5 })],
      ["intent without id", event("payment_intent.succeeded", { ...intent, id: undefined })],
      ["intent with credits as a number", event("payment_intent.succeeded", { ...intent, metadata: { userId, credits: 100 } })],
      ["intent with a text amount", event("payment_intent.succeeded", { ...intent, amount: "900" })],
      ["refund without amount", event("charge.refunded", { ...charge, amount: undefined })],
      ["refund with amount_refunded as text", event("charge.refunded", { ...charge, amount_refunded: "900" })],
      ["refund with a fractional amount", event("charge.refunded", { ...charge, amount: 899.5 })],
      ["refund with a numeric payment_intent", event("charge.refunded", { ...charge, payment_intent: 12 })],
      ["refund without id", event("charge.refunded", { ...charge, id: undefined })],
    ];
    for (const [label, body] of malformed) {
      const reply = await deliver(body);
      expect(reply.status, label).toBe(400);
      expect(reply.body.code, label).toBe("invalid_event");
      expect(reply.body.message, label).toMatch(/^The event is missing a field or has one of the wrong type/);
    }
    expect(await Credit.balance(userId)).toBe(100);
    expect(await ledgerSize(userId)).toBe(entries);
  }, 60_000);
});

/** A stand-in for Stripe that answers every call with whatever the test sets. */
let answer: { status: number; body: string } = { status: 200, body: "{}" };
let server: Server;

beforeAll(async () => {
  await Payment.seedPackages();
  server = createServer((request, response) => {
    request.resume();
    response.writeHead(answer.status, { "content-type": "application/json", "request-id": "req_test" }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // Read once by the Stripe client of this test file's own module graph.
  process.env.STRIPE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("malformed answers from Stripe", () => {
  const answers: Array<[string, { status: number; body: string }]> = [
    ["an object without a url", { status: 200, body: JSON.stringify({ id: "cs_test_1", object: "checkout.session" }) }],
    ["a url that is not a web address", { status: 200, body: JSON.stringify({ id: "cs_test_1", object: "checkout.session", url: "javascript:alert(1)" }) }],
    ["a numeric url", { status: 200, body: JSON.stringify({ id: "cs_test_1", object: "checkout.session", url: 5 }) }],
    ["text that is not JSON", { status: 200, body: "<html>oops</html>" }],
    ["null", { status: 200, body: "null" }],
    ["a server error", { status: 500, body: JSON.stringify({ error: { type: "api_error", message: "boom" } }) }],
  ];

  it("a checkout or payment intent Stripe answers wrongly is a clear 502", async () => {
    const { token } = await registeredUser();
    for (const [label, reply] of answers) {
      answer = reply;
      const checkout = await call("POST", "/payment/topup-checkout-session", { token, body: { creditPackageId: "pkg_starter" } });
      expect(checkout.status, label).toBe(502);
      expect(checkout.body, label).toMatchObject({ code: "checkout_unavailable", message: "Failed to initialize payment. Please try again." });
      const intent = await call("POST", "/payment/create-payment-intent", { token, body: { creditPackageId: "pkg_starter" } });
      expect(intent.status, label).toBe(502);
    }
    answer = { status: 200, body: JSON.stringify({ id: "pi_test_1", object: "payment_intent", client_secret: null, amount: "900", currency: "usd" }) };
    expect((await call("POST", "/payment/create-payment-intent", { token, body: { creditPackageId: "pkg_starter" } })).status).toBe(502);
  });

  it("a session status Stripe answers wrongly is a 502 and credits nothing", async () => {
    const { token, userId } = await registeredUser();
    const session = (fields: Record<string, unknown>) =>
      JSON.stringify({
        id: "cs_test_odd",
        object: "checkout.session",
        client_reference_id: userId,
        status: "complete",
        payment_status: "paid",
        metadata: { credits: "100" },
        ...fields,
      });
    for (const [label, body] of [
      ["payment_status as a number", session({ payment_status: 1 })],
      ["metadata as text", session({ metadata: "credits=100" })],
      ["amount_total as text", session({ amount_total: "900" })],
      ["no id", session({ id: undefined })],
      ["not JSON", "nope"],
    ] as const) {
      answer = { status: 200, body };
      const reply = await call("POST", "/payment/get-session-status/cs_test_odd", { token });
      expect(reply.status, label).toBe(502);
      expect(reply.body.message, label).toBe("Could not check the payment with Stripe. Please try again.");
    }
    expect(await Credit.balance(userId)).toBe(0);
  });
});
