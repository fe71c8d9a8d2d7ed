import { Resource } from "sst";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Credit } from "../../packages/core/src/credit";
import { LedgerEntity } from "../../packages/core/src/credit/credit.entity";
import { Payment } from "../../packages/core/src/payment";
import { startStripeDouble, type StripeDouble } from "../../packages/functions/src/local/doubles/stripe";
import { call } from "../support/api";
import { registeredUser } from "../support/users";

let stripe: StripeDouble;
let held: Promise<unknown> = Promise.resolve();

beforeAll(async () => {
  await Payment.seedPackages();
  stripe = await startStripeDouble({
    webhookSecret: Resource.StripeWebhookSecret.value,
    // Deliveries can be held back to race the return page against the webhook.
    deliver: async (payload, signature) => {
      await held;
      const reply = await call("POST", "/payment/webhook", { raw: payload, headers: { "stripe-signature": signature, "content-type": "application/json" } });
      if (reply.status !== 200) throw new Error(`webhook answered ${reply.status}`);
    },
  });
  process.env.STRIPE_API_URL = stripe.url;
});

afterAll(() => stripe?.stop());

async function checkout(token: string, creditPackageId = "pkg_starter", attemptId?: string) {
  const reply = await call("POST", "/payment/topup-checkout-session", { token, body: { creditPackageId, attemptId } });
  expect(reply.status).toBe(200);
  const sessionId = new URL(reply.body.url).pathname.split("/").pop()!;
  return { url: reply.body.url as string, sessionId };
}

describe("top-up checkout", () => {
  it("creates a payment-mode session priced from the package, for this user, with the return URLs", async () => {
    const { token, userId } = await registeredUser();
    const { url, sessionId } = await checkout(token, "pkg_growth");
    expect(url.startsWith(stripe.url)).toBe(true);
    const session = stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      mode: "payment",
      client_reference_id: userId,
      amount_total: 3900,
      metadata: { packageId: "pkg_growth", credits: "500", userId },
      success_url: "http://localhost:3000/topup?message=topup_success&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/topup?message=topup_cancelled",
    });
    const again = await checkout(token, "pkg_growth");
    expect(again.sessionId).not.toBe(sessionId);
  });

  it("gives a retried request of one attempt the same session", async () => {
    const { token } = await registeredUser();
    const first = await checkout(token, "pkg_growth", "attempt-0001");
    const retried = await checkout(token, "pkg_growth", "attempt-0001");
    expect(retried.sessionId).toBe(first.sessionId);
    expect((await checkout(token, "pkg_growth", "attempt-0002")).sessionId).not.toBe(first.sessionId);
    const malformed = await call("POST", "/payment/topup-checkout-session", { token, body: { creditPackageId: "pkg_growth", attemptId: "a b" } });
    expect(malformed.status).toBe(400);
  });

  it("sells the same package twice in a row: both sessions are paid and both credit", async () => {
    const { token, userId } = await registeredUser();
    const first = await checkout(token);
    await stripe.pay(first.sessionId);
    const second = await checkout(token);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(stripe.sessions.get(second.sessionId)!.payment_status).toBe("unpaid");
    await stripe.pay(second.sessionId);
    for (const { sessionId } of [first, second]) {
      const status = await call("POST", `/payment/get-session-status/${sessionId}`, { token });
      expect(status.body.data).toMatchObject({ payment_status: "paid", credited: true });
    }
    expect(await Credit.balance(userId)).toBe(200);
    const topups = (await LedgerEntity.query.byId({ userId }).go({ pages: "all" })).data.filter((row) => row.kind === "topup");
    expect(topups.map((row) => row.ledgerId).sort()).toEqual([`topup_${first.sessionId}`, `topup_${second.sessionId}`].sort());
  });

  it("credits once when the webhook and the return page race", async () => {
    const { token, userId } = await registeredUser();
    const { sessionId } = await checkout(token);
    let open!: () => void;
    held = new Promise<void>((resolve) => (open = resolve));
    const paying = stripe.pay(sessionId);
    const statuses = Promise.all(Array.from({ length: 5 }, () => call("POST", `/payment/get-session-status/${sessionId}`, { token })));
    open();
    const [returnUrl, replies] = await Promise.all([paying, statuses]);
    held = Promise.resolve();
    expect(returnUrl).toBe(`http://localhost:3000/topup?message=topup_success&session_id=${sessionId}`);
    for (const reply of replies) expect(reply.body.data).toMatchObject({ payment_status: "paid", credited: true });
    expect(await Credit.balance(userId)).toBe(100);
    const topups = (await LedgerEntity.query.byId({ userId }).go({ pages: "all" })).data.filter((row) => row.kind === "topup");
    expect(topups).toHaveLength(1);
    expect(topups[0]!.ledgerId).toBe(`topup_${sessionId}`);
  });

  it("reports an unpaid session without crediting, and hides other users' sessions", async () => {
    const owner = await registeredUser();
    const { sessionId } = await checkout(owner.token);
    const status = await call("POST", `/payment/get-session-status/${sessionId}`, { token: owner.token });
    expect(status.body.data).toMatchObject({ status: "open", payment_status: "unpaid", credited: false });
    const stranger = await registeredUser();
    expect((await call("POST", `/payment/get-session-status/${sessionId}`, { token: stranger.token })).status).toBe(404);
    expect((await call("POST", "/payment/get-session-status/cs_test_missing", { token: owner.token })).status).toBe(404);
    expect((await call("POST", "/payment/get-session-status/not-a-session", { token: owner.token })).status).toBe(404);
  });

  it("refuses unknown packages and missing input, and needs a session", async () => {
    const { token } = await registeredUser();
    const unknown = await call("POST", "/payment/topup-checkout-session", { token, body: { creditPackageId: "pkg_nope" } });
    expect(unknown.status).toBe(404);
    const missing = await call("POST", "/payment/topup-checkout-session", { token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Please choose a credit package");
    expect((await call("POST", "/payment/topup-checkout-session", { body: { creditPackageId: "pkg_starter" } })).status).toBe(401);
  });

  it("creates a PaymentIntent whose amount comes from the package", async () => {
    const { token } = await registeredUser();
    const reply = await call("POST", "/payment/create-payment-intent", { token, body: { creditPackageId: "pkg_agency", amount: 1 } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ amount: 17900, currency: "usd" });
    expect(reply.body.clientSecret).toMatch(/^pi_local_[0-9a-f]+_secret_/);
  });
});
