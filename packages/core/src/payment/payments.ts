import { paymentsChoice, type PaymentsChoice } from "../adapters";
import { perChoice } from "../util/per-choice";
import type { PaymentsPort } from "./port";

/**
 * The double speaks Stripe's wire format, so it is the Stripe adapter pointed elsewhere. The
 * adapter module is a lazy chunk with Stripe's SDK, loaded on the first payment call.
 */
export async function makePayments(choice: PaymentsChoice): Promise<PaymentsPort> {
  const { stripePayments } = await import("./stripe");
  return stripePayments({
    secretKey: choice.adapter === "stripe" ? choice.secretKey : undefined,
    apiUrl: choice.adapter === "stripe-double" ? choice.apiUrl : undefined,
    webhookSecret: choice.webhookSecret,
  });
}

const port = perChoice(makePayments);

/** The adapter the configuration picks (`adapters.ts`): Stripe, the local Stripe double, or "unavailable". */
export function payments(): Promise<PaymentsPort> {
  return port(paymentsChoice());
}
