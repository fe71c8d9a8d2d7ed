import type { TopupSearch } from "./topup-search";

// The route validates its search from its own small module, kept out of the pages that use the rest.
export { parseTopupSearch, type TopupSearch } from "./topup-search";

/** The `message` Stripe's success URL carries back to /topup. */
export const TOPUP_SUCCESS_MESSAGE = "topup_success";
/** The `message` a cancel URL of `/topup?message=topup_cancelled` carries back. */
export const TOPUP_CANCELLED_MESSAGE = "topup_cancelled";
export const PAYMENT_CANCELLED_TEXT = "Payment cancelled. You have not been charged.";

export const CHECKOUT_FAILED_MESSAGE = "Failed to initialize payment. Please try again.";
export const TOPUP_SUCCEED_TOAST = { title: "Topup Succeed", message: "Topup succeed." } as const;
export const TOPUP_PENDING_TOAST = {
  title: "Payment processing",
  message: "Your payment has not cleared yet. The credits are added to your balance as soon as it does.",
} as const;

export type TopupReturn =
  /** An ordinary visit. */
  | { kind: "none" }
  /** Back from a checkout that reported success: confirm the session. */
  | { kind: "success"; sessionId: string }
  /** Back from a checkout the user cancelled. */
  | { kind: "cancelled" }
  /** Return parameters that cannot be acted on: just clean them from the URL. */
  | { kind: "invalid" };

/** What a visit to /topup means, read from its return parameters. */
export function readTopupReturn(search: Pick<TopupSearch, "message" | "session_id">): TopupReturn {
  if (search.message === undefined) return { kind: "none" };
  if (search.message === TOPUP_SUCCESS_MESSAGE && search.session_id) return { kind: "success", sessionId: search.session_id };
  if (search.message === TOPUP_CANCELLED_MESSAGE) return { kind: "cancelled" };
  return { kind: "invalid" };
}

/** The same search without the checkout return parameters. */
export function withoutReturnParams<T extends TopupSearch>(search: T): Omit<T, "message" | "session_id"> {
  const { message: _message, session_id: _sessionId, ...rest } = search;
  return rest;
}

export interface SessionStatus {
  status: string | null;
  payment_status: string;
  credited: boolean;
}

/** The toast for a confirmed return: success once the credits are in, else a note that the payment is still clearing. */
export function topupResultToast(status: Pick<SessionStatus, "credited">): { title: string; message: string } {
  return status.credited ? { ...TOPUP_SUCCEED_TOAST } : { ...TOPUP_PENDING_TOAST };
}

/** Where to send the browser for checkout: an http(s) address (relative ones resolve against `base`), else null. */
export function checkoutUrlOf(value: unknown, base: string): string | null {
  if (typeof value !== "string" || !value.trim()) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** "1 credit", "1,200 credits". */
export function formatCredits(credits: number, locale?: string): string {
  return `${credits.toLocaleString(locale)} ${credits === 1 ? "credit" : "credits"}`;
}

/** A price in currency units ("usd", 9 → "$9.00"); an unknown currency code still reads sensibly. */
export function formatMoney(amount: number, currency: string, locale?: string, maximumFractionDigits?: number, minimumFractionDigits?: number): string {
  const digits = {
    ...(minimumFractionDigits === undefined ? {} : { minimumFractionDigits }),
    ...(maximumFractionDigits === undefined ? {} : { maximumFractionDigits }),
  };
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase(), ...digits }).format(amount);
  } catch {
    const number = amount.toLocaleString(locale, {
      minimumFractionDigits: minimumFractionDigits ?? 2,
      maximumFractionDigits: Math.max(minimumFractionDigits ?? 2, maximumFractionDigits ?? 2),
    });
    return `${number} ${currency.toUpperCase()}`.trim();
  }
}

interface PricedPackage {
  credits_amount: number;
  price: number;
  per_credits: number;
}

/** The price of one credit: the server's figure, or price ÷ credits when it sent none. */
export function perCreditPrice(item: PricedPackage): number | null {
  if (Number.isFinite(item.per_credits) && item.per_credits > 0) return item.per_credits;
  return item.credits_amount > 0 && Number.isFinite(item.price) ? item.price / item.credits_amount : null;
}

/** Every package shows its price per credit with this many decimals, so the figures line up and compare. */
export const PER_CREDIT_DECIMALS = 3;

/** "$0.078 per credit", "$0.090 per credit": the same number of decimals for every package. */
export function formatPerCredit(item: PricedPackage, currency: string, locale?: string): string | null {
  const price = perCreditPrice(item);
  return price === null ? null : `${formatMoney(price, currency, locale, PER_CREDIT_DECIMALS, PER_CREDIT_DECIMALS)} per credit`;
}
