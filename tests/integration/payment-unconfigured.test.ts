import { beforeAll, describe, expect, it } from "vitest";
import { Payment } from "../../packages/core/src/payment";
import { call } from "../support/api";
import { registeredUser } from "../support/users";

beforeAll(async () => {
  await Payment.seedPackages();
  // Neither a Stripe key nor the local double: a deployment whose secret was never set.
  delete process.env.STRIPE_API_URL;
});

describe("payments without a Stripe key", () => {
  it("answer 503 with a clear message instead of failing inside", async () => {
    const { token } = await registeredUser();
    for (const path of ["/payment/topup-checkout-session", "/payment/create-payment-intent"]) {
      const reply = await call("POST", path, { token, body: { creditPackageId: "pkg_starter" } });
      expect(reply.status, path).toBe(503);
      expect(reply.body).toMatchObject({ code: "payments_unavailable", message: "Payments are not available right now. Please try again later." });
    }
  });
});
