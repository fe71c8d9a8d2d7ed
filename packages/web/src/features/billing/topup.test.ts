import { describe, expect, it } from "vitest";
import {
  checkoutUrlOf,
  formatCredits,
  formatMoney,
  formatPerCredit,
  parseTopupSearch,
  perCreditPrice,
  readTopupReturn,
  topupResultToast,
  withoutReturnParams,
} from "./topup";

describe("parseTopupSearch", () => {
  it("keeps paging, the search and the return parameters", () => {
    expect(parseTopupSearch({ page: "2", limit: "20", search: " 500 ", message: "topup_success", session_id: "cs_test_1" })).toEqual({
      page: 2,
      limit: 20,
      search: "500",
      message: "topup_success",
      session_id: "cs_test_1",
    });
  });

  it("leaves defaults and empty values out", () => {
    expect(parseTopupSearch({ page: 1, limit: 10, search: "   ", message: "", session_id: 42 })).toEqual({
      page: undefined,
      limit: undefined,
      search: undefined,
      message: undefined,
      session_id: undefined,
    });
  });

  it("falls back for malformed paging (lib/pagination rules)", () => {
    expect(parseTopupSearch({ page: "abc", limit: 7 })).toMatchObject({ page: undefined, limit: undefined });
  });
});

describe("readTopupReturn", () => {
  it("confirms a successful return", () => {
    expect(readTopupReturn({ message: "topup_success", session_id: "cs_test_abc" })).toEqual({
      kind: "success",
      sessionId: "cs_test_abc",
    });
  });

  it("does nothing for a plain visit", () => {
    expect(readTopupReturn({})).toEqual({ kind: "none" });
    expect(readTopupReturn({ session_id: "cs_test_abc" })).toEqual({ kind: "none" });
  });

  it("recognises a cancelled checkout", () => {
    expect(readTopupReturn({ message: "topup_cancelled" })).toEqual({ kind: "cancelled" });
  });

  it("only cleans up return parameters it cannot act on", () => {
    expect(readTopupReturn({ message: "topup_success" })).toEqual({ kind: "invalid" });
    expect(readTopupReturn({ message: "something_else", session_id: "cs_test_abc" })).toEqual({ kind: "invalid" });
  });
});

describe("withoutReturnParams", () => {
  it("removes message and session_id and keeps the rest", () => {
    expect(withoutReturnParams({ page: 2, search: "500", message: "topup_success", session_id: "cs_1" })).toEqual({
      page: 2,
      search: "500",
    });
  });
});

describe("topupResultToast", () => {
  it("announces a credited top-up with the spec's texts", () => {
    expect(topupResultToast({ credited: true })).toEqual({ title: "Topup Succeed", message: "Topup succeed." });
  });

  it("does not claim success while the payment is still clearing", () => {
    expect(topupResultToast({ credited: false }).title).not.toBe("Topup Succeed");
  });
});

describe("checkoutUrlOf", () => {
  const base = "http://localhost:3000";

  it("accepts http(s) addresses", () => {
    expect(checkoutUrlOf("https://checkout.stripe.com/c/pay/cs_test_1", base)).toBe("https://checkout.stripe.com/c/pay/cs_test_1");
    expect(checkoutUrlOf("http://127.0.0.1:4242/checkout/cs_1", base)).toBe("http://127.0.0.1:4242/checkout/cs_1");
  });

  it("resolves a relative address against the page", () => {
    expect(checkoutUrlOf("/checkout/cs_1", base)).toBe("http://localhost:3000/checkout/cs_1");
  });

  it.each([undefined, null, "", "  ", 42, "javascript:alert(1)", "data:text/html,hi"])("rejects %j", (value) => {
    expect(checkoutUrlOf(value, base)).toBeNull();
  });
});

describe("formatting", () => {
  it("writes credits locale-grouped, singular for one", () => {
    expect(formatCredits(100, "en-US")).toBe("100 credits");
    expect(formatCredits(1200, "en-US")).toBe("1,200 credits");
    expect(formatCredits(1, "en-US")).toBe("1 credit");
  });

  it("formats prices in currency units with the package's currency", () => {
    expect(formatMoney(9, "usd", "en-US")).toBe("$9.00");
    expect(formatMoney(179, "usd", "en-US")).toBe("$179.00");
    expect(formatMoney(39.5, "eur", "en-US")).toBe("€39.50");
  });

  it("still reads sensibly with an unknown currency code", () => {
    expect(formatMoney(9, "credits", "en-US")).toBe("9.00 CREDITS");
  });

  it("uses the server's per-credit price, else price ÷ credits", () => {
    expect(perCreditPrice({ credits_amount: 500, price: 39, per_credits: 0.078 })).toBe(0.078);
    expect(perCreditPrice({ credits_amount: 100, price: 9, per_credits: 0 })).toBeCloseTo(0.09);
    expect(perCreditPrice({ credits_amount: 0, price: 9, per_credits: Number.NaN })).toBeNull();
  });

  it("shows every package's price per credit with the same three decimals", () => {
    const rates = [
      { credits_amount: 100, price: 9, per_credits: 0.09 },
      { credits_amount: 500, price: 39, per_credits: 0.078 },
      { credits_amount: 1200, price: 79, per_credits: 0.0658 },
      { credits_amount: 3000, price: 179, per_credits: 0.0597 },
      { credits_amount: 20, price: 1, per_credits: 0.05 },
      { credits_amount: 10, price: 25, per_credits: 2.5 },
    ].map((item) => formatPerCredit(item, "usd", "en-US"));
    expect(rates).toEqual(["$0.090 per credit", "$0.078 per credit", "$0.066 per credit", "$0.060 per credit", "$0.050 per credit", "$2.500 per credit"]);
    expect(formatPerCredit({ credits_amount: 0, price: 9, per_credits: 0 }, "usd", "en-US")).toBeNull();
  });

  it("keeps the three decimals for a currency without cents, and for an unknown code", () => {
    expect(formatPerCredit({ credits_amount: 100, price: 900, per_credits: 9 }, "jpy", "en-US")).toBe("¥9.000 per credit");
    expect(formatPerCredit({ credits_amount: 100, price: 9, per_credits: 0.09 }, "credits", "en-US")).toBe("0.090 CREDITS per credit");
  });
});
