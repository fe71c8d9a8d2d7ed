import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { Resource } from "sst";
import { beforeAll, describe, expect, it } from "vitest";
import { Credit } from "../../packages/core/src/credit";
import { LedgerEntity } from "../../packages/core/src/credit/credit.entity";
import { Payment } from "../../packages/core/src/payment";
import { call } from "../support/api";
import { registeredUser } from "../support/users";

function sessionEvent(type: string, session: { id: string; userId: string; credits: number; paid: boolean; paymentIntent?: string; amount?: number }) {
  return JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, "")}`,
    object: "event",
    type,
    data: {
      object: {
        id: session.id,
        object: "checkout.session",
        mode: "payment",
        payment_status: session.paid ? "paid" : "unpaid",
        client_reference_id: session.userId,
        metadata: { packageId: "pkg_starter", credits: String(session.credits) },
        payment_intent: session.paymentIntent ?? null,
        amount_total: session.amount ?? null,
      },
    },
  });
}

function refundEvent(charge: { id: string; paymentIntent: string; amount: number; refunded: number }) {
  return JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: "event",
    type: "charge.refunded",
    data: {
      object: { id: charge.id, object: "charge", payment_intent: charge.paymentIntent, amount: charge.amount, amount_refunded: charge.refunded },
    },
  });
}

async function buy(userId: string, credits: number, amount: number) {
  const paymentIntent = `pi_test_${randomUUID()}`;
  const payload = sessionEvent("checkout.session.completed", { id: `cs_test_${randomUUID()}`, userId, credits, paid: true, paymentIntent, amount });
  expect((await deliver(payload)).body.outcome).toBe("credited");
  return paymentIntent;
}

async function expectLedgerMatches(userId: string) {
  const rows = (await LedgerEntity.query.byId({ userId }).go({ pages: "all" })).data;
  expect(rows.reduce((sum, row) => sum + row.credits, 0)).toBe(await Credit.balance(userId));
}

function deliver(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? Resource.StripeWebhookSecret.value,
    timestamp: options.timestamp,
  });
  return call("POST", "/payment/webhook", { raw: payload, headers: { "stripe-signature": signature, "content-type": "application/json" } });
}

const topups = async (userId: string) => (await LedgerEntity.query.byId({ userId }).go({ pages: "all" })).data.filter((row) => row.kind === "topup");

describe("Stripe webhook", () => {
  it("credits a paid session once when the same event arrives 20 times at once", async () => {
    const { userId } = await registeredUser();
    const payload = sessionEvent("checkout.session.completed", { id: `cs_test_${randomUUID()}`, userId, credits: 100, paid: true });
    const replies = await Promise.all(Array.from({ length: 20 }, () => deliver(payload)));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(replies.filter((reply) => reply.body.outcome === "credited")).toHaveLength(1);
    expect(await Credit.balance(userId)).toBe(100);
    expect(await topups(userId)).toHaveLength(1);
  }, 60_000);

  it("ends in the same balance whatever order the events arrive in", async () => {
    const orders = [
      [0, 1, 2],
      [2, 1, 0],
      [1, 0, 2],
      [1, 2, 0],
    ];
    for (const order of orders) {
      const { userId } = await registeredUser();
      const delayed = `cs_test_${randomUUID()}`;
      const events = [
        sessionEvent("checkout.session.completed", { id: delayed, userId, credits: 500, paid: false }),
        sessionEvent("checkout.session.async_payment_succeeded", { id: delayed, userId, credits: 500, paid: true }),
        sessionEvent("checkout.session.completed", { id: `cs_test_${randomUUID()}`, userId, credits: 100, paid: true }),
      ];
      for (const index of order) expect((await deliver(events[index]!)).status).toBe(200);
      await deliver(events[1]!);
      expect(await Credit.balance(userId)).toBe(600);
    }
  }, 60_000);

  it("acknowledges, and leaves alone, paid sessions another product created", async () => {
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: "event",
      type: "checkout.session.completed",
      data: { object: { id: `cs_test_${randomUUID()}`, object: "checkout.session", payment_status: "paid", client_reference_id: null, metadata: {} } },
    });
    const reply = await deliver(payload);
    expect(reply.status).toBe(200);
    expect(reply.body.outcome).toBe("not_ours");
  });

  it("credits nothing for an unpaid session or a failed async payment", async () => {
    const { userId } = await registeredUser();
    const id = `cs_test_${randomUUID()}`;
    await deliver(sessionEvent("checkout.session.completed", { id, userId, credits: 100, paid: false }));
    await deliver(sessionEvent("checkout.session.async_payment_failed", { id, userId, credits: 100, paid: false }));
    expect(await Credit.balance(userId)).toBe(0);
  });

  it("refuses a wrong signature and a timestamp older than 5 minutes, changing nothing", async () => {
    const { userId } = await registeredUser();
    const payload = sessionEvent("checkout.session.completed", { id: `cs_test_${randomUUID()}`, userId, credits: 100, paid: true });
    const forged = await deliver(payload, { secret: "whsec_not_ours" });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: "invalid_signature", message: "Webhook signature verification failed" });
    const stale = await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.status).toBe(400);
    const unsigned = await call("POST", "/payment/webhook", { raw: payload, headers: { "content-type": "application/json" } });
    expect(unsigned.status).toBe(400);
    const tampered = Stripe.webhooks.generateTestHeaderString({ payload, secret: Resource.StripeWebhookSecret.value });
    const altered = await call("POST", "/payment/webhook", {
      raw: payload.replace('"credits":"100"', '"credits":"9999"'),
      headers: { "stripe-signature": tampered, "content-type": "application/json" },
    });
    expect(altered.status).toBe(400);
    expect(await Credit.balance(userId)).toBe(0);
  });
});

describe("refunds", () => {
  it("takes back the credits of a refunded charge once, however often the event arrives", async () => {
    const { userId } = await registeredUser();
    const paymentIntent = await buy(userId, 100, 900);
    const refund = refundEvent({ id: `ch_${randomUUID()}`, paymentIntent, amount: 900, refunded: 900 });
    const replies = await Promise.all(Array.from({ length: 5 }, () => deliver(refund)));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(await Credit.balance(userId)).toBe(0);
    const reversals = (await LedgerEntity.query.byId({ userId }).go({ pages: "all" })).data.filter((row) => row.kind === "reversal");
    expect(reversals).toHaveLength(1);
    expect(reversals[0]!.credits).toBe(-100);
  });

  it("records a debt when spent credits are refunded, refuses holds until a top-up covers it", async () => {
    const { userId } = await registeredUser();
    const paymentIntent = await buy(userId, 100, 900);
    await Credit.hold({ userId, runId: "run_spent", credits: 70 });
    await Credit.capture({ userId, runId: "run_spent" });
    await deliver(refundEvent({ id: `ch_${randomUUID()}`, paymentIntent, amount: 900, refunded: 900 }));
    expect(await Credit.balance(userId)).toBe(0);
    await expectLedgerMatches(userId);

    await buy(userId, 50, 450);
    expect(await Credit.balance(userId)).toBe(0);
    await expect(Credit.hold({ userId, runId: "run_blocked", credits: 1 })).rejects.toMatchObject({
      code: "outstanding_debt",
      message: "A refunded payment left 20 credits owing. Top up to cover it before starting new runs.",
    });

    await buy(userId, 100, 900);
    expect(await Credit.balance(userId)).toBe(80);
    await Credit.hold({ userId, runId: "run_after", credits: 10 });
    expect(await Credit.balance(userId)).toBe(70);
    await expectLedgerMatches(userId);
  });

  it("reverses partial refunds by their share, in either order", async () => {
    for (const order of [
      [450, 900],
      [900, 450],
    ]) {
      const { userId } = await registeredUser();
      const paymentIntent = await buy(userId, 100, 900);
      const chargeId = `ch_${randomUUID()}`;
      for (const refunded of order) await deliver(refundEvent({ id: chargeId, paymentIntent, amount: 900, refunded }));
      expect(await Credit.balance(userId)).toBe(0);
      await expectLedgerMatches(userId);
    }
    const { userId } = await registeredUser();
    const paymentIntent = await buy(userId, 100, 900);
    await deliver(refundEvent({ id: `ch_${randomUUID()}`, paymentIntent, amount: 900, refunded: 300 }));
    expect(await Credit.balance(userId)).toBe(67);
  });

  it("ignores refunds of payments it did not sell", async () => {
    const reply = await deliver(refundEvent({ id: `ch_${randomUUID()}`, paymentIntent: `pi_${randomUUID()}`, amount: 900, refunded: 900 }));
    expect(reply.body.outcome).toBe("unknown_payment");
  });
});

describe("PaymentIntents", () => {
  it("credits a create-payment-intent intent once and ignores a Checkout Session's own intent", async () => {
    const { userId } = await registeredUser();
    const intent = (metadata: Record<string, string>) =>
      JSON.stringify({
        id: `evt_${randomUUID()}`,
        object: "event",
        type: "payment_intent.succeeded",
        data: { object: { id: `pi_test_${randomUUID()}`, object: "payment_intent", status: "succeeded", metadata } },
      });
    const ours = intent({ userId, packageId: "pkg_starter", credits: "100" });
    await Promise.all([deliver(ours), deliver(ours), deliver(ours)]);
    expect((await deliver(intent({}))).body.outcome).toBe("ignored");
    expect(await Credit.balance(userId)).toBe(100);
  });
});

describe("credit packages", () => {
  beforeAll(() => Payment.seedPackages());

  it("lists the seeded packages with price per credit, paged and searchable", async () => {
    const { token } = await registeredUser();
    const all = await call("GET", "/payment/get-credit-packages", { token });
    expect(all.status).toBe(200);
    expect(all.body.data[0]).toEqual({ id: "pkg_starter", credits_amount: 100, price: 9, currency: "usd", per_credits: 0.09 });
    expect(all.body.pagination).toMatchObject({ currentPage: 1, limit: 10, total: 4 });
    const paged = await call("GET", "/payment/get-credit-packages?page=2&limit=3", { token });
    expect(paged.body.data.map((item: { id: string }) => item.id)).toEqual(["pkg_agency"]);
    const searched = await call("GET", "/payment/get-credit-packages?search=1200", { token });
    expect(searched.body.data.map((item: { id: string }) => item.id)).toEqual(["pkg_professional"]);
    expect((await call("GET", "/payment/get-credit-packages")).status).toBe(401);
  });
});
